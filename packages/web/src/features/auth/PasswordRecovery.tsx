/** 'Passwort wiederherstellen': sends the reset e-mail, then the confirmation screen follows. */
import { useRef, useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useAuthApi } from './authApiContext';
import { describeAuthError } from './authErrors';
import WidgetCard from './WidgetCard';
import { emailError } from './validation';

interface Props {
  initialEmail: string;
  onBack: () => void;
  onSent: (email: string) => void;
}

export default function PasswordRecovery({ initialEmail, onBack, onSent }: Props) {
  const api = useAuthApi();
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const emailRef = useRef<HTMLInputElement>(null);

  const submit = async () => {
    if (inFlight.current) return;
    const problem = emailError(email);
    setError(problem);
    setNotice(undefined);
    if (problem) {
      emailRef.current?.focus();
      return;
    }
    inFlight.current = true;
    setBusy(true);
    try {
      await api.sendPasswordReset(email.trim(), window.location.origin + '/login');
      onSent(email.trim());
    } catch (caught) {
      inFlight.current = false;
      setBusy(false);
      const info = describeAuthError(caught, 'reset');
      if (info.field === 'email') {
        setError(info.message);
        emailRef.current?.focus();
      } else setNotice(info.message);
    }
  };

  return (
    <WidgetCard title="Passwort wiederherstellen" notice={notice} onSubmit={submit}>
      <Typography variant="body2">
        Wir senden Ihnen eine Anleitung zum Zurücksetzen Ihres Passworts an diese E-Mail-Adresse.
      </Typography>
      <TextField
        label="E-Mail-Adresse"
        type="email"
        autoComplete="email"
        autoFocus
        value={email}
        onChange={(event) => {
          setEmail(event.target.value);
          setError(null);
        }}
        error={Boolean(error)}
        helperText={error ?? ' '}
        inputRef={emailRef}
        fullWidth
      />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={onBack} disabled={busy}>
          Abbrechen
        </Button>
        <Button type="submit" variant="contained" disabled={busy}>
          Senden
        </Button>
      </Stack>
    </WidgetCard>
  );
}
