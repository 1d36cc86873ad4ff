/**
 * Phone sign-in, step two: the six-digit code. 'Bestätigt' shows for one second after a correct code; a new
 * code can be requested after a 15 second countdown; an expired code returns to the number screen.
 */
import { useRef, useState, type RefObject } from 'react';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import type { PhoneConfirmation } from './authApi';
import { useAuthApi } from './authApiContext';
import { describeAuthError, TEXT_WRONG_CODE } from './authErrors';
import { formatCountdown, useCountdown } from './useCountdown';
import WidgetCard from './WidgetCard';

export const RESEND_COUNTDOWN_SECONDS = 15;
export const CONFIRMED_SCREEN_MS = 1000;
/** Upper bound for the confirm call itself, so a hanging request cannot hold the page forever. */
const CONFIRM_GUARD_MS = 30_000;
const SIX_DIGITS = /^\d{6}$/;

interface Props {
  phoneNumber: string;
  confirmation: PhoneConfirmation;
  recaptchaContainer: RefObject<HTMLDivElement | null>;
  holdRedirect: (milliseconds: number) => void;
  onChangeNumber: (notice?: string) => void;
  onResent: (confirmation: PhoneConfirmation) => void;
}

export default function PhoneCodeEntry(props: Props) {
  const { phoneNumber, confirmation, recaptchaContainer, holdRedirect, onChangeNumber, onResent } = props;
  const api = useAuthApi();
  const { remaining, restart } = useCountdown(RESEND_COUNTDOWN_SECONDS);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | undefined>();
  const [confirmed, setConfirmed] = useState(false);
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const codeRef = useRef<HTMLInputElement>(null);

  const fail = (message: string) => {
    setError(message);
    codeRef.current?.focus();
  };

  const submit = async () => {
    if (inFlight.current) return;
    setNotice(undefined);
    if (!SIX_DIGITS.test(code.trim())) {
      fail(TEXT_WRONG_CODE);
      return;
    }
    inFlight.current = true;
    setBusy(true);
    try {
      // Firebase signs in during confirm(); keep the page here until 'Bestätigt' has had its second.
      holdRedirect(CONFIRM_GUARD_MS);
      await confirmation.confirm(code.trim());
      setConfirmed(true);
      holdRedirect(CONFIRMED_SCREEN_MS);
    } catch (caught) {
      holdRedirect(0);
      inFlight.current = false;
      setBusy(false);
      const info = describeAuthError(caught, 'phone');
      if (info.flow === 'phoneStart') onChangeNumber(info.message);
      else if (info.field === 'code') fail(info.message);
      else setNotice(info.message);
    }
  };

  const resend = async () => {
    const container = recaptchaContainer.current;
    if (!container) return;
    try {
      const next = await api.startPhoneSignIn(phoneNumber, container);
      restart();
      setCode('');
      setError(null);
      onResent(next);
    } catch (caught) {
      setNotice(describeAuthError(caught, 'phone').message);
    }
  };

  if (confirmed) {
    return (
      <WidgetCard title="Bestätigt">
        <CheckCircleIcon color="success" fontSize="large" sx={{ alignSelf: 'center' }} aria-hidden />
      </WidgetCard>
    );
  }

  return (
    <WidgetCard title="Code bestätigen" notice={notice} onSubmit={submit}>
      <Typography variant="body2">
        Geben Sie den sechsstelligen Code ein, den wir an {phoneNumber} gesendet haben.{' '}
        <Link component="button" type="button" variant="body2" onClick={() => onChangeNumber()}>
          Nummer ändern
        </Link>
      </Typography>
      <TextField
        label="Sechsstelliger Code"
        autoComplete="one-time-code"
        autoFocus
        value={code}
        onChange={(event) => {
          setCode(event.target.value.replace(/\D/g, '').slice(0, 6));
          setError(null);
        }}
        error={Boolean(error)}
        helperText={error ?? ' '}
        inputRef={codeRef}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
        fullWidth
      />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        {remaining > 0 ? (
          <Typography variant="body2" color="text.secondary">
            {`Code erneut senden in ${formatCountdown(remaining)}`}
          </Typography>
        ) : (
          <Link component="button" type="button" variant="body2" onClick={() => void resend()}>
            Code erneut senden
          </Link>
        )}
        <Button type="submit" variant="contained" disabled={busy}>
          Weiter
        </Button>
      </Stack>
    </WidgetCard>
  );
}
