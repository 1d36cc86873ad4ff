/**
 * File access to the article folder, for the index generator and the article-set tests (Node only; the
 * web app loads article files through Vite instead).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const CONTENT_ROOT = resolve(__dirname, '..');
export const ARTICLES_DIR = join(CONTENT_ROOT, 'articles');
export const IMAGES_DIR = join(CONTENT_ROOT, 'images');
/** Where the generated index files go (renderArticleIndex names them relative to this folder). */
export const ARTICLE_SOURCES_DIR = join(CONTENT_ROOT, 'src', 'articles');

export interface ArticleFile {
  /** File name without `.md`: must equal the article's slug. */
  fileSlug: string;
  source: string;
}

export function readArticleFiles(): ArticleFile[] {
  return readdirSync(ARTICLES_DIR)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => ({
      fileSlug: name.slice(0, -'.md'.length),
      source: readFileSync(join(ARTICLES_DIR, name), 'utf8'),
    }));
}
