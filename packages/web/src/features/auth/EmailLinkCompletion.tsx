/**
 * Opening an e-mail sign-in link (`mode=signIn`). In the browser that asked for it the stored e-mail hint
 * (same session id) signs in at once; on another device or browser the user types the e-mail again.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useAuthApi } from './authApiContext';
import { describeAuthError } from './authErrors';
import { guestUpgraded } from './authSlice';
import ContinueButton from './ContinueButton';
import DelayedProgress from './DelayedProgress';
import { SESSION_ID_PARAM } from './emailLink';
import { clearEmailHint, loadEmailHint } from './pendingStorage';
import { useAppDispatch } from '../../platform/hooks';
import WidgetCard from './WidgetCard';
import { emailError } from './validation';

interface Props {
  /** The full address of the opened link (window.location.href). */
  href: string;
  params: URLSearchParams;
}

type Step = { name: 'signingIn' } | { name: 'askEmail' } | { name: 'failed'; detail: string };

const invalidLink = (): Step => ({
  name: 'failed',
  detail: describeAuthError({ code: 'auth/invalid-action-code' }, 'action').message,
});

export default function EmailLinkCompletion({ href, params }: Props) {
  const api = useAuthApi();
  const dispatch = useAppDispatch();
  // Decided once on arrival: sign in at once with this browser's hint, or ask for the e-mail.
  const [arrival] = useState(() => {
    if (!api.isSignInLink(href)) return { step: invalidLink(), hintEmail: null };
    const hint = loadEmailHint();
    if (hint && hint.sessionId === params.get(SESSION_ID_PARAM)) {
      return { step: { name: 'signingIn' } as Step, hintEmail: hint.email };
    }
    return { step: { name: 'askEmail' } as Step, hintEmail: null };
  });
  const [step, setStep] = useState<Step>(arrival.step);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const started = useRef(false);

  const complete = useCallback(
    async (address: string) => {
      const wasGuest = api.currentAccount()?.isAnonymous ?? false;
      try {
        await api.signInWithLink(address, href);
        clearEmailHint();
        if (wasGuest) dispatch(guestUpgraded());
      } catch (caught) {
        const info = describeAuthError(caught, 'emailLink');
        if (info.field === 'email') {
          setStep({ name: 'askEmail' });
          setError(info.message);
        } else setStep({ name: 'failed', detail: info.message });
      }
    },
    [api, dispatch, href],
  );

  useEffect(() => {
    // The link's code works once; StrictMode's second effect run must not spend it again.
    if (started.current || !arrival.hintEmail) return;
    started.current = true;
    void complete(arrival.hintEmail);
  }, [arrival, complete]);

  const submit = () => {
    const problem = emailError(email);
    setError(problem);
    if (problem) {
      emailRef.current?.focus();
      return;
    }
    setStep({ name: 'signingIn' });
    void complete(email.trim());
  };

  switch (step.name) {
    case 'signingIn':
      return (
        <WidgetCard title="Anmeldung läuft">
          <DelayedProgress label="Anmeldung läuft" />
        </WidgetCard>
      );
    case 'failed':
      return (
        <WidgetCard title="Anmeldung nicht möglich" notice={step.detail}>
          <Typography variant="body2">
            Fordern Sie auf der Anmeldeseite einen neuen Anmeldelink an.
          </Typography>
          <ContinueButton path="/login" label="Zur Anmeldung" />
        </WidgetCard>
      );
    case 'askEmail':
      return (
        <WidgetCard title="E-Mail-Adresse bestätigen" onSubmit={submit}>
          <Typography variant="body2">
            Sie haben den Anmeldelink auf einem anderen Gerät oder in einem anderen Browser geöffnet. Geben
            Sie zur Sicherheit die E-Mail-Adresse ein, an die der Link gesendet wurde.
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
          <Button type="submit" variant="contained" sx={{ alignSelf: 'flex-end' }}>
            Anmelden
          </Button>
        </WidgetCard>
      );
  }
}
