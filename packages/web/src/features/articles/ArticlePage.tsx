/**
 * /artikel/:slug — one article, loaded on demand; an old slug is replaced by its new address, unknown
 * slugs show the 404 page.
 */
import { Navigate, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { renamedArticleSlug } from '@speiseplaner/content';
import NotFoundPage from '../../components/NotFoundPage';
import PageTitle from '../../components/PageTitle';
import ArticleBlocks from './ArticleBlocks';
import { useArticle } from './useArticle';

export default function ArticlePage() {
  const { slug = '' } = useParams();
  const renamed = renamedArticleSlug(slug);
  return renamed ? <Navigate to={`/artikel/${renamed}`} replace /> : <ArticleView slug={slug} />;
}

function ArticleView({ slug }: { slug: string }) {
  const load = useArticle(slug);

  if (load.state === 'notFound') return <NotFoundPage />;
  if (load.state === 'loading') return <CircularProgress aria-label="Artikel wird geladen" />;
  if (load.state === 'failed') return <Alert severity="error">{load.message}</Alert>;

  const { meta, blocks } = load.article;
  return (
    <Box component="article" sx={{ maxWidth: 880 }}>
      <PageTitle title={meta.title} />
      <Typography variant="overline" color="primary" component="p">
        {meta.category}
      </Typography>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {meta.title}
      </Typography>
      <ArticleBlocks blocks={blocks} slug={meta.slug} />
    </Box>
  );
}
