/**
 * Password sign-in for an entered e-mail. Firebase's e-mail enumeration protection hides whether an account
 * exists, so this screen comes first and offers 'Neues Konto erstellen' and the e-mail link as clear ways on.
 */
import { useRef, useState } from 'react';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useAuthApi } from './authApiContext';
import { describeAuthError } from './authErrors';
import WidgetCard from './WidgetCard';
import { emailError, passwordError } from './validation';

type Field = 'email' | 'password';

interface Props {
  initialEmail: string;
  /** A notice to show on arrival (e.g. why the user was sent here). */
  initialNotice?: string;
  onBack: () => void;
  /** `password`: the one typed here, kept for the new account. */
  onCreateAccount: (email: string, notice?: string, password?: string) => void;
  onForgotPassword: (email: string) => void;
  onEmailLink: (email: string) => void;
}

export default function PasswordSignIn(props: Props) {
  const { initialEmail, initialNotice, onBack, onCreateAccount, onForgotPassword, onEmailLink } = props;
  const api = useAuthApi();
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [notice, setNotice] = useState<string | undefined>(initialNotice);
  const [busy, setBusy] = useState(false);
  // Guards against a second submit before React has re-rendered the disabled button.
  const inFlight = useRef(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const refs: Record<Field, typeof emailRef> = { email: emailRef, password: passwordRef };

  const showErrors = (next: Partial<Record<Field, string>>) => {
    setErrors(next);
    const first = (['email', 'password'] as const).find((field) => next[field]);
    if (first) refs[first].current?.focus();
  };

  const submit = async () => {
    if (inFlight.current) return;
    const found = { email: emailError(email) ?? undefined, password: passwordError(password) ?? undefined };
    setNotice(undefined);
    if (found.email || found.password) {
      showErrors(found);
      return;
    }
    setErrors({});
    setBusy(true);
    inFlight.current = true;
    try {
      await api.signInWithPassword(email.trim(), password);
      // The login state follows through the auth saga; the page then redirects.
    } catch (error) {
      const info = describeAuthError(error, 'signIn');
      inFlight.current = false;
      setBusy(false);
      if (info.flow === 'signUp') {
        onCreateAccount(email.trim(), info.message, password);
      } else if (info.field === 'email' || info.field === 'password') {
        showErrors({ [info.field]: info.message });
      } else {
        setNotice(info.message);
      }
    }
  };

  const requestLink = () => {
    const problem = emailError(email);
    if (problem) showErrors({ email: problem });
    else onEmailLink(email.trim());
  };

  const edit = (field: Field, value: string) => {
    if (field === 'email') setEmail(value);
    else setPassword(value);
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  return (
    <WidgetCard title="Anmelden" notice={notice} onSubmit={submit}>
      <TextField
        label="E-Mail-Adresse"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => edit('email', event.target.value)}
        error={Boolean(errors.email)}
        helperText={errors.email ?? ' '}
        inputRef={emailRef}
        fullWidth
      />
      <TextField
        label="Passwort"
        type="password"
        autoComplete="current-password"
        autoFocus
        value={password}
        onChange={(event) => edit('password', event.target.value)}
        error={Boolean(errors.password)}
        helperText={errors.password ?? ' '}
        inputRef={passwordRef}
        fullWidth
      />
      <Link component="button" type="button" variant="body2" onClick={() => onForgotPassword(email.trim())}>
        Passwort vergessen?
      </Link>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={onBack} disabled={busy}>
          Abbrechen
        </Button>
        <Button type="submit" variant="contained" disabled={busy}>
          Anmelden
        </Button>
      </Stack>
      <Divider />
      <Button
        variant="outlined"
        onClick={() => onCreateAccount(email.trim(), undefined, password)}
        disabled={busy}
      >
        Neues Konto erstellen
      </Button>
      <Button variant="text" onClick={requestLink} disabled={busy}>
        Anmeldelink per E-Mail senden
      </Button>
    </WidgetCard>
  );
}
