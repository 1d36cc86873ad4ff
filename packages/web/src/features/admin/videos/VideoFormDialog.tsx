/**
 * Create or edit one Mediathek video: every field, each checked with its German message by the shared
 * checkVideoForm before anything is sent (the YouTube field through parseYouTubeId; the backend checks
 * the schema again). A save that another admin's change overtook is refused by the backend; the dialog
 * then offers the stored version or the admin's own on top of it. Nothing typed is lost on a refusal.
 */
import { useEffect, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  checkVideoForm,
  EMPTY_VIDEO_FORM,
  storedVersion,
  videoFormOf,
  type Video,
  type VideoForm,
  type VideoFormErrors,
  type VideoFormField,
} from '@speiseplaner/shared';
import { useAppDispatch, useAppSelector } from '../../../platform/hooks';
import { saveReset, videoSaveRequested } from './adminVideosSlice';

interface Props {
  /** The video to edit; null for a new one. */
  video: Video | null;
  onClose: () => void;
}

export default function VideoFormDialog({ video, onClose }: Props) {
  const dispatch = useAppDispatch();
  const save = useAppSelector((state) => state.adminVideos.save);
  const items = useAppSelector((state) => state.adminVideos.items);
  /** The version the form started from: what the backend must still hold for the save to go through. */
  const [base, setBase] = useState<Video | null>(video);
  const [form, setForm] = useState<VideoForm>(video ? videoFormOf(video) : EMPTY_VIDEO_FORM);
  const [errors, setErrors] = useState<VideoFormErrors>({});
  const saving = save.status === 'working';
  const stored = base ? items.find((v) => v.id === base.id) : undefined;
  const conflict =
    save.status === 'failed' &&
    base !== null &&
    stored !== undefined &&
    storedVersion(stored) !== storedVersion(base);

  useEffect(() => {
    dispatch(saveReset());
  }, [dispatch]);
  useEffect(() => {
    if (save.status === 'done') {
      dispatch(saveReset());
      onClose();
    }
  }, [save.status, dispatch, onClose]);

  const close = () => {
    dispatch(saveReset());
    onClose();
  };
  const set = (key: keyof VideoForm, value: string | boolean) => setForm((f) => ({ ...f, [key]: value }));
  const field = (key: VideoFormField) => ({
    value: form[key],
    onChange: (event: { target: { value: string } }) => set(key, event.target.value),
    error: errors[key] !== undefined,
    helperText: errors[key],
    disabled: saving,
    fullWidth: true,
  });
  const send = (basis: Video | null) => {
    const takenIds = items.filter((v) => v.id !== basis?.id).map((v) => v.id);
    const checked = checkVideoForm(form, { stored: basis, takenIds });
    if ('errors' in checked) return setErrors(checked.errors);
    setErrors({});
    dispatch(
      videoSaveRequested({ video: checked.video, version: storedVersion(basis), isNew: basis === null }),
    );
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send(base);
  };
  /** The stored version replaces the form (own changes are dropped). */
  const loadStored = () => {
    if (!stored) return;
    setBase(stored);
    setForm(videoFormOf(stored));
    setErrors({});
    dispatch(saveReset());
  };
  /** The admin's version is saved on top of the stored one. */
  const keepMine = () => {
    if (!stored) return;
    setBase(stored);
    send(stored);
  };
  const title = video ? `Video bearbeiten: ${video.title}` : 'Neues Video';

  return (
    <Dialog open onClose={close} maxWidth="sm" fullWidth aria-labelledby="video-form-title">
      <DialogTitle id="video-form-title">{title}</DialogTitle>
      <form noValidate onSubmit={submit}>
        <DialogContent>
          <Stack spacing={2}>
            <TextField label="Titel" required {...field('title')} />
            <TextField
              label="Kennung"
              required
              {...field('id')}
              helperText={
                errors.id ??
                (video
                  ? 'Bleibt gleich: Artikel betten das Video mit dieser Kennung ein.'
                  : 'Kleinbuchstaben, Ziffern und Bindestriche; Artikel betten das Video damit ein.')
              }
              slotProps={{ htmlInput: { readOnly: video !== null } }}
            />
            <TextField
              label="Thema"
              required
              {...field('topic')}
              helperText={errors.topic ?? 'Die Mediathek filtert nach Thema, z. B. „Planer“.'}
            />
            <TextField label="Beschreibung" multiline minRows={2} {...field('description')} />
            <TextField
              label="Reihenfolge"
              required
              {...field('order')}
              helperText={errors.order ?? 'Kleinere Zahlen stehen weiter vorn.'}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
            <TextField
              label="YouTube-Adresse oder Video-ID"
              {...field('youtube')}
              helperText={
                errors.youtube ??
                'Zum Beispiel https://youtu.be/… – leer lassen, solange es das Video nicht gibt.'
              }
            />
            <div>
              <FormControlLabel
                control={
                  <Checkbox
                    checked={form.published}
                    onChange={(event) => set('published', event.target.checked)}
                    disabled={saving}
                  />
                }
                label="Veröffentlicht"
              />
              <FormHelperText>
                Küchen und Besucher sehen nur veröffentlichte Videos mit einer Video-ID.
              </FormHelperText>
            </div>
            {save.status === 'failed' ? (
              <Alert
                severity={conflict ? 'warning' : 'error'}
                action={
                  conflict ? (
                    <Stack spacing={1}>
                      <Button color="inherit" size="small" onClick={loadStored}>
                        Gespeicherte Fassung laden
                      </Button>
                      <Button color="inherit" size="small" onClick={keepMine}>
                        Ihre Fassung behalten
                      </Button>
                    </Stack>
                  ) : undefined
                }
              >
                {save.error}
              </Alert>
            ) : null}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={saving}>
            Abbrechen
          </Button>
          <Button type="submit" variant="contained" loading={saving}>
            Speichern
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
