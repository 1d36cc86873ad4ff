/**
 * Allergens and additive marks of a recipe, as code and German name ("10 Milch"); labels such as MSC are
 * no allergen or additive and are listed apart, as "Kennzeichnungen".
 */
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  allergenLabel,
  allergenLegend,
  declarationMarks,
  labelMarks,
  type AllergenId,
} from '@speiseplaner/shared';

export default function AllergenList({ ids }: { ids: AllergenId[] }) {
  const codes = declarationMarks(ids);
  const labels = labelMarks(ids);
  return (
    <Stack spacing={1.5}>
      {codes.length === 0 ? (
        <Typography>Keine kennzeichnungspflichtigen Allergene oder Zusatzstoffe.</Typography>
      ) : (
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ flexWrap: 'wrap' }}
          aria-label="Allergene und Zusatzstoffe"
        >
          {codes.map((id) => (
            <Chip key={id} variant="outlined" label={`${id} ${allergenLabel(id)}`} />
          ))}
        </Stack>
      )}
      {labels.length ? (
        <Typography component="div" data-testid="recipe-labels">
          <strong>Kennzeichnungen:</strong>{' '}
          {labels.map((id) => `${allergenLabel(id)} (${allergenLegend(id)})`).join(', ')}
        </Typography>
      ) : null}
    </Stack>
  );
}
