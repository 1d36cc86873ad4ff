export * from './articles/parseArticle';
export * from './articles/articleIndex';
export * from './articles/sortArticleMetas';
export * from './site/operator';
