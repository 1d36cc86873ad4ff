/**
 * Inviting a kitchen (org/inviteKitchen): the address of its Küchenleitung, who accepts the link for the
 * kitchen she is working in. Checked with the shared schema, so the form shows the backend's messages.
 */
import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ACTIONS, KITCHEN_INVITATION_VALID_DAYS } from '@speiseplaner/shared';
import { useAppDispatch } from '../../platform/hooks';
import { kitchenInviteSubmitted, useOrganisationSelector } from './organisationSlice';

export default function KitchenInviteForm({ organisationId }: { organisationId: string }) {
  const dispatch = useAppDispatch();
  const command = useOrganisationSelector((state) => state.organisation.invite);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sentTo, setSentTo] = useState<string | undefined>();

  // The address stays in the field until the backend took it (adjusted while rendering, as React's docs
  // suggest for state that follows another).
  const [seen, setSeen] = useState(command.status);
  if (seen !== command.status) {
    setSeen(command.status);
    if (command.status === 'done') setEmail('');
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ACTIONS['org/inviteKitchen'].payload.safeParse({ organisationId, email });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    setSentTo(parsed.data.email);
    dispatch(kitchenInviteSubmitted(parsed.data));
  };

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2} aria-labelledby="kitchen-invite-heading">
      <Typography variant="h2" id="kitchen-invite-heading">
        Küche einladen
      </Typography>
      <Typography color="text.secondary">
        Geben Sie die E-Mail-Adresse der Küchenleitung ein. Sie bekommt einen Link, der{' '}
        {KITCHEN_INVITATION_VALID_DAYS} Tage gilt, und nimmt ihn für die Küche an, in der sie gerade arbeitet.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField
          label="E-Mail-Adresse der Küchenleitung"
          type="email"
          autoComplete="off"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={error !== undefined}
          helperText={error ?? ' '}
          sx={{ flex: 1 }}
        />
        <Button
          type="submit"
          variant="contained"
          loading={command.status === 'sending'}
          sx={{ mt: { sm: 1 }, minHeight: 40 }}
        >
          Einladen
        </Button>
      </Stack>
      {command.status === 'done' && sentTo ? (
        <Alert severity="success">Die Einladung an {sentTo} ist verschickt.</Alert>
      ) : null}
      {command.status === 'failed' ? <Alert severity="error">{command.error}</Alert> : null}
    </Stack>
  );
}
