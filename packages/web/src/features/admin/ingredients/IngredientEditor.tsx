/**
 * The Zutatenkatalog's editor (/verwaltung/zutaten?zutat=<slug>, a new one at ?neu): every field of a
 * shared-catalogue ingredient. Nothing is saved until the shared form check (admin/ingredientForm.ts)
 * passes; then the whole ingredient goes to the ingredients slice and out through its autosave with the
 * version this admin last saw. A stale version opens the conflict dialog (platform/autosave), never an
 * overwrite. Typed text stays in the form on every refusal; only choosing the stored version in the
 * conflict dialog replaces it.
 */
import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  checkIngredientForm,
  FOOD_GROUPS,
  INGREDIENT_FLAGS,
  ingredientFormOf,
  newIngredientForm,
  NUTRIENT_CATEGORIES,
  parsePriceInput,
  sameContent,
  slugify,
  today,
  UNITS,
  type FoodGroupId,
  type Ingredient,
  type IngredientForm,
  type IngredientFormErrors,
  type IngredientFormField,
  type UnitId,
} from '@speiseplaner/shared';
import { AllergenCheckboxes } from '../../../components/AllergenCheckboxes';
import { useAppDispatch, useAppSelector } from '../../../platform/hooks';
import { saveRequested, selectDocSave } from '../../../platform/autosave/autosaveSlice';
import {
  catalogueIngredientEdited,
  ingredientAdded,
  INGREDIENTS_AREA,
  selectIngredientMap,
} from '../../ingredients/ingredientsSlice';
import PriceHistoryEditor from './PriceHistoryEditor';

const fieldId = (field: IngredientFormField) => `ingredient-${field}`;

/** Order of the fields on the page: the first one with a message gets the focus. */
const FIELD_ORDER: readonly IngredientFormField[] = [
  'form',
  'name',
  'slug',
  'unit',
  'referenceAmount',
  'netReferenceAmount',
  'referenceAmountInG',
  'foodGroup',
  'link',
  'allergens',
  'calories',
  ...NUTRIENT_CATEGORIES.map((n) => n.id),
  'prices',
];

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" sx={{ p: 2 }} aria-label={title}>
      <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

interface Props {
  /** The stored ingredient; undefined for a new one. */
  stored?: Ingredient;
  /** After a new ingredient was handed to the autosave: its slug. */
  onCreated?: (slug: string) => void;
}

