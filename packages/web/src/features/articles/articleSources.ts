/**
 * Where articles and images come from. The app passes a loader of Vite's globs (src/app/contentGlobs.ts, its
 * own chunk, so the image list stays out of the first load; one chunk per article, parsed at build time);
 * tests pass sources parsed from packages/content, since `import.meta` does not exist under jest.
 */
import { createContext, use, useContext, useEffect, useReducer } from 'react';
import type { ArticleModule } from '@speiseplaner/content';
import { useHydrated } from '../../platform/useHydrated';

export interface ArticleSources {
  /** Starts loading an article's parsed tree; undefined when no article file has this slug. */
  load(slug: string): Promise<ArticleModule> | undefined;
  /** URL of an image file of packages/content/images; undefined when there is no such file. */
  imageUrl(file: string): string | undefined;
}

/** The sources themselves, or a function that loads them (what the app passes to AppProviders). */
export type ArticleSourcesInput = ArticleSources | (() => Promise<ArticleSources>);

/** A load started once (see loadOnce); `loaded` holds the sources once they have arrived. */
export type SourcesLoader = (() => Promise<ArticleSources>) & { loaded?: ArticleSources };

const NO_SOURCES: ArticleSources = { load: () => undefined, imageUrl: () => undefined };

export const ArticleSourcesContext = createContext<ArticleSources | SourcesLoader>(NO_SOURCES);

/** The article sources; suspends the calling page until a lazily loaded set has arrived. */
export function useArticleSources(): ArticleSources {
  const input = useContext(ArticleSourcesContext);
  // Always through use(), also once loaded: a page that suspended here must call use() again when the
  // promise has settled, or React reports a conditional use(). loadOnce's promise is marked fulfilled, so
  // use() returns at once for an arrived set.
  return typeof input === 'function' ? use(input()) : input;
}

/**
 * The article sources once they are there, else undefined (starting their load and rendering again when
 * they arrive): for parts that can show without them, such as an article card before its image.
 */
export function useArticleSourcesIfLoaded(): ArticleSources | undefined {
  const input = useContext(ArticleSourcesContext);
  const hydrated = useHydrated();
  const [, arrived] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    if (typeof input !== 'function' || input.loaded) return;
    let current = true;
    input().then(
      () => current && arrived(),
      // Without the sources the card simply shows no image.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [input]);
  if (typeof input !== 'function') return input;
  // A prerendered card shows its image: hydration waits for the sources rather than dropping it.
  return hydrated ? input.loaded : use(input());
}

/**
 * Starts the load on the first call and hands every caller the same promise (use() needs a stable one).
 * A failed load (e.g. a chunk gone after a deploy) is tried again on the next call.
 */
export function loadOnce(load: () => Promise<ArticleSources>): SourcesLoader {
  let pending: Promise<ArticleSources> | undefined;
  const loader: SourcesLoader = () =>
    (pending ??= load().then(
      (sources) => {
        // React's convention for a settled thenable: use() reads the value without suspending.
        const settled = pending as unknown as { status: string; value: ArticleSources };
        settled.status = 'fulfilled';
        settled.value = sources;
        return (loader.loaded = sources);
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  return loader;
}

/** The file's base name without extension: '…/articles/speiseplan.md' → 'speiseplan'. */
export function baseName(path: string, keepExtension = false): string {
  const file = path.slice(path.lastIndexOf('/') + 1);
  return keepExtension ? file : file.replace(/\.[^.]+$/, '');
}
