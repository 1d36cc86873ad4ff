/** Loads and parses one article by slug: loading, the parsed article, not found, or a German error. */
import { useEffect, useState } from 'react';
import { parseArticle, type ParsedArticle } from '@speiseplaner/content';
import { useArticleSources } from './articleSources';
import { OPERATOR_PLACEHOLDER_VALUES } from './operatorDetails';

export type ArticleLoad =
  | { state: 'loading' }
  | { state: 'loaded'; article: ParsedArticle }
  | { state: 'notFound' }
  | { state: 'failed'; message: string };

export function useArticle(slug: string): ArticleLoad {
  const sources = useArticleSources();
  const [result, setResult] = useState<{ slug: string; load: ArticleLoad }>({
    slug,
    load: { state: 'loading' },
  });

  useEffect(() => {
    let current = true;
    const settle = (load: ArticleLoad) => current && setResult({ slug, load });
    const pending = sources.load(slug);
    if (!pending) settle({ state: 'notFound' });
    else {
      pending.then(
        (source) => {
          try {
            settle({ state: 'loaded', article: parseArticle(source, OPERATOR_PLACEHOLDER_VALUES) });
          } catch (error) {
            settle({ state: 'failed', message: `Der Artikel ist fehlerhaft: ${(error as Error).message}` });
          }
        },
        () =>
          settle({
            state: 'failed',
            message: 'Der Artikel konnte nicht geladen werden. Bitte laden Sie die Seite neu.',
          }),
      );
    }
    return () => {
      current = false;
    };
  }, [slug, sources]);

  // Until this slug has settled, show "loading" rather than the previous article.
  return result.slug === slug ? result.load : { state: 'loading' };
}
