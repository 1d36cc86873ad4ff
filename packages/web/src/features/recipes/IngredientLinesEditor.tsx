/** Edits a recipe's ingredient lines: pick an ingredient from the catalogue, amount (net) and raw mark. */
import { useMemo, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import {
  matchesSearch,
  MAX_RECIPE_INGREDIENTS,
  type Ingredient,
  type RecipeIngredient,
} from '@speiseplaner/shared';
import BlurNumberField, { amountText } from '../../components/BlurNumberField';

interface Props {
  lines: RecipeIngredient[];
  catalogue: Record<string, Ingredient>;
  onChange: (lines: RecipeIngredient[]) => void;
}

export default function IngredientLinesEditor({ lines, catalogue, onChange }: Props) {
  const [picked, setPicked] = useState<Ingredient | null>(null);
  const options = useMemo(
    () =>
      Object.values(catalogue)
        .filter((i) => !lines.some((l) => l.slug === i.slug))
        .sort((a, b) => a.name.localeCompare(b.name, 'de')),
    [catalogue, lines],
  );
  const update = (index: number, change: Partial<RecipeIngredient>) =>
    onChange(lines.map((line, i) => (i === index ? { ...line, ...change } : line)));

  return (
    <Stack spacing={1.5}>
      {lines.map((line, index) => {
        const ingredient = catalogue[line.slug];
        return (
          <Stack key={line.slug} direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Typography sx={{ minWidth: 200 }}>{ingredient?.name ?? line.slug}</Typography>
            <BlurNumberField
              label={`Menge ${ingredient?.name ?? line.slug}`}
              suffix={ingredient?.unit}
              text={amountText(line.amount)}
              onApply={(amount) => update(index, { amount })}
            />
            <FormControlLabel
              control={
                <Checkbox checked={!!line.raw} onChange={(e) => update(index, { raw: e.target.checked })} />
              }
              label="roh"
            />
            <IconButton
              aria-label={`${ingredient?.name ?? line.slug} entfernen`}
              onClick={() => onChange(lines.filter((_, i) => i !== index))}
            >
              <DeleteOutline />
            </IconButton>
          </Stack>
        );
      })}
      {lines.length < MAX_RECIPE_INGREDIENTS ? (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Autocomplete
            options={options}
            value={picked}
            onChange={(_e, value) => setPicked(value)}
            getOptionLabel={(i) => i.name}
            // The lists' search rule (shared matchesSearch): "Karotten" offers Möhren.
            filterOptions={(all, { inputValue }) => all.filter((i) => matchesSearch([i.name], inputValue))}
            isOptionEqualToValue={(a, b) => a.slug === b.slug}
            renderInput={(params) => <TextField {...params} label="Zutat hinzufügen" size="small" />}
            sx={{ minWidth: 280 }}
          />
          <Button
            variant="outlined"
            disabled={!picked}
            onClick={() => {
              if (!picked) return;
              onChange([...lines, { slug: picked.slug, amount: picked.unit === 'St.' ? 1 : 100 }]);
              setPicked(null);
            }}
          >
            Hinzufügen
          </Button>
        </Stack>
      ) : null}
    </Stack>
  );
}
