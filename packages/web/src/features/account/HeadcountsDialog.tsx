/** Dialog for the default headcounts per age group; each input is read with the shared `parseHeadcount`. */
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
  heads: Headcounts;
  onSave: (heads: Headcounts) => void;
  onClose: () => void;
}

export default function HeadcountsDialog({ heads, onSave, onClose }: Props) {
  const [inputs, setInputs] = useState<Record<AgeGroupId, string>>(
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
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="heads-title">
      <DialogTitle id="heads-title">Personenzahlen je Altersgruppe</DialogTitle>
      <form noValidate onSubmit={submit}>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            Wie viele Personen essen an einem üblichen Tag mit? Die Zahlen gelten für neue Speiseplanwochen
            und lassen sich je Tag ändern.
          </DialogContentText>
          <Stack spacing={2}>
            {AGE_GROUPS.map((group) => (
              <TextField
                key={group.id}
                label={group.label}
                type="number"
                value={inputs[group.id]}
                onChange={(event) => setInputs({ ...inputs, [group.id]: event.target.value })}
                slotProps={{ htmlInput: { min: 0, inputMode: 'numeric' } }}
              />
            ))}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Abbrechen</Button>
          <Button type="submit" variant="contained">
            Übernehmen
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