export default function IngredientEditor({ stored, onCreated }: Props) {
  const dispatch = useAppDispatch();
  const items = useAppSelector(selectIngredientMap);
  const isNew = stored === undefined;
  const [form, setForm] = useState<IngredientForm>(() =>
    stored ? ingredientFormOf(stored) : newIngredientForm(),
  );
  const [slugTyped, setSlugTyped] = useState(false);
  const [errors, setErrors] = useState<IngredientFormErrors>({});
  const [reloaded, setReloaded] = useState(false);
  // The stored content the form builds on (or last sent): another content arriving means the admin
  // chose the stored version in the conflict dialog, so the form shows that one.
  const [known, setKnown] = useState(stored);
  if (stored && known && !sameContent(stored, known)) {
    setKnown(stored);
    setForm(ingredientFormOf(stored));
    setErrors({});
    setReloaded(true);
  }
  const slug = stored?.slug ?? (slugTyped ? form.slug : slugify(form.name));
  const save = useAppSelector((state) =>
    stored ? selectDocSave(state, { area: INGREDIENTS_AREA, key: stored.slug }) : undefined,
  );

  const change = (changes: Partial<IngredientForm>) => {
    setForm((previous) => ({ ...previous, ...changes }));
    setReloaded(false);
  };
  const clearError = (field: IngredientFormField) =>
    setErrors((previous) => {
      if (!(field in previous) && !('form' in previous)) return previous;
      const { [field]: _cleared, form: _form, ...rest } = previous;
      return rest;
    });

  const submit = () => {
    const checked = checkIngredientForm(
      { ...form, slug },
      {
        version: stored?.version ?? 0,
        today: today(),
        ...(isNew ? { slugTaken: (candidate: string) => Object.hasOwn(items, candidate) } : {}),
      },
    );
    if ('errors' in checked) {
      setErrors(checked.errors);
      const first = FIELD_ORDER.find((field) => checked.errors[field] !== undefined);
      if (first) document.getElementById(fieldId(first))?.focus();
      return;
    }
    setErrors({});
    const { ingredient } = checked;
    setKnown(ingredient);
    dispatch(isNew ? ingredientAdded(ingredient) : catalogueIngredientEdited(ingredient));
    // Written now, not after the autosave's pause: the admin asked for it.
    dispatch(saveRequested({ area: INGREDIENTS_AREA, key: ingredient.slug }));
    if (isNew) onCreated?.(ingredient.slug);
  };

  const numberField = (
    field: 'referenceAmount' | 'netReferenceAmount' | 'referenceAmountInG' | 'calories',
    label: string,
    helper: string,
  ) => (
    <TextField
      id={fieldId(field)}
      label={label}
      size="small"
      value={form[field]}
      error={errors[field] !== undefined}
      helperText={errors[field] ?? helper}
      onChange={(event) => {
        change({ [field]: event.target.value });
        clearError(field);
      }}
      slotProps={{ htmlInput: { inputMode: 'decimal' } }}
    />
  );
  const hasErrors = Object.keys(errors).length > 0;

  return (
    <Stack spacing={2}>
      {hasErrors ? (
        <Alert severity="error" role="alert" id={fieldId('form')} tabIndex={-1}>
          {errors.form ?? 'Bitte prüfen Sie die markierten Felder. Gespeichert wurde nichts.'}
        </Alert>
      ) : null}
      {reloaded ? (
        <Alert severity="info">
          Die gespeicherte Fassung wurde geladen; Ihre Änderungen wurden verworfen.
        </Alert>
      ) : null}

      <Section title="Grunddaten">
        <Stack spacing={2}>
          <TextField
            id={fieldId('name')}
            label="Name"
            required
            size="small"
            value={form.name}
            error={errors.name !== undefined}
            helperText={errors.name}
            onChange={(event) => {
              change({ name: event.target.value });
              clearError('name');
              if (isNew && !slugTyped) clearError('slug');
            }}
          />
          <TextField
            id={fieldId('slug')}
            label="Kurzbezeichnung"
            required={isNew}
            size="small"
            value={slug}
            slotProps={{ htmlInput: { readOnly: !isNew } }}
            error={errors.slug !== undefined}
            helperText={
              errors.slug ??
              (isNew
                ? 'Kleinbuchstaben, Ziffern und Bindestriche; Rezepte verweisen damit auf die Zutat. Später nicht mehr änderbar.'
                : 'Rezepte verweisen mit ihr auf die Zutat; sie bleibt daher fest.')
            }
            onChange={(event) => {
              setSlugTyped(true);
              change({ slug: event.target.value });
              clearError('slug');
            }}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              id={fieldId('unit')}
              select
              label="Einheit"
              size="small"
              value={form.unit}
              error={errors.unit !== undefined}
              helperText={
                errors.unit ??
                (isNew ? undefined : 'Rezeptmengen stehen in dieser Einheit und werden nicht umgerechnet.')
              }
              onChange={(event) => change({ unit: event.target.value as UnitId })}
              sx={{ minWidth: 180 }}
            >
              {UNITS.map((unit) => (
                <MenuItem key={unit.id} value={unit.id}>
                  {unit.label} ({unit.id})
                </MenuItem>
              ))}
            </TextField>
            <TextField
              id={fieldId('foodGroup')}
              select
              label="Lebensmittelgruppe"
              size="small"
              value={form.foodGroup}
              error={errors.foodGroup !== undefined}
              helperText={errors.foodGroup ?? 'Für den DGE-Check und die Einkaufsliste'}
              onChange={(event) => change({ foodGroup: event.target.value as FoodGroupId })}
              sx={{ minWidth: 260 }}
            >
              {FOOD_GROUPS.map((group) => (
                <MenuItem key={group.id} value={group.id}>
                  {group.label}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
            {numberField('referenceAmount', `Bezugsmenge (${form.unit})`, 'Menge, für die ein Preis gilt')}
            {numberField('netReferenceAmount', `davon essbar (${form.unit})`, 'nach Schälen und Putzen')}
            {numberField('referenceAmountInG', 'Gewicht der Bezugsmenge (g)', 'für Nährwerte und DGE-Check')}
          </Stack>
          <TextField
            id={fieldId('link')}
            label="Link (optional)"
            size="small"
            value={form.link}
            error={errors.link !== undefined}
            helperText={errors.link ?? 'z. B. zum Produktblatt des Großhändlers'}
            onChange={(event) => {
              change({ link: event.target.value });
              clearError('link');
            }}
          />
          <FormControlLabel
            control={
              <Checkbox checked={form.isOrganic} onChange={(_e, checked) => change({ isOrganic: checked })} />
            }
            label="Bio (zählt für den Bio-Anteil)"
          />
        </Stack>
      </Section>

      <Section title="Allergene und Zusatzstoffe">
        <Stack spacing={2} id={fieldId('allergens')} tabIndex={-1}>
          <AllergenCheckboxes
            marks={form.allergens}
            onToggle={(id, checked) => {
              change({
                allergens: checked ? [...form.allergens, id] : form.allergens.filter((m) => m !== id),
              });
              clearError('allergens');
            }}
          />
          {errors.allergens ? <FormHelperText error>{errors.allergens}</FormHelperText> : null}
        </Stack>
      </Section>

      <Section title="Nährwerte je 100 g">
        <Stack spacing={2}>
          {numberField('calories', 'Energie (kcal)', 'leer = unbekannt (0)')}
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
            {NUTRIENT_CATEGORIES.map((nutrient) => (
              <TextField
                key={nutrient.id}
                id={fieldId(nutrient.id)}
                label={`${nutrient.label} (g)`}
                size="small"
                value={form.components[nutrient.id]}
                error={errors[nutrient.id] !== undefined}
                helperText={errors[nutrient.id]}
                onChange={(event) => {
                  change({ components: { ...form.components, [nutrient.id]: event.target.value } });
                  clearError(nutrient.id);
                }}
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              />
            ))}
          </Stack>
        </Stack>
      </Section>

      <Section title="Merkmale für Warnungen und DGE-Check">
        {(['food', 'diet'] as const).map((kind) => (
          <fieldset key={kind} style={{ border: 0, margin: 0, padding: 0 }}>
            <FormLabel component="legend">{kind === 'food' ? 'Lebensmittelart' : 'Ernährungsform'}</FormLabel>
            <FormGroup row>
              {INGREDIENT_FLAGS.filter((flag) => flag.kind === kind).map((flag) => (
                <FormControlLabel
                  key={flag.id}
                  sx={{ minWidth: 220 }}
                  control={
                    <Checkbox
                      checked={form.flags[flag.id]}
                      onChange={(_e, checked) => change({ flags: { ...form.flags, [flag.id]: checked } })}
                    />
                  }
                  label={flag.label}
                />
              ))}
            </FormGroup>
          </fieldset>
        ))}
      </Section>

      <Section title="Preisverlauf">
        <div id={fieldId('prices')} tabIndex={-1}>
          <PriceHistoryEditor
            prices={form.prices}
            referenceAmount={positiveOrNull(form.referenceAmount)}
            unit={form.unit}
            error={errors.prices}
            onChange={(prices) => {
              change({ prices });
              clearError('prices');
            }}
          />
        </div>
      </Section>

      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button variant="contained" onClick={submit}>
          {isNew ? 'Zutat anlegen' : 'Speichern'}
        </Button>
      </Stack>
      {save?.status === 'retrying' && save.message ? <Alert severity="warning">{save.message}</Alert> : null}
    </Stack>
  );
}

function positiveOrNull(text: string): number | null {
  const value = parsePriceInput(text);
  return value !== null && value > 0 ? value : null;
}
