/** The twelve months of a recipe: in-season months filled, the others outlined. */
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { MONTH_ABBREVIATIONS, MONTH_NAMES } from '@speiseplaner/shared';

export default function SeasonMonths({ months }: { months: boolean[] }) {
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }} aria-label="Saison">
      {MONTH_ABBREVIATIONS.map((abbr, i) => (
        <Chip
          key={abbr}
          size="small"
          label={abbr}
          title={`${MONTH_NAMES[i]}: ${months[i] ? 'Saison' : 'keine Saison'}`}
          color={months[i] ? 'success' : 'default'}
          variant={months[i] ? 'filled' : 'outlined'}
        />
      ))}
    </Stack>
  );
}
