import type { ArticleMeta } from './articleTypes';

/** Article order everywhere (index, Thema cards): highest weight first, equal weights by German title. */
export function sortArticleMetas<T extends Pick<ArticleMeta, 'weight' | 'title'>>(metas: readonly T[]): T[] {
  return [...metas].sort((a, b) => b.weight - a.weight || a.title.localeCompare(b.title, 'de'));
}
