/**
 * Regenerates src/articles/articleNavIndex.ts and articleIndex.ts from the article files, so the web app
 * knows every article's meta without loading its text. Fails (and writes nothing) when any article does not
 * parse.
 * Run: cd packages/content && pnpm exec tsx scripts/buildArticleIndex.ts
 */
import { writeFileSync } from 'node:fs';
import { parseArticle } from '../src/articles/parseArticle';
import { ARTICLE_INDEX_FILE, ARTICLE_NAV_INDEX_FILE, readArticleFiles } from './articleFiles';
import { renderArticleIndex } from './renderArticleIndex';

const metas = readArticleFiles().map(({ fileSlug, source }) => {
  try {
    const { meta } = parseArticle(source);
    if (meta.slug !== fileSlug) throw new Error(`Slug „${meta.slug}“ passt nicht zum Dateinamen.`);
    return meta;
  } catch (error) {
    throw new Error(`articles/${fileSlug}.md: ${(error as Error).message}`);
  }
});
const { nav, details } = renderArticleIndex(metas);
writeFileSync(ARTICLE_NAV_INDEX_FILE, nav);
writeFileSync(ARTICLE_INDEX_FILE, details);
console.log(`articleNavIndex.ts, articleIndex.ts: ${metas.length} Artikel geschrieben.`);
