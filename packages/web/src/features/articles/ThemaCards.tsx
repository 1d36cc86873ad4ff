/**
 * `::thema{kategorie}`: cards of every article of one category, highest weight first. The category's list
 * and the card grid are chunks of their own, loaded side by side, so articles without a Thema list (most
 * of them) load neither; the cards appear once both have arrived.
 */
import { lazy, Suspense, useEffect } from 'react';
import Alert from '@mui/material/Alert';
import { useThemaArticles } from './useThemaArticles';

const loadGrid = () => import('./ArticleCardGrid');
const ArticleCardGrid = lazy(loadGrid);

export default function ThemaCards({ category, exclude }: { category: string; exclude?: string }) {
  const load = useThemaArticles(category);
  useEffect(() => {
    // Starts the grid's chunk with the list's instead of after it; a failure shows when the grid renders.
    loadGrid().catch(() => undefined);
  }, []);

  if (load.state === 'failed') {
    return (
      <Alert severity="error" sx={{ my: 2 }}>
        Die Artikel zum Thema {category} konnten nicht geladen werden. Bitte laden Sie die Seite neu.
      </Alert>
    );
  }
  const articles = load.state === 'loaded' ? load.articles.filter((article) => article.slug !== exclude) : [];
  if (articles.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ArticleCardGrid articles={articles} label={`Artikel zum Thema ${category}`} />
    </Suspense>
  );
}
