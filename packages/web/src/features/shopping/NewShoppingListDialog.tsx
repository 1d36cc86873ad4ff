/**
 * 'Neue Einkaufsliste': a date range (default: the coming Monday–Friday) and the headcounts for days
 * without their own (default: the profile's). The domain core builds the list from the plan; the dialog
 * stays open until the backend has stored it, and keeps every input when that fails.
 */
import { useEffect, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DEFAULT_HEADS,
  defaultShoppingRange,
  newShoppingList,
  today,
  type Headcounts,
} from '@speiseplaner/shared';
import { useAppDispatch, useAppSelector } from '../../platform/hooks';
import { messageOf } from '../../platform/errorMessage';
import HeadcountInputs from '../../components/HeadcountInputs';
import { newListId } from './newListId';
import ShoppingPreviewInfo from './ShoppingPreviewInfo';
import { creationReset, listCreateRequested, selectShopping } from './shoppingSlice';
import { useShoppingPreview } from './useShoppingPreview';

interface Props {
  onClose: () => void;
  /** The backend has stored the new list. */
  onCreated: (id: string) => void;
}

export default function NewShoppingListDialog({ onClose, onCreated }: Props) {
  const dispatch = useAppDispatch();
  const profileHeads = useAppSelector((state) => state.auth.user?.heads);
  const creation = useAppSelector(selectShopping).creation;
  // One id per dialog: sending the same list again after a failure is answered with the stored one.
  const [id] = useState(newListId);
  const [range, setRange] = useState(() => defaultShoppingRange(today()));
  const [heads, setHeads] = useState<Headcounts>(() => ({ ...(profileHeads ?? DEFAULT_HEADS) }));
  const [buildError, setBuildError] = useState<string>();
  const { preview, retry } = useShoppingPreview({ ...range, heads });
  const mine = creation.id === id ? creation : undefined;
  const saving = mine?.status === 'saving';

  useEffect(() => {
    if (mine?.status === 'done') onCreated(id);
  }, [mine?.status, id, onCreated]);
  useEffect(() => () => void dispatch(creationReset()), [dispatch]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (preview.state !== 'ready' || saving) return;
    try {
      const list = newShoppingList(preview.data, id, { weeks: preview.weeks, ...range, heads });
      setBuildError(undefined);
      dispatch(listCreateRequested(list));
    } catch (error) {
      setBuildError(messageOf(error));
    }
  };
  const error = buildError ?? (mine?.status === 'failed' ? mine.error : undefined);

  return (
    <Dialog
      open
      onClose={saving ? undefined : onClose}
      maxWidth="sm"
      fullWidth
      aria-labelledby="new-list-title"
    >
      <DialogTitle id="new-list-title">Neue Einkaufsliste</DialogTitle>
      <form noValidate onSubmit={submit}>
        <DialogContent>
          <Stack spacing={2}>
            <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', pt: 1 }}>
              <TextField
                label="Startdatum"
                type="date"
                value={range.startDate}
                onChange={(e) => setRange({ ...range, startDate: e.target.value })}
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <TextField
                label="Enddatum"
                type="date"
                value={range.endDate}
                onChange={(e) => setRange({ ...range, endDate: e.target.value })}
                slotProps={{ inputLabel: { shrink: true } }}
              />
            </Stack>
            <div>
              <Typography variant="subtitle1" component="h3">
                Personen je Altersgruppe
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
                Gilt für Tage ohne eigene Personenzahlen im Speiseplan.
              </Typography>
              <HeadcountInputs heads={heads} onChange={setHeads} />
            </div>
            <ShoppingPreviewInfo preview={preview} onRetry={retry} />
            {error ? <Alert severity="error">{error}</Alert> : null}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={saving}>
            Abbrechen
          </Button>
          <Button type="submit" variant="contained" disabled={preview.state !== 'ready' || saving}>
            {saving ? 'Wird erstellt …' : 'Einkaufsliste erstellen'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
