// The article parser runs at build time only (src/articles/parseArticle.ts): the index holds its tree types.
export * from './articles/articleTypes';
export * from './articles/articleNavIndex';
export * from './articles/articleIndex';
export * from './articles/featuredArticles';
export * from './articles/themaLoaders';
export * from './articles/sidebarArticles';
export * from './articles/sortArticleMetas';
export * from './articles/articleRedirects';
export * from './site/operator';
export * from './workshops/workshops';
export * from './videos/videos';
export * from './ingredients';
export * from './recipes';
export * from './templates';
