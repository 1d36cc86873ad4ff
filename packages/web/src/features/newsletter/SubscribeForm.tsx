/**
 * Sign-up for the newsletter: one address, checked by the shared schema the backend also uses, then
 * `newsletter/subscribe`. The subscription only starts once the link in the confirmation mail is clicked.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useAppDispatch, useAppSelector } from '../../platform/hooks';
import { checkNewsletterEmail } from './newsletterEmail';
import { selectSubscription, subscribeSubmitted, subscriptionReset } from './newsletterSlice';

export const PRIVACY_PATH = '/artikel/datenschutz';

export default function SubscribeForm() {
  const dispatch = useAppDispatch();
  const subscription = useAppSelector(selectSubscription);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const sending = subscription.status === 'sending';

  useEffect(() => {
    dispatch(subscriptionReset());
  }, [dispatch]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkNewsletterEmail(email);
    if ('error' in checked) {
      setError(checked.error);
      emailRef.current?.focus();
      return;
    }
    setError(null);
    dispatch(subscribeSubmitted({ email: checked.email }));
  };

  if (subscription.status === 'done') {
    return (
      <Alert severity="success">
        {subscription.message ?? 'Wir haben Ihnen eine E-Mail mit einem Bestätigungslink geschickt.'} Falls
        die E-Mail nicht ankommt, sehen Sie bitte auch in Ihrem Spam-Ordner nach.
      </Alert>
    );
  }

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2} sx={{ alignItems: 'flex-start' }}>
      <TextField
        label="E-Mail-Adresse"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => {
          setEmail(event.target.value);
          setError(null);
        }}
        error={Boolean(error)}
        helperText={error ?? ' '}
        inputRef={emailRef}
        disabled={sending}
        fullWidth
        sx={{ maxWidth: 480 }}
      />
      {subscription.status === 'failed' ? <Alert severity="error">{subscription.error}</Alert> : null}
      <Button type="submit" variant="contained" loading={sending}>
        Newsletter abonnieren
      </Button>
      <Typography variant="body2" color="text.secondary">
        Wir verwenden Ihre E-Mail-Adresse nur für den Versand des Newsletters. Zuerst senden wir Ihnen eine
        E-Mail mit einem Bestätigungslink; erst wenn Sie darauf klicken, ist Ihre Anmeldung aktiv. Abbestellen
        können Sie jederzeit über den Link in jeder Ausgabe. Mehr dazu in unserer{' '}
        <Link component={RouterLink} to={PRIVACY_PATH}>
          Datenschutzerklärung
        </Link>
        .
      </Typography>
    </Stack>
  );
}
