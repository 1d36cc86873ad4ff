/** Headcounts per age group for scaling a recipe (integers; empty, NaN or negative count 0). */
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { AGE_GROUPS, parseHeadcount, type Headcounts } from '@speiseplaner/shared';

interface Props {
  heads: Headcounts;
  onChange: (heads: Headcounts) => void;
}

export default function HeadcountInputs({ heads, onChange }: Props) {
  return (
    <Stack
      direction="row"
      spacing={2}
      useFlexGap
      sx={{ flexWrap: 'wrap' }}
      role="group"
      aria-label="Personenzahlen"
    >
      {AGE_GROUPS.map((group) => (
        <TextField
          key={group.id}
          label={group.label}
          type="number"
          size="small"
          value={heads[group.id] ?? 0}
          onChange={(e) => onChange({ ...heads, [group.id]: parseHeadcount(e.target.value) })}
          slotProps={{ htmlInput: { min: 0, step: 1 } }}
          // Wide enough for the longest label, 'Oberstufe und Erwachsene', not to be cut off.
          sx={{ width: 200 }}
        />
      ))}
    </Stack>
  );
}
