/**
 * Loads one article by slug, parsed at build time (docs/architecture.md, "Articles at build time"): loading,
 * the article, not found, or a German error. On the server and while a prerendered page hydrates it suspends until the article is there
 * (use()), so the build's prerender (src/prerender/) waits for the text and hydration finds the same; a page
 * opened in the running app shows "loading" meanwhile.
 */
import { use, useEffect, useReducer } from 'react';
import { useHydrated } from '../../platform/useHydrated';
import type { ArticleModule, ParsedArticle } from '@speiseplaner/content';
import { useArticleSources, type ArticleSources } from './articleSources';

export type ArticleLoad =
  | { state: 'loading' }
  | { state: 'loaded'; article: ParsedArticle }
  | { state: 'notFound' }
  | { state: 'failed'; message: string };

/** One load per article and set of sources: use() needs the same promise on every render. */
const loads = new WeakMap<ArticleSources, Map<string, Promise<ArticleLoad>>>();
/** What each load came to, once it has. */
const settled = new WeakMap<Promise<ArticleLoad>, ArticleLoad>();

/** Only the dev server hands over an article that does not parse; a production build refuses it. */
function parsed(module: ArticleModule): ArticleLoad {
  return 'article' in module
    ? { state: 'loaded', article: module.article }
    : { state: 'failed', message: `Der Artikel ist fehlerhaft: ${module.error}` };
}

function articleLoad(sources: ArticleSources, slug: string): Promise<ArticleLoad> {
  let bySlug = loads.get(sources);
  if (!bySlug) loads.set(sources, (bySlug = new Map()));
  const known = bySlug.get(slug);
  if (known) return known;
  const pending = sources.load(slug);
  const load: Promise<ArticleLoad> = pending
    ? pending.then(parsed, () => {
        // A chunk gone after a deploy: the next visit of the page tries again.
        bySlug.delete(slug);
        return {
          state: 'failed',
          message: 'Der Artikel konnte nicht geladen werden. Bitte laden Sie die Seite neu.',
        };
      })
    : Promise.resolve({ state: 'notFound' });
  bySlug.set(slug, load);
  void load.then((result) => settled.set(load, result));
  return load;
}

export function useArticle(slug: string): ArticleLoad {
  const sources = useArticleSources();
  const hydrated = useHydrated();
  const load = articleLoad(sources, slug);
  const [, arrived] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    let current = true;
    void load.then(() => current && arrived());
    return () => {
      current = false;
    };
  }, [load]);
  return settled.get(load) ?? (hydrated ? { state: 'loading' } : use(load));
}
