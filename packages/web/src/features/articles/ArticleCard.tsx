/** A card for one article (image, title, teaser) linking to /artikel/{slug}; used on home and Thema lists. */
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Typography from '@mui/material/Typography';
import type { ArticleMeta } from '@speiseplaner/content';
import { useArticleSourcesIfLoaded } from './articleSources';

export default function ArticleCard({ article }: { article: ArticleMeta }) {
  // Title and teaser show at once; the image follows with the image list (its own chunk in the app).
  const sources = useArticleSourcesIfLoaded();
  const image = article.image ? sources?.imageUrl(article.image) : undefined;
  const imagePending = article.image !== '' && !sources;
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea
        component={RouterLink}
        to={`/artikel/${article.slug}`}
        sx={{ height: '100%', alignItems: 'stretch' }}
      >
        {image ? (
          <CardMedia component="img" image={image} alt="" loading="lazy" sx={{ aspectRatio: '16 / 9' }} />
        ) : imagePending ? (
          // Keeps the image's place, so the text does not jump when it arrives.
          <Box sx={{ aspectRatio: '16 / 9' }} />
        ) : null}
        <CardContent>
          <Typography variant="h3" component="h3" gutterBottom sx={{ fontSize: '1.15rem' }}>
            {article.title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {article.teaser}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
