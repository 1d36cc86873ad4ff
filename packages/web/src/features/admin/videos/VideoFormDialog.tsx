/**
 * Create or edit one Mediathek video: every field, each checked with its German message by the shared
 * checkVideoForm before anything is sent (the YouTube field through parseYouTubeId; the backend checks
 * the schema again). A save that another admin's change overtook is refused by the backend; the dialog
 * then offers the stored version or the admin's own on top of it. Nothing typed is lost on a refusal.
 */
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import {
  checkVideoForm,
  EMPTY_VIDEO_FORM,
  videoFormOf,
  type Video,
  type VideoForm,
  type VideoFormField,
} from '@speiseplaner/shared';
import { useAppSelector } from '../../../platform/hooks';
import EntryFormDialog from '../collection/EntryFormDialog';
import { useEntryForm } from '../collection/useEntryForm';
import { videoCollection } from './adminVideosSlice';

interface Props {
  /** The video to edit; null for a new one. */
  video: Video | null;
  onClose: () => void;
}

export default function VideoFormDialog({ video, onClose }: Props) {
  const { save, items } = useAppSelector((state) => state.adminVideos);
  const entryForm = useEntryForm<Video, VideoForm, VideoFormField>({
    collection: videoCollection,
    entry: video,
    items,
    save,
    keyOf: (v) => v.id,
    formOf: videoFormOf,
    emptyForm: EMPTY_VIDEO_FORM,
    check: (form, basis) => {
      const takenIds = items.filter((v) => v.id !== basis?.id).map((v) => v.id);
      const checked = checkVideoForm(form, { stored: basis, takenIds });
      return 'errors' in checked ? checked : { entry: checked.video };
    },
    onClose,
  });
  const { form, set, field, errors, saving } = entryForm;
  const title = video ? `Video bearbeiten: ${video.title}` : 'Neues Video';

  return (
    <EntryFormDialog id="video-form" title={title} save={save} form={entryForm}>
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
          errors.youtube ?? 'Zum Beispiel https://youtu.be/… – leer lassen, solange es das Video nicht gibt.'
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
    </EntryFormDialog>
  );
}
