/**
 * Article sources for the running app: Vite turns each article into its own lazily loaded chunk, parsed at
 * build time (`?article`, platform/build/articleModules.ts: the chunk is the article's tree as JSON), and each
 * image into a hashed asset URL. Only main.tsx imports this file, lazily: the ~50 image URLs and the
 * article loaders sit in a chunk of their own that the first page showing articles loads (jest knows no
 * `import.meta`).
 */
import type { ArticleModule } from '@speiseplaner/content';
import { baseName, type ArticleSources } from '../features/articles/articleSources';

const articleFiles = import.meta.glob<ArticleModule>('../../../content/articles/*.md', {
  query: '?article',
  import: 'default',
});
const imageFiles = import.meta.glob<string>('../../../content/images/*', {
  query: '?url',
  import: 'default',
  eager: true,
});

const articleLoaders = new Map(Object.entries(articleFiles).map(([path, load]) => [baseName(path), load]));
const imageUrls = new Map(Object.entries(imageFiles).map(([path, url]) => [baseName(path, true), url]));

export const viteArticleSources: ArticleSources = {
  load: (slug) => articleLoaders.get(slug)?.(),
  imageUrl: (file) => imageUrls.get(file),
};
