/**
 * Dialog for headcounts per age group (the profile's defaults, one plan day's numbers). Each input is
 * checked with the shared `checkHeadcountInput` when the dialog is confirmed (docs/domain-rules.md,
 * "Headcounts"): empty counts 0, groups with 0 are left out; a negative, fractional, absurd or non-numeric
 * entry keeps the dialog open with the German message below its field, and nothing is saved.
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
import {
  AGE_GROUPS,
  checkHeadcountInput,
  MAX_HEADCOUNT,
  type AgeGroupId,
  type Headcounts,
} from '@speiseplaner/shared';

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
  const [errors, setErrors] = useState<Partial<Record<AgeGroupId, string>>>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed: Headcounts = {};
    const refused: Partial<Record<AgeGroupId, string>> = {};
    for (const group of AGE_GROUPS) {
      const check = checkHeadcountInput(inputs[group.id]);
      if (!check.ok) refused[group.id] = check.message;
      else if (check.value > 0) parsed[group.id] = check.value;
    }
    setErrors(refused);
    const first = AGE_GROUPS.find((g) => refused[g.id] !== undefined);
    if (first) {
      // The first refused field gets the focus, so its message is read out and it can be corrected.
      document.getElementById(`${titleId}-${first.id}`)?.focus();
      return;
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
                id={`${titleId}-${group.id}`}
                label={group.label}
                type="number"
                value={inputs[group.id]}
                onChange={(e) => {
                  const value = e.target.value;
                  setInputs((old) => ({ ...old, [group.id]: value }));
                  // A corrected field loses its message at once; a new wrong one is named on confirming.
                  if (errors[group.id] !== undefined && checkHeadcountInput(value).ok)
                    setErrors((old) => ({ ...old, [group.id]: undefined }));
                }}
                error={errors[group.id] !== undefined}
                helperText={errors[group.id]}
                slotProps={{ htmlInput: { min: 0, max: MAX_HEADCOUNT, step: 1, inputMode: 'numeric' } }}
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
