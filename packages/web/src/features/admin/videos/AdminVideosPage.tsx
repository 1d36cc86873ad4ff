/**
 * /verwaltung/videos: every Mediathek video (published or not) with title, topic, whether it is
 * published and its YouTube id (or „keine Video-ID“); "Neues Video", and per video edit and delete (after
 * a question that names it). Kitchens and visitors see only the published ones with an id.
 */
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { storedVersion, type Video } from '@speiseplaner/shared';
import { useAppDispatch, useAppSelector } from '../../../platform/hooks';
import ScrollRegion from '../../../components/ScrollRegion';
import CollectionPage, { useCollectionPage } from '../collection/CollectionPage';
import ConfirmDialog from '../../../components/ConfirmDialog';
import { RowAction, RowActions } from '../collection/RowActions';
import { videoCollection } from './adminVideosSlice';
import VideoFormDialog from './VideoFormDialog';

type Open = { kind: 'form'; video: Video | null } | { kind: 'delete'; video: Video };

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
              <RowActions>
                <RowAction
                  label="Bearbeiten"
                  entry={video.title}
                  onClick={() => onOpen({ kind: 'form', video })}
                />
                <RowAction
                  label="Löschen"
                  entry={video.title}
                  color="error"
                  onClick={() => onOpen({ kind: 'delete', video })}
                />
              </RowActions>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollRegion>
  );
}

export default function AdminVideosPage() {
  const dispatch = useAppDispatch();
  const state = useAppSelector((root) => root.adminVideos);
  const { change } = state;
  const { open, close, openDialog } = useCollectionPage<Open>(videoCollection);

  return (
    <CollectionPage
      collection={videoCollection}
      state={state}
      pageTitle="Mediathek – Verwaltung"
      heading="Mediathek"
      intro="Küchen und Besucher sehen in der Mediathek und in Artikeln nur veröffentlichte Videos mit einer Video-ID."
      newLabel="Neues Video"
      onNew={() => openDialog({ kind: 'form', video: null })}
      loadingLabel="Videos werden geladen"
      dialogs={
        <>
          {open?.kind === 'form' ? <VideoFormDialog video={open.video} onClose={close} /> : null}
          {open?.kind === 'delete' && change.status !== 'done' ? (
            <ConfirmDialog
              title="Video löschen?"
              confirmLabel="Video löschen"
              busy={change.status === 'sending'}
              error={change.status === 'failed' ? change.error : undefined}
              onConfirm={() =>
                dispatch(
                  videoCollection.changeRequested({
                    kind: 'delete',
                    key: open.video.id,
                    version: storedVersion(open.video),
                  }),
                )
              }
              onClose={close}
            >
              „{open.video.title}“ wird aus der Mediathek gelöscht. Artikel, die es einbetten, zeigen dann
              „bald hier verfügbar“.
            </ConfirmDialog>
          ) : null}
        </>
      }
    >
      <VideoTable videos={state.items} onOpen={openDialog} />
    </CollectionPage>
  );
}
