/**
 * The Küchenleitung's invite form: an address and a role (with what each role may do). The input is checked
 * with the shared schema of team/invite, so the form shows the messages the backend would give.
 */
import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  ACTIONS,
  INVITATION_VALID_DAYS,
  KITCHEN_ROLES,
  ROLE_DESCRIPTIONS,
  ROLE_LABELS,
  type KitchenRole,
} from '@speiseplaner/shared';
import { useAppDispatch } from '../../platform/hooks';
import { inviteSubmitted, useTeamSelector } from './teamSlice';

export default function InviteForm() {
  const dispatch = useAppDispatch();
  const command = useTeamSelector((state) => state.team.invite);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<KitchenRole>('cook');
  const [error, setError] = useState<string | undefined>();
  const [sentTo, setSentTo] = useState<string | undefined>();

  // The address stays in the field until the backend took it; then the form is ready for the next one
  // (adjusted while rendering, as React's docs suggest for state that follows another).
  const [seen, setSeen] = useState(command.status);
  if (seen !== command.status) {
    setSeen(command.status);
    if (command.status === 'done') setEmail('');
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ACTIONS['team/invite'].payload.safeParse({ email, role });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    setSentTo(parsed.data.email);
    dispatch(inviteSubmitted(parsed.data));
  };

  const sending = command.status === 'sending';
  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2} aria-labelledby="invite-heading">
      <Typography variant="h2" id="invite-heading">
        Person einladen
      </Typography>
      <Typography color="text.secondary">
        Wir schicken eine E-Mail mit einem Link. Er gilt {INVITATION_VALID_DAYS} Tage, einmal, und nur für
        diese Adresse.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField
          label="E-Mail-Adresse"
          type="email"
          autoComplete="off"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={error !== undefined}
          helperText={error ?? ' '}
          sx={{ flex: 2 }}
        />
        <TextField
          select
          label="Rolle"
          value={role}
          onChange={(event) => setRole(event.target.value as KitchenRole)}
          helperText={ROLE_DESCRIPTIONS[role]}
          slotProps={{ select: { renderValue: (value) => ROLE_LABELS[value as KitchenRole] } }}
          sx={{ flex: 1, minWidth: 200 }}
        >
          {KITCHEN_ROLES.map((option) => (
            <MenuItem key={option} value={option}>
              <ListItemText primary={ROLE_LABELS[option]} secondary={ROLE_DESCRIPTIONS[option]} />
            </MenuItem>
          ))}
        </TextField>
        <Button type="submit" variant="contained" loading={sending} sx={{ mt: { sm: 1 } }}>
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
