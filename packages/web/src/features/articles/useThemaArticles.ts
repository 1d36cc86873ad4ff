/**
 * The articles of one category for its Thema cards. Each category's list is a chunk of its own
 * (THEMA_LOADERS in content), so an article page loads the teasers of that category only.
 */
import { useEffect, useState } from 'react';
import { THEMA_LOADERS, type ArticleMeta } from '@speiseplaner/content';

export type ThemaLoad =
  { state: 'loading' } | { state: 'loaded'; articles: readonly ArticleMeta[] } | { state: 'failed' };

const NONE: ThemaLoad = { state: 'loaded', articles: [] };

/** Lists that have arrived: the next article of the same category shows its cards at once. */
const arrived = new Map<string, readonly ArticleMeta[]>();

export function useThemaArticles(category: string): ThemaLoad {
  const [result, setResult] = useState<{ category: string; load: ThemaLoad }>();
  const loader = THEMA_LOADERS[category];

  useEffect(() => {
    if (!loader || arrived.has(category)) return;
    let current = true;
    loader().then(
      (module) => {
        arrived.set(category, module.default);
        if (current) setResult({ category, load: { state: 'loaded', articles: module.default } });
      },
      // Not remembered: the next mount tries again.
      () => current && setResult({ category, load: { state: 'failed' } }),
    );
    return () => {
      current = false;
    };
  }, [category, loader]);

  const known = arrived.get(category);
  if (known) return { state: 'loaded', articles: known };
  // A category without articles has no list (the content tests keep `::thema` to categories with some).
  if (!loader) return NONE;
  return result?.category === category ? result.load : { state: 'loading' };
}
