import type { ArticleMeta } from '@speiseplaner/shared';

/**
 * The article tree: what `parseArticle` produces at build time and the web app renders. Plain JSON, kept
 * free of Markdown details, so the browser needs no Markdown reader.
 */

/** Front matter of one article (ArticleMetaSchema in the shared package); also the entry type of ARTICLE_INDEX. */
export type { ArticleMeta } from '@speiseplaner/shared';

/** What the sidebar needs of an article (entry type of ARTICLE_NAV_INDEX). */
export type ArticleNavMeta = Pick<ArticleMeta, 'slug' | 'title'>;

/** A generated per-category module (src/articles/thema/): the category's articles, highest weight first. */
export interface ThemaModule {
  default: readonly ArticleMeta[];
}

export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'strong'; text: string }
  | { kind: 'em'; text: string }
  | { kind: 'link'; href: string; text: string }
  /**
   * A label of the app's screens (button, field, page, menu), written `:ui[…]`: `text` as written, `parts`
   * its steps split at „→“ (`:ui[Konto-Menü → Mein Konto]`).
   */
  | { kind: 'ui'; text: string; parts: string[] };

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

/**
 * One article file as the web build hands it to the page (its article module, docs/architecture.md): the
 * parsed article, or why it does not parse (the dev server shows that on the page; a production build fails).
 */
export type ArticleModule = { article: ParsedArticle } | { error: string };

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
