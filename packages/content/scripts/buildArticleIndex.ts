/**
 * Regenerates the article lists in src/articles (articleIndex.ts, articleNavIndex.ts, featuredArticles.ts,
 * themaLoaders.ts, thema/*.ts) from the article files, so the web app knows the articles' meta without
 * loading their text. Fails (and writes nothing) when any article does not parse.
 * Run: cd packages/content && pnpm exec tsx scripts/buildArticleIndex.ts
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parseArticle } from '../src/articles/parseArticle';
import { ARTICLE_SOURCES_DIR, readArticleFiles } from './articleFiles';
import { renderArticleIndex, THEMA_FOLDER } from './renderArticleIndex';

const metas = readArticleFiles().map(({ fileSlug, source }) => {
  try {
    const { meta } = parseArticle(source);
    if (meta.slug !== fileSlug) throw new Error(`Slug „${meta.slug}“ passt nicht zum Dateinamen.`);
    return meta;
  } catch (error) {
    throw new Error(`articles/${fileSlug}.md: ${(error as Error).message}`);
  }
});
const files = renderArticleIndex(metas);
// A category without articles any more leaves no module behind.
rmSync(join(ARTICLE_SOURCES_DIR, THEMA_FOLDER), { recursive: true, force: true });
for (const [path, source] of Object.entries(files)) {
  mkdirSync(dirname(join(ARTICLE_SOURCES_DIR, path)), { recursive: true });
  writeFileSync(join(ARTICLE_SOURCES_DIR, path), source);
}
console.log(`${Object.keys(files).length} Dateien für ${metas.length} Artikel geschrieben.`);
