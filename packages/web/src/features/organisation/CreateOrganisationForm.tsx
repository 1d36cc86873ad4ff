/**
 * Creating a Träger (org/create): its name; the person becomes its first Träger-Leitung. The input is
 * checked with the shared schema, so the form shows the messages the backend would give; refused for an
 * unconfirmed address, it offers the confirmation mail.
 */
import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ACTIONS, ORGANISATION_TEXTS } from '@speiseplaner/shared';
import { useAppDispatch, useAppSelector } from '../../platform/hooks';
import ConfirmAddress from '../auth/ConfirmAddress';
import { createSubmitted, useOrganisationSelector } from './organisationSlice';

export default function CreateOrganisationForm() {
  const dispatch = useAppDispatch();
  const command = useOrganisationSelector((state) => state.organisation.create);
  const address = useAppSelector((state) => state.auth.accountEmail ?? state.auth.user?.email);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ACTIONS['org/create'].payload.safeParse({ name });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    dispatch(createSubmitted(parsed.data));
  };

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2} aria-labelledby="create-heading">
      <Typography variant="h2" id="create-heading">
        Träger anlegen
      </Typography>
      <Typography>
        Ein Träger fasst mehrere Küchen zusammen, zum Beispiel die Kitas eines Eigenbetriebs oder eines
        Verbands. Als Träger-Leitung sehen Sie für jede Küche Kosten je Portion, Bio-Anteil und DGE-Kriterien,
        laden Küchen ein und laden Berichte als CSV herunter. Pläne, Rezepte und Einkaufslisten der Küchen
        bleiben bei den Küchen.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField
          label="Name des Trägers"
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={error !== undefined}
          helperText={error ?? 'Zum Beispiel „Kita-Eigenbetrieb Musterstadt“'}
          sx={{ flex: 1 }}
        />
        <Button
          type="submit"
          variant="contained"
          loading={command.status === 'sending'}
          sx={{ mt: { sm: 1 }, minHeight: 40 }}
        >
          Träger anlegen
        </Button>
      </Stack>
      {command.status === 'failed' ? <Alert severity="error">{command.error}</Alert> : null}
      {/* The backend creates a Träger only for a confirmed address: the confirmation mail on request. */}
      {command.status === 'failed' && command.error === ORGANISATION_TEXTS.createUnconfirmed ? (
        <ConfirmAddress address={address} />
      ) : null}
    </Stack>
  );
}
