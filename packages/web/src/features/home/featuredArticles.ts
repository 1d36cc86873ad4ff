/** The articles the home page features: the highest weights, legal and other pages ("Sonstige") left out. */
import { ARTICLE_INDEX, sortArticleMetas, type ArticleMeta } from '@speiseplaner/content';

export const FEATURED_COUNT = 6;

export function featuredArticles(
  index: readonly ArticleMeta[] = ARTICLE_INDEX,
  count = FEATURED_COUNT,
): ArticleMeta[] {
  return sortArticleMetas(index.filter((article) => article.category !== 'Sonstige')).slice(0, count);
}
