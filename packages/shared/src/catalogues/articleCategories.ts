/** Article categories; an article's `category` holds the German name itself (docs/domain-shapes.md). */

export const ARTICLE_CATEGORY_IDS = [
  'Sonstige',
  'Küchenmanagement',
  'Schulung und Beratung',
  'Nachhaltigkeit',
  'Über uns',
  'Planer',
] as const;
export type ArticleCategory = (typeof ARTICLE_CATEGORY_IDS)[number];

export const ARTICLE_CATEGORIES: readonly { id: ArticleCategory; label: string }[] = ARTICLE_CATEGORY_IDS.map(
  (id) => ({ id, label: id }),
);
