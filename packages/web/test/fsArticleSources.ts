/**
 * Article sources for tests: the real article files of packages/content, read from disk and parsed the way
 * the build does (platform/build/articleModules.ts), with the example operator details.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { articleModule } from '@speiseplaner/content/src/articles/parseArticle';
import type { ArticleSources } from '../src/features/articles/articleSources';

const CONTENT = join(__dirname, '..', '..', 'content');

export const fsArticleSources: ArticleSources = {
  load(slug) {
    const file = join(CONTENT, 'articles', `${slug}.md`);
    if (!/^[a-z0-9_-]+$/.test(slug) || !existsSync(file)) return undefined;
    return Promise.resolve(articleModule(readFileSync(file, 'utf8')));
  },
  imageUrl(file) {
    return existsSync(join(CONTENT, 'images', file)) ? `/bilder/${file}` : undefined;
  },
};
