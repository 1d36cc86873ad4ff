/**
 * New account with e-mail, name and password. A signed-in guest keeps its uid: the API links the new
 * credential to the guest account, so everything planned as guest stays.
 */
import { useRef, useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useAppDispatch } from '../../platform/hooks';
import { useAuthApi } from './authApiContext';
import { describeAuthError } from './authErrors';
import { accountCreated, guestUpgraded, signUpFailed, signUpStarted } from './authSlice';
import LegalNotice from './LegalNotice';
import WidgetCard from './WidgetCard';
import { emailError, nameError, newPasswordError } from './validation';

type Field = 'email' | 'name' | 'password';

/** Said honestly before a guest signs in to an existing account instead of upgrading. */
export const TEXT_GUEST_DATA_STAYS_BEHIND =
  'Wenn Sie sich mit diesem Konto anmelden, werden die Daten aus dem Gastzugang nicht übernommen.';
const FIELD_ORDER: readonly Field[] = ['email', 'name', 'password'];

interface Props {
  initialEmail: string;
  initialNotice?: string;
  /** The password typed on the sign-in screen before it turned out the address has no account. */
  initialPassword?: string;
  guest: boolean;
  onBack: () => void;
  /**
   * The e-mail already has an account: sign in there instead (docs/product.md, "Sign-in widget": an address
   * in use leads to linking).
   */
  onSignIn: (email: string, notice: string) => void;
}

export default function PasswordSignUp(props: Props) {
  const { initialEmail, initialNotice, initialPassword = '', guest, onBack, onSignIn } = props;
  const api = useAuthApi();
  const dispatch = useAppDispatch();
  const [values, setValues] = useState<Record<Field, string>>({
    email: initialEmail,
    name: '',
    password: initialPassword,
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [notice, setNotice] = useState<string | undefined>(initialNotice);
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const refs = {
    email: useRef<HTMLInputElement>(null),
    name: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
  };

  const showErrors = (next: Partial<Record<Field, string>>) => {
    setErrors(next);
    const first = FIELD_ORDER.find((field) => next[field]);
    if (first) refs[first].current?.focus();
  };

  const submit = async () => {
    if (inFlight.current) return;
    const found: Partial<Record<Field, string>> = {
      email: emailError(values.email) ?? undefined,
      name: nameError(values.name) ?? undefined,
      password: newPasswordError(values.password) ?? undefined,
    };
    setNotice(undefined);
    if (FIELD_ORDER.some((field) => found[field])) {
      showErrors(found);
      return;
    }
    setErrors({});
    inFlight.current = true;
    setBusy(true);
    dispatch(signUpStarted());
    try {
      await api.createAccount(values.email.trim(), values.password, values.name.trim());
      if (guest) dispatch(guestUpgraded());
      dispatch(accountCreated({ name: values.name.trim() }));
    } catch (error) {
      dispatch(signUpFailed());
      inFlight.current = false;
      setBusy(false);
      const info = describeAuthError(error, 'signUp');
      if (info.flow === 'linking')
        onSignIn(
          values.email.trim(),
          guest ? `${info.message}. ${TEXT_GUEST_DATA_STAYS_BEHIND}` : info.message,
        );
      else if (info.field === 'email' || info.field === 'password' || info.field === 'name') {
        showErrors({ [info.field]: info.message });
      } else setNotice(info.message);
    }
  };

  const field = (name: Field, label: string, type: string, autoComplete: string, helper = ' ') => (
    <TextField
      label={label}
      type={type}
      autoComplete={autoComplete}
      value={values[name]}
      onChange={(event) => {
        const value = event.target.value;
        setValues((current) => ({ ...current, [name]: value }));
        setErrors((current) => ({ ...current, [name]: undefined }));
      }}
      error={Boolean(errors[name])}
      helperText={errors[name] ?? helper}
      inputRef={refs[name]}
      fullWidth
    />
  );

  return (
    <WidgetCard title="Konto erstellen" notice={notice} noticeSeverity="info" onSubmit={submit}>
      {guest ? (
        <Typography variant="body2">Ihre bisherigen Daten aus dem Gastzugang bleiben erhalten.</Typography>
      ) : null}
      {field('email', 'E-Mail-Adresse', 'email', 'email')}
      {field('name', 'Vor- und Nachname', 'text', 'name')}
      {field('password', 'Passwort', 'password', 'new-password', 'Mindestens 6 Zeichen')}
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={onBack} disabled={busy}>
          Abbrechen
        </Button>
        <Button type="submit" variant="contained" disabled={busy}>
          Speichern
        </Button>
      </Stack>
      <LegalNotice />
    </WidgetCard>
  );
}
