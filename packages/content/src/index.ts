export * from './articles/parseArticle';
export * from './articles/articleIndex';
export * from './articles/sortArticleMetas';
export * from './site/operator';
export * from './workshops/workshops';
export * from './workshops/workshopSlug';
export * from './videos/videos';
