/**
 * Create or edit one workshop: every field of the entity, each checked with its German message by the
 * shared checkWorkshopForm before anything is sent (the backend checks the same rules again). A save that
 * another admin's change overtook is refused by the backend; the dialog then offers the stored version or
 * the admin's own on top of it, as the autosave's conflict dialog does. Nothing typed is lost on a refusal.
 */
import { useEffect, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
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
  storedVersion,
  suggestedDeadline,
  WORKSHOP_DURATIONS,
  WORKSHOP_TYPES,
  workshopFormOf,
  workshopTypeArticlePath,
  type Workshop,
  type WorkshopForm,
  type WorkshopFormErrors,
  type WorkshopFormField,
} from '@speiseplaner/shared';
import { useAppDispatch, useAppSelector } from '../../../platform/hooks';
import { saveReset, workshopSaveRequested } from './adminWorkshopsSlice';

interface Props {
  /** The workshop to edit; null for a new one. */
  workshop: Workshop | null;
  onClose: () => void;
}

export default function WorkshopFormDialog({ workshop, onClose }: Props) {
  const dispatch = useAppDispatch();
  const save = useAppSelector((state) => state.adminWorkshops.save);
  const items = useAppSelector((state) => state.adminWorkshops.items);
  /** The version the form started from: what the backend must still hold for the save to go through. */
  const [base, setBase] = useState<Workshop | null>(workshop);
  const [form, setForm] = useState<WorkshopForm>(workshop ? workshopFormOf(workshop) : EMPTY_WORKSHOP_FORM);
  const [errors, setErrors] = useState<WorkshopFormErrors>({});
  const saving = save.status === 'working';
  const stored = base ? items.find((w) => w.slug === base.slug) : undefined;
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
  const set = (key: keyof WorkshopForm, value: string | boolean) => setForm((f) => ({ ...f, [key]: value }));
  const field = (key: WorkshopFormField) => ({
    value: form[key],
    onChange: (event: { target: { value: string } }) => set(key, event.target.value),
    error: errors[key] !== undefined,
    helperText: errors[key],
    disabled: saving,
    fullWidth: true,
  });
  const changeDate = (date: string) =>
    setForm((f) => {
      // The deadline follows the day while it is empty or still the suggestion (14 days before).
      const follows = f.deadline === '' || f.deadline === suggestedDeadline(f.date);
      return { ...f, date, deadline: follows ? suggestedDeadline(date) || f.deadline : f.deadline };
    });
  const send = (basis: Workshop | null) => {
    const checked = checkWorkshopForm(form, { stored: basis });
    if ('errors' in checked) return setErrors(checked.errors);
    setErrors({});
    dispatch(
      workshopSaveRequested({
        workshop: checked.workshop,
        version: storedVersion(basis),
        isNew: basis === null,
      }),
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
    setForm(workshopFormOf(stored));
    setErrors({});
    dispatch(saveReset());
  };
  /** The admin's version is saved on top of the stored one. */
  const keepMine = () => {
    if (!stored) return;
    setBase(stored);
    send(stored);
  };
  const title = workshop ? `Workshop bearbeiten: ${workshop.title}` : 'Neuer Workshop';
  const article = form.type ? workshopTypeArticlePath(form.type) : '';
  const seatsTaken = base?.seatsTaken ?? 0;

  return (
    <Dialog open onClose={close} maxWidth="sm" fullWidth aria-labelledby="workshop-form-title">
      <DialogTitle id="workshop-form-title">{title}</DialogTitle>
      <form noValidate onSubmit={submit}>
        <DialogContent>
          <Stack spacing={2}>
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
                errors.capacity ??
                `Leer lassen für unbegrenzt.${base ? ` Bereits vergeben: ${seatsTaken}.` : ''}`
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
