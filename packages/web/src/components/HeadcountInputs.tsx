/**
 * Headcounts per age group for scaling a recipe or a shopping list. Each field is checked as it is typed
 * with the shared `checkHeadcountInput` (docs/domain-rules.md, "Headcounts"): empty counts 0; a negative,
 * fractional, absurd or non-numeric entry shows the German message below the field and is not passed on,
 * so it is never saved or computed with.
 */
import { useState } from 'react';
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
  heads: Headcounts;
  onChange: (heads: Headcounts) => void;
}

export default function HeadcountInputs({ heads, onChange }: Props) {
  // What the cook typed, per field, while it differs from the number passed on (empty, or refused).
  const [typed, setTyped] = useState<Partial<Record<AgeGroupId, string>>>({});
  return (
    <Stack
      direction="row"
      spacing={2}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}
      role="group"
      aria-label="Personenzahlen"
    >
      {AGE_GROUPS.map((group) => {
        const text = typed[group.id];
        const check = text === undefined ? undefined : checkHeadcountInput(text);
        const message = check && !check.ok ? check.message : undefined;
        return (
          <TextField
            key={group.id}
            label={group.label}
            type="number"
            size="small"
            value={text ?? String(heads[group.id] ?? 0)}
            onChange={(e) => {
              const value = e.target.value;
              const result = checkHeadcountInput(value);
              setTyped((old) => {
                const next = { ...old };
                if (result.ok && String(result.value) === value.trim()) delete next[group.id];
                else next[group.id] = value;
                return next;
              });
              if (result.ok) onChange({ ...heads, [group.id]: result.value });
            }}
            error={message !== undefined}
            helperText={message}
            slotProps={{ htmlInput: { min: 0, max: MAX_HEADCOUNT, step: 1, inputMode: 'numeric' } }}
            // Wide enough for the longest label, 'Oberstufe und Erwachsene', not to be cut off.
            sx={{ width: 200 }}
          />
        );
      })}
    </Stack>
  );
}
