/** Article cards in a responsive grid: one column on phones, two on tablets, three on large screens. */
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
  return (
    <Grid container spacing={2} component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, my: 2 }}>
      {articles.map((article) => (
        <Grid key={article.slug} component="li" size={{ xs: 12, sm: 6, lg: 4 }}>
          <ArticleCard article={article} />
        </Grid>
      ))}
    </Grid>
  );
}
