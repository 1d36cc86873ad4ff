/**
 * Allergens and additive marks of a recipe, as code and German name ("10 Milch"); labels such as MSC are
 * no allergen or additive and are listed apart, as "Kennzeichnungen" (the one rule: shared allergenMarks).
 */
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  allergenLabel,
  allergenLegend,
  listedMarks,
  ownAllergensNote,
  type AllergenId,
} from '@speiseplaner/shared';

/** `own`: ingredients whose allergens are the kitchen's own marks (shown as „eigene Angabe“). */
export default function AllergenList({ ids, own = [] }: { ids: AllergenId[]; own?: string[] }) {
  const { codes, labels } = listedMarks(ids);
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
      {own.length ? (
        <Typography variant="body2" data-testid="recipe-own-allergens" sx={{ fontStyle: 'italic' }}>
          {ownAllergensNote(own)}
        </Typography>
      ) : null}
      {labels.length ? (
        <Typography component="div" data-testid="recipe-labels">
          <strong>Kennzeichnungen:</strong>{' '}
          {labels.map((id) => `${allergenLabel(id)} (${allergenLegend(id)})`).join(', ')}
        </Typography>
      ) : null}
    </Stack>
  );
}
