/**
 * The article AST: what `parseArticle` produces and the web app renders. Kept free of Markdown details so
 * the renderer never has to re-parse text.
 */

/** The six article categories (German labels, used in front matter and in `::thema{kategorie="…"}`). */
export const ARTICLE_CATEGORIES = [
  'Sonstige',
  'Küchenmanagement',
  'Schulung und Beratung',
  'Nachhaltigkeit',
  'Über uns',
  'Planer',
] as const;
export type ArticleCategory = (typeof ARTICLE_CATEGORIES)[number];

/**
 * Workshop type ids from docs/domain-shapes.md. Local copy until the shared package exports its
 * WorkshopTypeId catalogue; `::workshops{typ="…"}` must use one of these.
 */
export const ARTICLE_WORKSHOP_TYPE_IDS = [
  'einfuehrung',
  'nachhaltige-verpflegung',
  'speiseplanung',
  'klima',
  'kleinkinder',
  'getreide-huelsenfruechte',
  'allergien',
  'gutes-essen',
  'brot',
] as const;

/** Front matter of one article; also the entry type of ARTICLE_INDEX. */
export interface ArticleMeta {
  slug: string;
  category: ArticleCategory;
  title: string;
  teaser: string;
  /** Image file name in packages/content/images/ ('' when the article has none). */
  image: string;
  /** Sort key: higher weights come first. */
  weight: number;
}

export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'strong'; text: string }
  | { kind: 'em'; text: string }
  | { kind: 'link'; href: string; text: string };

export type Block =
  | { kind: 'heading'; level: 2 | 3; inlines: Inline[] }
  | { kind: 'paragraph'; inlines: Inline[] }
  | { kind: 'list'; ordered: boolean; items: Inline[][] }
  | { kind: 'quote'; inlines: Inline[] }
  | { kind: 'image'; src: string; alt: string; width: number; height: number }
  | { kind: 'video'; id: string; title: string }
  | { kind: 'thema'; category: string }
  | { kind: 'workshops'; type?: string }
  | { kind: 'columns'; columns: { width: number; blocks: Block[] }[] };

export interface ParsedArticle {
  meta: ArticleMeta;
  blocks: Block[];
}

/** Malformed article source; `line` is 1-based and also named in the (German) message. */
export class ArticleParseError extends Error {
  constructor(
    readonly line: number,
    detail: string,
  ) {
    super(`Zeile ${line}: ${detail}`);
    this.name = 'ArticleParseError';
  }
}
