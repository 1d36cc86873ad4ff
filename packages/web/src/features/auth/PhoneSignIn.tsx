/** Phone sign-in, step one: country (Germany preset) and number; sends the SMS code behind an invisible reCAPTCHA. */
import { useRef, useState, type RefObject } from 'react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { PhoneConfirmation } from './authApi';
import { useAuthApi } from './authApiContext';
import { describeAuthError, TEXT_INVALID_PHONE } from './authErrors';
import { DEFAULT_COUNTRY_ISO, PHONE_COUNTRIES, toE164 } from './phoneNumber';
import WidgetCard from './WidgetCard';

interface Props {
  initialInput: string;
  /** ISO code of the country chosen before ('Nummer ändern'); Germany when none. */
  initialCountry?: string;
  notice?: string;
  recaptchaContainer: RefObject<HTMLDivElement | null>;
  onBack: () => void;
  onCodeSent: (
    phoneNumber: string,
    phoneInput: string,
    country: string,
    confirmation: PhoneConfirmation,
  ) => void;
}

export default function PhoneSignIn(props: Props) {
  const { initialInput, initialCountry, notice, recaptchaContainer, onBack, onCodeSent } = props;
  const api = useAuthApi();
  const [country, setCountry] = useState(initialCountry ?? DEFAULT_COUNTRY_ISO);
  const [input, setInput] = useState(initialInput);
  const [error, setError] = useState<string | null>(null);
  const [screenNotice, setScreenNotice] = useState(notice);
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const inputRef = useRef<HTMLInputElement>(null);

  const fail = (message: string) => {
    setError(message);
    inputRef.current?.focus();
  };

  const submit = async () => {
    if (inFlight.current) return;
    setScreenNotice(undefined);
    const phoneNumber = toE164(input, country);
    if (!phoneNumber) {
      fail(TEXT_INVALID_PHONE);
      return;
    }
    const container = recaptchaContainer.current;
    if (!container) return;
    inFlight.current = true;
    setBusy(true);
    try {
      const confirmation = await api.startPhoneSignIn(phoneNumber, container);
      onCodeSent(phoneNumber, input, country, confirmation);
    } catch (caught) {
      inFlight.current = false;
      setBusy(false);
      const info = describeAuthError(caught, 'phone');
      if (info.field === 'phone') fail(info.message);
      else setScreenNotice(info.message);
    }
  };

  return (
    <WidgetCard title="Mit Telefonnummer anmelden" notice={screenNotice} onSubmit={submit}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          select
          label="Land"
          value={country}
          onChange={(event) => setCountry(event.target.value)}
          sx={{ minWidth: 150 }}
        >
          {PHONE_COUNTRIES.map((option) => (
            <MenuItem key={option.iso} value={option.iso}>
              {`${option.name} (+${option.dialCode})`}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="Telefonnummer"
          type="tel"
          autoComplete="tel-national"
          autoFocus
          value={input}
          onChange={(event) => {
            setInput(event.target.value);
            setError(null);
          }}
          error={Boolean(error)}
          helperText={error ?? ' '}
          inputRef={inputRef}
          fullWidth
        />
      </Stack>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={onBack} disabled={busy}>
          Abbrechen
        </Button>
        <Button type="submit" variant="contained" disabled={busy}>
          Code senden
        </Button>
      </Stack>
    </WidgetCard>
  );
}
