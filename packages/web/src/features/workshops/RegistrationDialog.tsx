/** Registration for one workshop: name, Einrichtung, e-mail and number of participants; sends `workshops/apply`. */
import { useEffect, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatLongDate, workshopWhen, type Workshop } from '@speiseplaner/shared';
import { useAppDispatch, useAppSelector } from '../../platform/hooks';
import {
  checkRegistration,
  EMPTY_REGISTRATION,
  type RegistrationErrors,
  type RegistrationForm,
} from './registrationForm';
import { registrationClosed, registrationSubmitted, selectRegistration } from './workshopsSlice';

interface Props {
  workshop: Workshop;
  onClose: () => void;
}

export default function RegistrationDialog({ workshop, onClose }: Props) {
  const dispatch = useAppDispatch();
  const registration = useAppSelector(selectRegistration);
  const [form, setForm] = useState<RegistrationForm>(EMPTY_REGISTRATION);
  const [errors, setErrors] = useState<RegistrationErrors>({});
  const sending = registration.status === 'sending';
  const sent = registration.status === 'done' && registration.workshopSlug === workshop.slug;

  // A fresh dialog never shows the outcome of an earlier registration.
  useEffect(() => {
    dispatch(registrationClosed());
  }, [dispatch]);

  const close = () => {
    dispatch(registrationClosed());
    onClose();
  };
  const field = (key: keyof RegistrationForm) => ({
    value: form[key],
    onChange: (event: { target: { value: string } }) => setForm({ ...form, [key]: event.target.value }),
    error: errors[key] !== undefined,
    helperText: errors[key],
    disabled: sending,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkRegistration(workshop.slug, form);
    if ('errors' in checked) return setErrors(checked.errors);
    setErrors({});
    dispatch(registrationSubmitted(checked.registration));
  };

  return (
    <Dialog open onClose={close} maxWidth="sm" fullWidth aria-labelledby="registration-title">
      <DialogTitle id="registration-title">Anmeldung: {workshop.title}</DialogTitle>
      {sent ? (
        <>
          <DialogContent>
            <Alert severity="success">
              {registration.message ??
                `Vielen Dank für Ihre Anmeldung! Wir haben sie erhalten und senden Ihnen eine Bestätigung an ${form.email.trim()}.`}
            </Alert>
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>Schließen</Button>
          </DialogActions>
        </>
      ) : (
        <form noValidate onSubmit={submit}>
          <DialogContent>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {workshopWhen(workshop)} · Anmeldeschluss {formatLongDate(workshop.deadline)}
            </Typography>
            <Stack spacing={2}>
              <TextField label="Name" autoComplete="name" required autoFocus {...field('name')} />
              <TextField label="Einrichtung" autoComplete="organization" required {...field('institution')} />
              <TextField label="E-Mail" type="email" autoComplete="email" required {...field('email')} />
              <TextField
                label="Teilnehmerzahl"
                type="number"
                required
                slotProps={{ htmlInput: { min: 1, max: 20, inputMode: 'numeric' } }}
                {...field('participants')}
              />
              {registration.status === 'failed' ? <Alert severity="error">{registration.error}</Alert> : null}
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={close} disabled={sending}>
              Abbrechen
            </Button>
            <Button type="submit" variant="contained" loading={sending}>
              Verbindlich anmelden
            </Button>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
}
