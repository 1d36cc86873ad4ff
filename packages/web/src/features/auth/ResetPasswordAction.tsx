/** The reset link (`mode=resetPassword&oobCode=…`): checks the code, asks for the new password, saves it. */
import { useEffect, useRef, useState } from 'react';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useAuthApi } from './authApiContext';
import { describeAuthError } from './authErrors';
import ContinueButton from './ContinueButton';
import DelayedProgress from './DelayedProgress';
import WidgetCard from './WidgetCard';
import { newPasswordError } from './validation';

interface Props {
  oobCode: string | null;
  continuePath: string | null;
}

type Step =
  | { name: 'checking' }
  | { name: 'form'; email: string }
  | { name: 'done' }
  | { name: 'failed'; detail: string };

export default function ResetPasswordAction({ oobCode, continuePath }: Props) {
  const api = useAuthApi();
  const [step, setStep] = useState<Step>(() =>
    oobCode
      ? { name: 'checking' }
      : { name: 'failed', detail: describeAuthError({ code: 'auth/invalid-action-code' }, 'action').message },
  );
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const passwordRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!oobCode) return undefined;
    let current = true;
    api.verifyPasswordResetCode(oobCode).then(
      (email) => current && setStep({ name: 'form', email }),
      (caught) => current && setStep({ name: 'failed', detail: describeAuthError(caught, 'action').message }),
    );
    return () => {
      current = false;
    };
  }, [api, oobCode]);

  const submit = async () => {
    if (inFlight.current || !oobCode) return;
    const problem = newPasswordError(password);
    setError(problem);
    if (problem) {
      passwordRef.current?.focus();
      return;
    }
    inFlight.current = true;
    setBusy(true);
    try {
      await api.confirmPasswordReset(oobCode, password);
      setStep({ name: 'done' });
    } catch (caught) {
      inFlight.current = false;
      setBusy(false);
      const info = describeAuthError(caught, 'action');
      if (info.field === 'password') {
        setError(info.message);
        passwordRef.current?.focus();
      } else setStep({ name: 'failed', detail: info.message });
    }
  };

  switch (step.name) {
    case 'checking':
      return (
        <WidgetCard title="Passwort zurücksetzen">
          <DelayedProgress label="Link wird geprüft" />
        </WidgetCard>
      );
    case 'failed':
      return (
        <WidgetCard
          title="Versuchen Sie noch einmal, Ihr Passwort zurückzusetzen"
          notice="Die Anfrage zum Zurücksetzen Ihres Passworts ist abgelaufen oder der Link wurde bereits verwendet."
        >
          <Typography variant="body2">{step.detail}</Typography>
          <ContinueButton path="/login" label="Zur Anmeldung" />
        </WidgetCard>
      );
    case 'done':
      return (
        <WidgetCard title="Passwort geändert">
          <Typography variant="body2">Sie können sich jetzt mit Ihrem neuen Passwort anmelden.</Typography>
          <ContinueButton path={continuePath ?? '/login'} label="Weiter" />
        </WidgetCard>
      );
    case 'form':
      return (
        <WidgetCard title="Passwort zurücksetzen" onSubmit={submit}>
          <Typography variant="body2">für {step.email}</Typography>
          <TextField
            label="Neues Passwort"
            type="password"
            autoComplete="new-password"
            autoFocus
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              setError(null);
            }}
            error={Boolean(error)}
            helperText={error ?? 'Mindestens 6 Zeichen'}
            inputRef={passwordRef}
            fullWidth
          />
          <Button type="submit" variant="contained" disabled={busy} sx={{ alignSelf: 'flex-end' }}>
            Speichern
          </Button>
        </WidgetCard>
      );
  }
}
