/**
 * Headcounts of one plan day per age group. Inputs are read with the core's `parseHeadcount` (whole
 * numbers; anything else or negative counts 0). 'Wie im Profil' drops the day's own numbers, so the
 * profile's defaults apply again.
 */
import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { AGE_GROUPS, parseHeadcount, type AgeGroupId, type Headcounts } from '@speiseplaner/shared';

interface Props {
  dayLabel: string;
  heads: Headcounts;
  /** `undefined`: back to the profile's defaults. */
  onSave: (heads: Headcounts | undefined) => void;
  onClose: () => void;
}

export default function DayHeadsDialog({ dayLabel, heads, onSave, onClose }: Props) {
  const [inputs, setInputs] = useState(
    () =>
      Object.fromEntries(AGE_GROUPS.map((g) => [g.id, String(heads[g.id] ?? 0)])) as Record<
        AgeGroupId,
        string
      >,
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed: Headcounts = {};
    for (const group of AGE_GROUPS) {
      const count = parseHeadcount(inputs[group.id]);
      if (count > 0) parsed[group.id] = count;
    }
    onSave(parsed);
  };
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="day-heads-title">
      <DialogTitle id="day-heads-title">Personen am {dayLabel}</DialogTitle>
      <form noValidate onSubmit={submit}>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            Wie viele Personen essen an diesem Tag je Altersgruppe mit? Die Zahlen gelten nur für diesen Tag.
          </DialogContentText>
          <Stack spacing={2}>
            {AGE_GROUPS.map((group) => (
              <TextField
                key={group.id}
                label={group.label}
                type="number"
                value={inputs[group.id]}
                onChange={(e) => setInputs((old) => ({ ...old, [group.id]: e.target.value }))}
                slotProps={{ htmlInput: { min: 0, step: 1, inputMode: 'numeric' } }}
              />
            ))}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => onSave(undefined)}>Wie im Profil</Button>
          <Button onClick={onClose}>Abbrechen</Button>
          <Button type="submit" variant="contained">
            Übernehmen
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
