/**
 * /mediathek — the teaching videos (docs/product.md, "Mediathek"): the published ones with a YouTube id, as
 * `videos/list` answers them. Open to everyone like the articles that embed the same videos; nothing is
 * loaded from the video provider before the visitor agrees.
 */
import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAppDispatch, useAppSelector } from '../../platform/hooks';
import PageTitle from '../../components/PageTitle';
import VideoGrid from './VideoGrid';
import { selectVideos, videosRequested } from './videosSlice';

export default function MediathekPage() {
  const dispatch = useAppDispatch();
  const { status, error, items } = useAppSelector(selectVideos);
  useEffect(() => {
    dispatch(videosRequested());
  }, [dispatch]);
  return (
    <Stack spacing={2}>
      <PageTitle title="Lehrvideos" />
      <Typography variant="h1">Lehrvideos</Typography>
      <Typography sx={{ maxWidth: 720 }}>
        Kurze Videos zum Planer und zur Küchenpraxis. Ein Video wird erst geladen, wenn Sie zustimmen – beim
        Laden erhält der Videoanbieter Daten wie Ihre IP-Adresse.
      </Typography>
      {status === 'failed' ? (
        <Alert severity="error">{error}</Alert>
      ) : status === 'loaded' ? (
        <VideoGrid videos={items} />
      ) : (
        <Typography role="status">Die Lehrvideos werden geladen …</Typography>
      )}
    </Stack>
  );
}
