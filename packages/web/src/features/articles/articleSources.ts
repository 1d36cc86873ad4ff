/**
 * Where article Markdown and images come from. The app passes Vite's lazy globs (src/app/contentGlobs.ts,
 * one chunk per article); tests pass sources read from packages/content, since `import.meta` does not
 * exist under jest.
 */
import { createContext, useContext } from 'react';

export interface ArticleSources {
  /** Starts loading an article's Markdown; undefined when no article file has this slug. */
  load(slug: string): Promise<string> | undefined;
  /** URL of an image file of packages/content/images; undefined when there is no such file. */
  imageUrl(file: string): string | undefined;
}

const NO_SOURCES: ArticleSources = { load: () => undefined, imageUrl: () => undefined };

export const ArticleSourcesContext = createContext<ArticleSources>(NO_SOURCES);

export function useArticleSources(): ArticleSources {
  return useContext(ArticleSourcesContext);
}

/** The file's base name without extension: '…/articles/speiseplan.md' → 'speiseplan'. */
export function baseName(path: string, keepExtension = false): string {
  const file = path.slice(path.lastIndexOf('/') + 1);
  return keepExtension ? file : file.replace(/\.[^.]+$/, '');
}
