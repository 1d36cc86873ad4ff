/**
 * The twelve months of a recipe: in-season months filled and ticked, the others outlined; screen readers
 * hear each month with "Saison" or "keine Saison", so colour alone never carries it (WCAG 1.4.1).
 */
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Check from '@mui/icons-material/Check';
import { MONTH_ABBREVIATIONS, MONTH_NAMES } from '@speiseplaner/shared';
import VisuallyHidden from '../../components/VisuallyHidden';

export default function SeasonMonths({ months }: { months: boolean[] }) {
  return (
    <Stack
      direction="row"
      spacing={0.5}
      useFlexGap
      sx={{ flexWrap: 'wrap' }}
      role="group"
      aria-label="Saison"
    >
      {MONTH_ABBREVIATIONS.map((abbr, i) => (
        <Chip
          key={abbr}
          size="small"
          label={
            <>
              {abbr}
              <VisuallyHidden>{months[i] ? ' Saison' : ' keine Saison'}</VisuallyHidden>
            </>
          }
          title={`${MONTH_NAMES[i]}: ${months[i] ? 'Saison' : 'keine Saison'}`}
          icon={months[i] ? <Check aria-hidden /> : undefined}
          color={months[i] ? 'success' : 'default'}
          variant={months[i] ? 'filled' : 'outlined'}
        />
      ))}
    </Stack>
  );
}
