/**
 * 'Allergene Ihres Produkts: {Zutat}' (docs/product.md, "Own allergen marks"): a kitchen whose product of
 * an ingredient carries other allergens than the catalogue says ticks what its product carries and gives
 * the reason. The marks apply to this kitchen only; Speiseplan, recipes, Aushang and shopping list show
 * them as „eigene Angabe“. "Katalogangabe verwenden" removes them again.
 */
import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  allergenLabel,
  effectiveAllergens,
  MAX_ALLERGEN_REASON_LENGTH,
  ownAllergenOf,
  sortAllergenIds,
  type Ingredient,
} from '@speiseplaner/shared';
import { AllergenCheckboxes } from '../../components/AllergenCheckboxes';
import { useAppDispatch, useAppSelector } from '../../platform/hooks';
import { ownAllergensChanged, ownAllergensReset, selectIngredients } from './ingredientsSlice';

const NO_MARKS = {};

const listText = (ids: readonly string[]) =>
  ids.length ? ids.map((id) => `${allergenLabel(id)} (${id})`).join(', ') : 'keine';

export default function OwnAllergensDialog({
  ingredient,
  onClose,
}: {
  ingredient: Ingredient;
  onClose: () => void;
}) {
  const dispatch = useAppDispatch();
  const stored = useAppSelector((state) => state.auth.user?.allergens ?? NO_MARKS);
  const { ownAllergens: status, ownAllergensError: error } = useAppSelector(selectIngredients);
  const own = ownAllergenOf(stored, ingredient.slug);
  const [marks, setMarks] = useState<string[]>(() => effectiveAllergens(ingredient.allergens, own));
  const [reason, setReason] = useState(own?.reason ?? '');
  const [sent, setSent] = useState(false);

  useEffect(() => {
    dispatch(ownAllergensReset());
  }, [dispatch]);
  useEffect(() => {
    if (sent && status === 'saved') onClose();
  }, [sent, status, onClose]);

  const save = (change: Parameters<typeof ownAllergensChanged>[0]) => {
    setSent(true);
    dispatch(ownAllergensChanged(change));
  };
  const toggle = (id: string, checked: boolean) =>
    setMarks((current) => (checked ? sortAllergenIds([...current, id]) : current.filter((m) => m !== id)));
  const saving = status === 'saving';

  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="own-allergens-title">
      <DialogTitle id="own-allergens-title">Allergene Ihres Produkts: {ingredient.name}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography variant="body2">
            Laut Zutatenkatalog: {listText(sortAllergenIds(ingredient.allergens))}. Enthält Ihr Produkt andere
            Allergene oder Zusatzstoffe, kreuzen Sie an, was es enthält, und nennen Sie den Grund. Die Angabe
            gilt nur für Ihre Einrichtung; Speiseplan, Rezepte, Aushang und Einkaufsliste zeigen sie als
            „eigene Angabe“.
          </Typography>
          <AllergenCheckboxes marks={marks} onToggle={toggle} />
          <TextField
            label="Grund"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            helperText="z. B. „Fladenbrot von Bäckerei Yilmaz, mit Sesam bestreut“"
            slotProps={{ htmlInput: { maxLength: MAX_ALLERGEN_REASON_LENGTH } }}
            fullWidth
          />
          {status === 'failed' && error ? <Alert severity="error">{error}</Alert> : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        {own ? (
          <Button disabled={saving} onClick={() => save({ slug: ingredient.slug, own: null })}>
            Katalogangabe verwenden
          </Button>
        ) : null}
        <Button onClick={onClose}>Abbrechen</Button>
        <Button
          variant="contained"
          disabled={saving}
          onClick={() => save({ slug: ingredient.slug, own: { allergens: marks, reason } })}
        >
          Speichern
        </Button>
      </DialogActions>
    </Dialog>
  );
}
