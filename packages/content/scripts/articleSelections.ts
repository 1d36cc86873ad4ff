/**
 * Which articles each generated list holds: the home page's featured ones, the sidebar's, and each
 * category's (for `::thema` lists). Pure, so the rules are tested apart from the article files.
 */
import { ARTICLE_CATEGORY_IDS } from '@speiseplaner/shared';
import type { ArticleMeta, ArticleNavMeta } from '../src/articles/articleTypes';
import { SIDEBAR_GROUP_SLUGS } from '../src/articles/sidebarArticles';
import { sortArticleMetas } from '../src/articles/sortArticleMetas';

/** How many articles the home page features. */
export const FEATURED_COUNT = 6;

/** The home page's articles: the highest weights, legal and other pages ("Sonstige") left out. */
export function featuredArticleMetas(metas: readonly ArticleMeta[], count = FEATURED_COUNT): ArticleMeta[] {
  return sortArticleMetas(metas.filter((meta) => meta.category !== 'Sonstige')).slice(0, count);
}

/** Slug and title of every article the sidebar links to, in sidebar order. */
export function sidebarArticleMetas(
  metas: readonly ArticleMeta[],
  groups: Readonly<Record<string, readonly string[]>> = SIDEBAR_GROUP_SLUGS,
): ArticleNavMeta[] {
  const slugs = [...new Set(Object.values(groups).flat())];
  return slugs.map((slug) => {
    const meta = metas.find((candidate) => candidate.slug === slug);
    // Caught here rather than as a bare slug in the sidebar.
    if (!meta) throw new Error(`Die Seitenleiste verweist auf „${slug}“, doch diesen Artikel gibt es nicht.`);
    return { slug, title: meta.title };
  });
}

/** The articles of every category that has any, highest weight first, in the catalogue's category order. */
export function articlesByCategory(
  metas: readonly ArticleMeta[],
): { category: string; module: string; articles: ArticleMeta[] }[] {
  return ARTICLE_CATEGORY_IDS.map((category) => ({
    category,
    module: themaModuleName(category),
    articles: sortArticleMetas(metas.filter((meta) => meta.category === category)),
  })).filter((group) => group.articles.length > 0);
}

const UMLAUTS: Readonly<Record<string, string>> = {
  ä: 'ae',
  ö: 'oe',
  ü: 'ue',
  Ä: 'Ae',
  Ö: 'Oe',
  Ü: 'Ue',
  ß: 'ss',
};

/** File and chunk name of a category's list, ASCII and unlike any article slug: 'Über uns' → 'themaUeberUns'. */
export function themaModuleName(category: string): string {
  const words = category
    .replace(/[äöüÄÖÜß]/g, (letter) => UMLAUTS[letter] ?? letter)
    .split(/[^A-Za-z0-9]+/)
    .filter((word) => word !== '');
  return `thema${words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join('')}`;
}
