/**
 * /verwaltung/videos: every Mediathek video (published or not) with title, topic, whether it is
 * published and its YouTube id (or „keine Video-ID“); "Neues Video", and per video edit and delete (after
 * a question that names it). Kitchens and visitors see only the published ones with an id.
 */
import { useCallback, useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { storedVersion, type Video } from '@speiseplaner/shared';
import { useAppDispatch, useAppSelector } from '../../../platform/hooks';
import PageTitle from '../../../components/PageTitle';
import ScrollRegion from '../../../components/ScrollRegion';
import ConfirmDialog from '../workshops/ConfirmDialog';
import { removalDismissed, videoDeleteRequested, videosLoad } from './adminVideosSlice';
import VideoFormDialog from './VideoFormDialog';

type Open = { kind: 'form'; video: Video | null } | { kind: 'delete'; video: Video } | null;

function VideoTable({ videos, onOpen }: { videos: Video[]; onOpen: (open: Open) => void }) {
  if (videos.length === 0) return <Typography>Die Mediathek hat noch keine Videos.</Typography>;
  return (
    <ScrollRegion label="Videos der Mediathek">
      <Table size="small" aria-label="Videos der Mediathek">
        <TableHead>
          <TableRow>
            <TableCell>Titel</TableCell>
            <TableCell>Thema</TableCell>
            <TableCell>Veröffentlicht</TableCell>
            <TableCell>Video-ID</TableCell>
            <TableCell>Aktionen</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {videos.map((video) => (
            <TableRow key={video.id}>
              <TableCell component="th" scope="row">
                {video.title}
              </TableCell>
              <TableCell>{video.topic}</TableCell>
              <TableCell>{video.published ? 'ja' : 'nein'}</TableCell>
              <TableCell>{video.youtubeId || 'keine Video-ID'}</TableCell>
              <TableCell>
                <Stack direction="row" sx={{ flexWrap: 'wrap' }}>
                  <Button
                    size="small"
                    onClick={() => onOpen({ kind: 'form', video })}
                    aria-label={`Bearbeiten: ${video.title}`}
                    sx={{ minHeight: 40 }}
                  >
                    Bearbeiten
                  </Button>
                  <Button
                    size="small"
                    color="error"
                    onClick={() => onOpen({ kind: 'delete', video })}
                    aria-label={`Löschen: ${video.title}`}
                    sx={{ minHeight: 40 }}
                  >
                    Löschen
                  </Button>
                </Stack>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollRegion>
  );
}

export default function AdminVideosPage() {
  const dispatch = useAppDispatch();
  const { load, items, removal } = useAppSelector((state) => state.adminVideos);
  const [open, setOpen] = useState<Open>(null);
  useEffect(() => {
    dispatch(videosLoad.needed());
  }, [dispatch]);
  const close = useCallback(() => setOpen(null), []);
  const openChange = (next: Open) => {
    dispatch(removalDismissed());
    setOpen(next);
  };

  return (
    <Stack spacing={2}>
      <PageTitle title="Mediathek – Verwaltung" />
      <Typography variant="h1">Mediathek</Typography>
      <Typography sx={{ maxWidth: 720 }}>
        Küchen und Besucher sehen in der Mediathek und in Artikeln nur veröffentlichte Videos mit einer
        Video-ID.
      </Typography>
      <div>
        <Button variant="contained" onClick={() => openChange({ kind: 'form', video: null })}>
          Neues Video
        </Button>
      </div>
      {removal.status === 'done' && removal.message ? (
        <Alert severity="success" onClose={() => dispatch(removalDismissed())}>
          {removal.message}
        </Alert>
      ) : null}
      {load.status === 'failed' ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => dispatch(videosLoad.needed())}>
              Erneut versuchen
            </Button>
          }
        >
          {load.error}
        </Alert>
      ) : null}
      {load.status === 'loading' && items.length === 0 ? (
        <CircularProgress aria-label="Videos werden geladen" />
      ) : null}
      {load.status === 'loaded' || items.length > 0 ? (
        <VideoTable videos={items} onOpen={openChange} />
      ) : null}
      {open?.kind === 'form' ? <VideoFormDialog video={open.video} onClose={close} /> : null}
      {open?.kind === 'delete' && removal.status !== 'done' ? (
        <ConfirmDialog
          title="Video löschen?"
          confirmLabel="Video löschen"
          busy={removal.status === 'working'}
          error={removal.status === 'failed' ? removal.error : undefined}
          onConfirm={() =>
            dispatch(videoDeleteRequested({ id: open.video.id, version: storedVersion(open.video) }))
          }
          onClose={close}
        >
          „{open.video.title}“ wird aus der Mediathek gelöscht. Artikel, die es einbetten, zeigen dann „bald
          hier verfügbar“.
        </ConfirmDialog>
      ) : null}
    </Stack>
  );
}
