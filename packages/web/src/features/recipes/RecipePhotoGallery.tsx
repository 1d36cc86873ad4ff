/**
 * The photos of a recipe on its page (issue #33): the first large as the cover (800 px, 1600 px on dense
 * screens), the others as thumbnails (320 px), photos taken offline as waiting ones with a local preview.
 * Where the cook may change them (`mayChange`: a cook or the Küchenleitung on an own recipe) the buttons
 * add a photo from the camera or a file and delete one after asking; the quota shows beside them. With
 * `shared` (an admin on a shared recipe, the Verwaltung) the same buttons change the shared recipe's photos
 * for every kitchen, without a quota. Every image has its width and height from the entry, so nothing moves
 * when it arrives.
 */
import { useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import AddPhotoAlternateOutlined from '@mui/icons-material/AddPhotoAlternateOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import PhotoCameraOutlined from '@mui/icons-material/PhotoCameraOutlined';
import { PHOTO_QUOTA, type PhotoSize } from '@speiseplaner/shared';
import ConfirmDialog from '../../components/ConfirmDialog';
import { useAppDispatch, useAppSelector } from '../../platform/hooks';
import { scaledSize } from '../../platform/photos/scalePhoto';
import { holdChosen } from './chosenPhotos';
import {
  deleteKey,
  photoDeleteRequested,
  photoErrorDismissed,
  photosChosen,
  selectDeleting,
  selectPhotoErrorOf,
  selectUploadOf,
  selectWaiting,
  waitingDiscardRequested,
  type UploadProgress,
  type WaitingPhoto,
} from './photoUploadSlice';
import { photosOfRecipe, selectPhotosByRecipe, type ShownPhoto } from './recipePhotos';

/** What the file picker offers; the server takes JPEG, PNG and WebP, the browser turns HEIC into WebP. */
export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp,image/heic';

const THUMB = 112;

/** The width and height attributes of a variant (the entry has the largest one's). */
const sizeOf = (photo: { width: number; height: number }, size: PhotoSize) => scaledSize(photo, size);

function stageText({ stage, n, of }: UploadProgress): string {
  const which = of > 1 ? `Foto ${n} von ${of}` : 'Foto';
  return stage === 'scaling' ? `${which} wird verkleinert …` : `${which} wird hochgeladen …`;
}

function Cover({ photo, alt }: { photo: ShownPhoto; alt: string }) {
  const { width, height } = sizeOf(photo, 800);
  return (
    <Box
      component="img"
      src={photo.src(800)}
      srcSet={`${photo.src(800)} 800w, ${photo.src(1600)} 1600w`}
      sizes="(max-width: 848px) 100vw, 800px"
      width={width}
      height={height}
      alt={alt}
      decoding="async"
      sx={{ display: 'block', width: '100%', maxWidth: 800, height: 'auto', borderRadius: 1 }}
    />
  );
}

const thumbSx = {
  display: 'block',
  width: THUMB,
  height: THUMB,
  objectFit: 'cover',
  borderRadius: 1,
} as const;

const itemSx = (busy: boolean) =>
  ({ position: 'relative', listStyle: 'none', opacity: busy ? 0.5 : 1 }) as const;

/** The delete button in a photo's corner: 40 px, on the photo's paper so it shows on any picture. */
function DeleteButton({ label, busy, onClick }: { label: string; busy: boolean; onClick: () => void }) {
  return (
    <IconButton
      className="no-print"
      aria-label={label}
      onClick={onClick}
      disabled={busy}
      sx={{
        position: 'absolute',
        top: 4,
        right: 4,
        width: 40,
        height: 40,
        bgcolor: 'background.paper',
        '&:hover': { bgcolor: 'background.paper' },
        boxShadow: 1,
      }}
    >
      <DeleteOutline />
    </IconButton>
  );
}

type Asked = { kind: 'photo'; photo: ShownPhoto; label: string } | { kind: 'waiting'; id: string };

export default function RecipePhotoGallery({
  recipeId,
  name,
  mayChange,
  shared = false,
}: {
  recipeId: string;
  name: string;
  mayChange: boolean;
  /** The recipe is a shared one whose photos this admin changes (sent with `shared: true`). */
  shared?: boolean;
}) {
  const dispatch = useAppDispatch();
  const photos = photosOfRecipe(useAppSelector(selectPhotosByRecipe), recipeId);
  const allWaiting = useAppSelector(selectWaiting);
  const waiting = allWaiting.filter((w) => w.recipeId === recipeId);
  const used = useAppSelector((state) => state.recipes.photosUsed);
  const upload = useAppSelector((state) => selectUploadOf(state, recipeId));
  const error = useAppSelector((state) => selectPhotoErrorOf(state, recipeId));
  const deleting = useAppSelector(selectDeleting);
  // Phones and tablets offer the camera directly; a desktop browser would only open the file picker.
  const touch = useMediaQuery('(pointer: coarse)');
  const camera = useRef<HTMLInputElement>(null);
  const picker = useRef<HTMLInputElement>(null);
  const [asked, setAsked] = useState<Asked | null>(null);

  if (photos.length === 0 && waiting.length === 0 && !mayChange) return null;

  const total = photos.length + waiting.length;
  const [cover, ...rest] = photos;
  const altOf = (i: number) => (i === 0 ? name : `${name}, Foto ${i + 1} von ${total}`);

  const choose = (files: FileList | null) => {
    if (!files || files.length === 0) return;
    const tokens = [...files].map(holdChosen);
    dispatch(photosChosen(shared ? { recipeId, tokens, shared } : { recipeId, tokens }));
  };
  const input = (ref: React.RefObject<HTMLInputElement | null>, label: string, more: object) => (
    <input
      ref={ref}
      type="file"
      hidden
      tabIndex={-1}
      aria-label={label}
      onChange={(event) => {
        choose(event.target.files);
        // The same file chosen again must fire again.
        event.target.value = '';
      }}
      {...more}
    />
  );

  const confirmDelete = () => {
    if (!asked) return;
    if (asked.kind === 'photo')
      dispatch(
        photoDeleteRequested(
          shared ? { recipeId, imageId: asked.photo.id, shared } : { recipeId, imageId: asked.photo.id },
        ),
      );
    else dispatch(waitingDiscardRequested(asked.id));
    setAsked(null);
  };

  const busy = upload !== undefined;

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={`fotos-${recipeId}`}
      className={total ? undefined : 'no-print'}
      sx={{ p: 2, breakInside: 'avoid' }}
    >
      <Typography id={`fotos-${recipeId}`} variant="h2" sx={{ mb: 1.5 }}>
        Fotos
      </Typography>
      <Stack spacing={1.5}>
        {cover ? (
          <Box sx={{ position: 'relative', maxWidth: 800 }}>
            <Cover photo={cover} alt={altOf(0)} />
            {mayChange && cover.shared === shared ? (
              <DeleteButton
                label={`Foto löschen: ${altOf(0)}`}
                busy={deleting.includes(deleteKey(recipeId, cover.id))}
                onClick={() => setAsked({ kind: 'photo', photo: cover, label: altOf(0) })}
              />
            ) : null}
          </Box>
        ) : null}
        {rest.length > 0 || waiting.length > 0 ? (
          <Stack
            component="ul"
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ flexWrap: 'wrap', p: 0, m: 0 }}
            aria-label="Weitere Fotos"
          >
            {rest.map((photo, i) => {
              const { width, height } = sizeOf(photo, 320);
              const alt = altOf(i + 1);
              const busy = deleting.includes(deleteKey(recipeId, photo.id));
              return (
                <Box component="li" key={`${photo.shared ? 's' : 'k'}-${photo.id}`} sx={itemSx(busy)}>
                  <Box
                    component="img"
                    src={photo.src(320)}
                    width={width}
                    height={height}
                    alt={alt}
                    loading="lazy"
                    decoding="async"
                    sx={thumbSx}
                  />
                  {mayChange && photo.shared === shared ? (
                    <DeleteButton
                      label={`Foto löschen: ${alt}`}
                      busy={busy}
                      onClick={() => setAsked({ kind: 'photo', photo, label: alt })}
                    />
                  ) : null}
                </Box>
              );
            })}
            {waiting.map((photo: WaitingPhoto, i) => (
              <Box component="li" key={photo.id} sx={itemSx(photo.sending)}>
                <Box
                  component="img"
                  src={photo.preview || undefined}
                  width={photo.width}
                  height={photo.height}
                  alt={`${name}, Foto ${photos.length + i + 1} von ${total}, wartet auf Verbindung`}
                  sx={thumbSx}
                />
                <Chip
                  size="small"
                  label={photo.sending ? 'wird gesendet …' : 'wartet auf Verbindung'}
                  sx={{ position: 'absolute', left: 4, bottom: 4, maxWidth: THUMB - 8 }}
                />
                {mayChange ? (
                  <DeleteButton
                    label="Wartendes Foto verwerfen"
                    busy={photo.sending}
                    onClick={() => setAsked({ kind: 'waiting', id: photo.id })}
                  />
                ) : null}
              </Box>
            ))}
          </Stack>
        ) : null}

        {total === 0 && mayChange ? (
          <Typography variant="body2" color="text.secondary" className="no-print">
            {shared
              ? 'Noch keine Fotos. Ein Foto des fertigen Gerichts zeigt allen Küchen, wie es angerichtet wird.'
              : 'Noch keine Fotos. Ein Foto des fertigen Gerichts zeigt dem ganzen Team, wie es angerichtet wird.'}
          </Typography>
        ) : null}
        {mayChange ? (
          <Stack className="no-print" spacing={1}>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
              {touch ? (
                <Button
                  variant="outlined"
                  startIcon={<PhotoCameraOutlined />}
                  disabled={busy}
                  onClick={() => camera.current?.click()}
                  sx={{ minHeight: 44 }}
                >
                  Foto aufnehmen
                </Button>
              ) : null}
              <Button
                variant="outlined"
                startIcon={<AddPhotoAlternateOutlined />}
                disabled={busy}
                onClick={() => picker.current?.click()}
                sx={{ minHeight: 44 }}
              >
                Foto hochladen
              </Button>
              {shared ? null : (
                <Typography variant="body2" color="text.secondary">
                  {used.count} von {PHOTO_QUOTA.count} Fotos
                </Typography>
              )}
              {input(camera, 'Foto mit der Kamera aufnehmen', { accept: 'image/*', capture: 'environment' })}
              {input(picker, 'Fotodateien wählen', { accept: PHOTO_ACCEPT, multiple: true })}
            </Stack>
            <Box role="status" aria-live="polite">
              {upload ? (
                <Stack spacing={0.5} sx={{ maxWidth: 400 }}>
                  <Typography variant="body2">{stageText(upload)}</Typography>
                  <LinearProgress aria-label={stageText(upload)} />
                </Stack>
              ) : null}
            </Box>
          </Stack>
        ) : null}
        {error ? (
          <Alert
            severity="error"
            className="no-print"
            onClose={() => dispatch(photoErrorDismissed(recipeId))}
          >
            {error}
          </Alert>
        ) : null}
      </Stack>

      {asked ? (
        <ConfirmDialog
          title={asked.kind === 'waiting' ? 'Wartendes Foto verwerfen?' : 'Foto löschen?'}
          confirmLabel={asked.kind === 'waiting' ? 'Verwerfen' : 'Löschen'}
          busy={false}
          onConfirm={confirmDelete}
          onClose={() => setAsked(null)}
        >
          {asked.kind === 'waiting'
            ? 'Das Foto wurde noch nicht gesendet und ist danach nicht mehr auf diesem Gerät.'
            : `Das Foto „${asked.label}“ wird ${shared ? 'aus dem gemeinsamen Rezept gelöscht, für alle Küchen.' : 'aus dem Rezept und aus dem Speicher Ihrer Küche gelöscht.'}`}
        </ConfirmDialog>
      ) : null}
    </Paper>
  );
}
