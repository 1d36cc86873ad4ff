/**
 * Create or edit one workshop: every field of the entity, each checked with its German message by the
 * shared checkWorkshopForm before anything is sent (the backend checks the same rules again). A save that
 * another admin's change overtook is refused by the backend; the dialog then offers the stored version or
 * the admin's own on top of it, as the autosave's conflict dialog does. Nothing typed is lost on a refusal.
 */
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  checkWorkshopForm,
  EMPTY_WORKSHOP_FORM,
  suggestedDeadline,
  WORKSHOP_DURATIONS,
  WORKSHOP_TYPES,
  workshopFormOf,
  workshopTypeArticlePath,
  type Workshop,
  type WorkshopForm,
  type WorkshopFormField,
} from '@speiseplaner/shared';
import { useAppSelector } from '../../../platform/hooks';
import EntryFormDialog from '../collection/EntryFormDialog';
import { useEntryForm } from '../collection/useEntryForm';
import { workshopCollection } from './adminWorkshopsSlice';

interface Props {
  /** The workshop to edit; null for a new one. */
  workshop: Workshop | null;
  onClose: () => void;
}

export default function WorkshopFormDialog({ workshop, onClose }: Props) {
  const { save, items } = useAppSelector((state) => state.adminWorkshops);
  const entryForm = useEntryForm<Workshop, WorkshopForm, WorkshopFormField>({
    collection: workshopCollection,
    entry: workshop,
    items,
    save,
    keyOf: (w) => w.slug,
    formOf: workshopFormOf,
    emptyForm: EMPTY_WORKSHOP_FORM,
    check: (form, basis) => {
      const checked = checkWorkshopForm(form, { stored: basis });
      return 'errors' in checked ? checked : { entry: checked.workshop };
    },
    onClose,
  });
  const { base, form, setForm, set, field, errors, saving } = entryForm;
  const changeDate = (date: string) =>
    setForm((f) => {
      // The deadline follows the day while it is empty or still the suggestion (14 days before).
      const follows = f.deadline === '' || f.deadline === suggestedDeadline(f.date);
      return { ...f, date, deadline: follows ? suggestedDeadline(date) || f.deadline : f.deadline };
    });
  const title = workshop ? `Workshop bearbeiten: ${workshop.title}` : 'Neuer Workshop';
  const article = form.type ? workshopTypeArticlePath(form.type) : '';
  const seatsTaken = base?.seatsTaken ?? 0;

  return (
    <EntryFormDialog id="workshop-form" title={title} save={save} form={entryForm}>
      <TextField select label="Thema" required {...field('type')}>
        {WORKSHOP_TYPES.map((type) => (
          <MenuItem key={type.id} value={type.id}>
            {type.label}
          </MenuItem>
        ))}
      </TextField>
      {article ? (
        <Typography variant="body2">
          Artikel zum Thema:{' '}
          <Link href={article} target="_blank" rel="noopener">
            {article}
          </Link>{' '}
          (die Karte des Workshops verweist dorthin)
        </Typography>
      ) : null}
      <TextField label="Titel" required {...field('title')} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label="Datum"
          type="date"
          required
          {...field('date')}
          onChange={(event) => changeDate(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          label="Beginn"
          type="time"
          required
          {...field('time')}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Stack>
      <TextField select label="Dauer" required {...field('duration')}>
        {WORKSHOP_DURATIONS.map((minutes) => (
          <MenuItem key={minutes} value={String(minutes)}>
            {minutes} Minuten
          </MenuItem>
        ))}
      </TextField>
      <FormControl disabled={saving}>
        <FormLabel id="workshop-place-label">Wo findet der Workshop statt?</FormLabel>
        <RadioGroup
          row
          aria-labelledby="workshop-place-label"
          value={form.online ? 'online' : 'vor-ort'}
          onChange={(event) => set('online', event.target.value === 'online')}
        >
          <FormControlLabel value="online" control={<Radio />} label="Online" />
          <FormControlLabel value="vor-ort" control={<Radio />} label="Vor Ort" />
        </RadioGroup>
      </FormControl>
      {form.online ? null : <TextField label="Ort" required {...field('location')} />}
      <TextField
        label="Anmeldeschluss"
        type="date"
        required
        {...field('deadline')}
        helperText={errors.deadline ?? 'Üblich sind 14 Tage vor dem Workshop.'}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        label="Plätze"
        {...field('capacity')}
        helperText={
          errors.capacity ?? `Leer lassen für unbegrenzt.${base ? ` Bereits vergeben: ${seatsTaken}.` : ''}`
        }
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      <TextField
        label="Hinweis"
        multiline
        minRows={2}
        {...field('annotation')}
        helperText={errors.annotation ?? 'Steht auf der Karte statt der Uhrzeit (optional).'}
      />
      <TextField
        label="Vorlage"
        {...field('template')}
        helperText={
          errors.template ?? 'Interne Kennung der Veranstaltungsart, z. B. praxis-kochkurs (optional).'
        }
      />
    </EntryFormDialog>
  );
}
