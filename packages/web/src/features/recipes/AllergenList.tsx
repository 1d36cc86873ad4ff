/** Allergens and additive marks of a recipe, as code and German name ("10 Milch"). */
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { allergenLabel, type AllergenId } from '@speiseplaner/shared';

export default function AllergenList({ ids }: { ids: AllergenId[] }) {
  if (ids.length === 0)
    return <Typography>Keine kennzeichnungspflichtigen Allergene oder Zusatzstoffe.</Typography>;
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ flexWrap: 'wrap' }}
      aria-label="Allergene und Zusatzstoffe"
    >
      {ids.map((id) => (
        <Chip key={id} variant="outlined" label={`${id} ${allergenLabel(id)}`} />
      ))}
    </Stack>
  );
}
