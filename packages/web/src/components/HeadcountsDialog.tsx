/**
 * Dialog for headcounts per age group (the profile's defaults, one plan day's numbers). Each input is
 * read with the core's `parseHeadcount` when the dialog is confirmed: whole numbers, anything else or
 * negative counts 0; groups with 0 are left out.
 */
import { useId, useState, type FormEvent } from 'react';
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
  title: string;
  /** What the numbers are for, above the fields. */
  text: string;
  heads: Headcounts;
  onSave: (heads: Headcounts) => void;
  onClose: () => void;
  /** A further button before 'Abbrechen'. */
  extraAction?: { label: string; onClick: () => void };
}

export default function HeadcountsDialog({ title, text, heads, onSave, onClose, extraAction }: Props) {
  const titleId = useId();
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
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <form noValidate onSubmit={submit}>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{text}</DialogContentText>
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
          {extraAction ? <Button onClick={extraAction.onClick}>{extraAction.label}</Button> : null}
          <Button onClick={onClose}>Abbrechen</Button>
          <Button type="submit" variant="contained">
            Übernehmen
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
