/**
 * /mediathek — the teaching videos (docs/product.md, "Navigation frame"). Open to everyone like the articles
 * that embed the same videos; nothing is loaded from the video provider before the visitor agrees.
 */
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { VIDEOS } from '@speiseplaner/content/src/videos/videos';
import PageTitle from '../../components/PageTitle';
import VideoGrid from './VideoGrid';

export default function MediathekPage() {
  return (
    <Stack spacing={2}>
      <PageTitle title="Lehrvideos" />
      <Typography variant="h1">Lehrvideos</Typography>
      <Typography sx={{ maxWidth: 720 }}>
        Kurze Videos zum Planer und zur Küchenpraxis. Ein Video wird erst geladen, wenn Sie zustimmen – beim
        Laden erhält der Videoanbieter Daten wie Ihre IP-Adresse.
      </Typography>
      <VideoGrid videos={VIDEOS} />
    </Stack>
  );
}
