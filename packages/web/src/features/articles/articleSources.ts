/**
 * Where article Markdown and images come from. The app passes a loader of Vite's globs
 * (src/app/contentGlobs.ts, its own chunk, so the image list stays out of the first load; one chunk per
 * article); tests pass sources read from packages/content, since `import.meta` does not exist under jest.
 */
import { createContext, use, useContext } from 'react';

export interface ArticleSources {
  /** Starts loading an article's Markdown; undefined when no article file has this slug. */
  load(slug: string): Promise<string> | undefined;
  /** URL of an image file of packages/content/images; undefined when there is no such file. */
  imageUrl(file: string): string | undefined;
}

/** The sources themselves, or a function that loads them (the same promise on every call, see loadOnce). */
export type ArticleSourcesInput = ArticleSources | (() => Promise<ArticleSources>);

const NO_SOURCES: ArticleSources = { load: () => undefined, imageUrl: () => undefined };

export const ArticleSourcesContext = createContext<ArticleSourcesInput>(NO_SOURCES);

/** The article sources; suspends the calling page until a lazily loaded set has arrived. */
export function useArticleSources(): ArticleSources {
  const input = useContext(ArticleSourcesContext);
  return typeof input === 'function' ? use(input()) : input;
}

/**
 * Starts the load on the first call and hands every caller the same promise (use() needs a stable one).
 * A failed load (e.g. a chunk gone after a deploy) is tried again on the next call.
 */
export function loadOnce(load: () => Promise<ArticleSources>): () => Promise<ArticleSources> {
  let pending: Promise<ArticleSources> | undefined;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
}

/** The file's base name without extension: '…/articles/speiseplan.md' → 'speiseplan'. */
export function baseName(path: string, keepExtension = false): string {
  const file = path.slice(path.lastIndexOf('/') + 1);
  return keepExtension ? file : file.replace(/\.[^.]+$/, '');
}
