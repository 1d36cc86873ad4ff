/**
 * The confirmation mail for the signed-in account's address, on request: the way out when the backend
 * refuses an unconfirmed address (the invitation page, features/team/InvitationPage.tsx). The mail's link
 * confirms the address at Firebase and leads back to the page it was asked on (AccountAction.tsx, „Weiter“).
 */
import { useState } from 'react';
import { useLocation } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useAuthApi } from './authApiContext';
import { describeAuthError } from './authErrors';

type Mail = { state: 'idle' | 'sending' | 'sent' } | { state: 'failed'; message: string };

export default function ConfirmAddress({ address }: { address: string | undefined }) {
  const api = useAuthApi();
  const { pathname, search } = useLocation();
  const [mail, setMail] = useState<Mail>({ state: 'idle' });
  const send = () => {
    setMail({ state: 'sending' });
    api.sendEmailVerification(`${window.location.origin}${pathname}${search}`).then(
      () => setMail({ state: 'sent' }),
      (error: unknown) => setMail({ state: 'failed', message: describeAuthError(error, 'action').message }),
    );
  };
  if (mail.state === 'sent')
    return (
      <Alert severity="info">
        Wir haben eine E-Mail an {address ?? 'Ihre Adresse'} geschickt. Öffnen Sie den Link darin; danach geht
        es hier weiter.
      </Alert>
    );
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      {mail.state === 'failed' ? <Alert severity="error">{mail.message}</Alert> : null}
      <Button variant="contained" disabled={mail.state === 'sending'} onClick={send}>
        Bestätigungs-E-Mail senden
      </Button>
    </Stack>
  );
}
