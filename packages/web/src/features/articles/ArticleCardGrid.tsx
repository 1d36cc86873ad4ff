/** Article cards in a responsive grid: one column on phones, two on tablets, three on large screens. */
import { Suspense } from 'react';
import Grid from '@mui/material/Grid';
import type { ArticleMeta } from '@speiseplaner/content';
import ArticleCard from './ArticleCard';

export default function ArticleCardGrid({
  articles,
  label,
}: {
  articles: readonly ArticleMeta[];
  label: string;
}) {
  // The cards wait for the image list (its own chunk in the app); the rest of the page shows meanwhile.
  return (
    <Suspense fallback={null}>
      <Grid container spacing={2} component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, my: 2 }}>
        {articles.map((article) => (
          <Grid key={article.slug} component="li" size={{ xs: 12, sm: 6, lg: 4 }}>
            <ArticleCard article={article} />
          </Grid>
        ))}
      </Grid>
    </Suspense>
  );
}
