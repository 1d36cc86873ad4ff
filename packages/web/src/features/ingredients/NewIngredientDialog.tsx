/**
 * Admins add an ingredient to the shared catalogue. It is added (and autosaved) only when its slug does
 * not exist yet; otherwise the dialog says so and keeps the input.
 */
import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  FOOD_GROUPS,
  IngredientSchema,
  parsePriceInput,
  slugify,
  today,
  UNIT_IDS,
  type FoodGroupId,
  type UnitId,
} from '@speiseplaner/shared';
import { useAppDispatch, useAppSelector } from '../../platform/hooks';
import { ingredientAdded, selectIngredientMap } from './ingredientsSlice';

interface Props {
  onClose: () => void;
  onAdded: (slug: string) => void;
}

export default function NewIngredientDialog({ onClose, onAdded }: Props) {
  const dispatch = useAppDispatch();
  const items = useAppSelector(selectIngredientMap);
  const [name, setName] = useState('');
  const [slugInput, setSlugInput] = useState<string | null>(null);
  const [unit, setUnit] = useState<UnitId>('g');
  const [amount, setAmount] = useState('100');
  const [net, setNet] = useState('100');
  const [grams, setGrams] = useState('100');
  const [price, setPrice] = useState('');
  const [foodGroup, setFoodGroup] = useState<FoodGroupId>('vegetables');
  const [error, setError] = useState<string | null>(null);
  const slug = slugInput ?? slugify(name);

  const submit = () => {
    if (items[slug]) {
      setError(`Eine Zutat mit der Kurzbezeichnung „${slug}“ gibt es schon.`);
      return;
    }
    const referenceAmount = parsePriceInput(amount) ?? 0;
    const priceValue = parsePriceInput(price);
    const parsed = IngredientSchema.safeParse({
      slug,
      name: name.trim(),
      unit,
      referenceAmount,
      netReferenceAmount: parsePriceInput(net) ?? 0,
      referenceAmountInG: parsePriceInput(grams) ?? 0,
      prices: priceValue === null ? [] : [{ price: priceValue, fromDate: today(), referenceAmount }],
      foodGroup,
    });
    if (!parsed.success) {
      setError(
        'Bitte Name, Kurzbezeichnung und Mengen über 0 angeben; die essbare Menge höchstens die Bezugsmenge.',
      );
      return;
    }
    dispatch(ingredientAdded(parsed.data));
    onClose();
    onAdded(slug);
  };

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="new-ingredient-title">
      <DialogTitle id="new-ingredient-title">Neue Zutat</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {/* The dialog's first input takes the focus, so typing starts the name (docs/product.md). */}
          <TextField label="Name" value={name} required autoFocus onChange={(e) => setName(e.target.value)} />
          <TextField
            label="Kurzbezeichnung"
            value={slug}
            error={error !== null}
            helperText={error ?? 'Kleinbuchstaben, Ziffern und Bindestriche'}
            onChange={(e) => {
              setSlugInput(e.target.value);
              setError(null);
            }}
          />
          <TextField select label="Einheit" value={unit} onChange={(e) => setUnit(e.target.value as UnitId)}>
            {UNIT_IDS.map((id) => (
              <MenuItem key={id} value={id}>
                {id}
              </MenuItem>
            ))}
          </TextField>
          <Stack direction="row" spacing={2}>
            <TextField label="Bezugsmenge" value={amount} onChange={(e) => setAmount(e.target.value)} />
            <TextField label="davon essbar" value={net} onChange={(e) => setNet(e.target.value)} />
            <TextField label="Gewicht in g" value={grams} onChange={(e) => setGrams(e.target.value)} />
          </Stack>
          <TextField
            label="Preis für die Bezugsmenge (€)"
            value={price}
            onChange={(e) => setPrice(e.target.value)}
          />
          <TextField
            select
            label="Lebensmittelgruppe"
            value={foodGroup}
            onChange={(e) => setFoodGroup(e.target.value as FoodGroupId)}
          >
            {FOOD_GROUPS.map((g) => (
              <MenuItem key={g.id} value={g.id}>
                {g.label}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Abbrechen</Button>
        <Button variant="contained" onClick={submit} disabled={!name.trim() || !slug}>
          Zutat anlegen
        </Button>
      </DialogActions>
    </Dialog>
  );
}
