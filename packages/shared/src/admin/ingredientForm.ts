/**
 * An ingredient of the shared catalogue as the Verwaltung's Zutatenkatalog edits it (docs/product.md,
 * "Verwaltung: Zutatenkatalog"): every field as typed text, a German message per field that is not right,
 * and the checked Ingredient once every field is. Whether a value is valid is decided by IngredientSchema,
 * the schema ingredients/save checks too; a few rules of the form are stricter than the stored data must
 * be (a link starts with http(s)://, a nutrient is at most 100 g per 100 g) and hold only for what an admin
 * types. The price history is edited entry by entry (prices/priceEntries.ts) and arrives here checked.
 */
import { ALLERGENS, type AllergenId } from '../catalogues/allergens';
import type { FoodGroupId } from '../catalogues/foodGroups';
import { INGREDIENT_FLAG_IDS, type IngredientFlagId } from '../catalogues/ingredientFlags';
import { NUTRIENT_CATEGORIES, NUTRIENT_IDS, type NutrientId } from '../catalogues/nutrientCategories';
import type { UnitId } from '../catalogues/units';
import { parsePriceInput } from '../inputs/inputs';
import { catalogueEntryOf, INGREDIENT_TOO_LARGE_MESSAGE } from '../prices/catalogueEntry';
import { MAX_AMOUNT, MAX_NAME_LENGTH } from '../schemas/limits';
import { IngredientSchema, type Ingredient, type PriceEntry } from '../schemas/ingredient';

/** Every mark of the form is an optional flag of the schema, and the other way round. */
type SchemaFlag = {
  [K in keyof Ingredient]-?: undefined extends Ingredient[K] ? K : never;
}[keyof Ingredient];
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const flagsMatchSchema: Same<SchemaFlag, IngredientFlagId> = true;
void flagsMatchSchema;

/** The ingredient as the form holds it: numbers as typed text (German decimal comma). */
export interface IngredientForm {
  slug: string;
  name: string;
  link: string;
  unit: UnitId;
  referenceAmount: string;
  netReferenceAmount: string;
  referenceAmountInG: string;
  foodGroup: FoodGroupId;
  allergens: AllergenId[];
  calories: string;
  components: Record<NutrientId, string>;
  flags: Record<IngredientFlagId, boolean>;
  isOrganic: boolean;
  /** Checked entries (prices/priceEntries.ts), sorted by date. */
  prices: PriceEntry[];
}

/** A field of the form that can carry a message; `form` is the ingredient as a whole. */
export type IngredientFormField =
  | 'slug'
  | 'name'
  | 'link'
  | 'unit'
  | 'referenceAmount'
  | 'netReferenceAmount'
  | 'referenceAmountInG'
  | 'foodGroup'
  | 'allergens'
  | 'calories'
  | NutrientId
  | 'prices'
  | 'form';

export type IngredientFormErrors = Partial<Record<IngredientFormField, string>>;

/** Largest amount of one nutrient per 100 g the form accepts. */
export const MAX_NUTRIENT_PER_100 = 100;
/** Largest energy per 100 g (the schema's bound; pure fat has about 900 kcal). */
export const MAX_CALORIES_PER_100 = 1000;

const number = (n: number) => n.toLocaleString('de-DE');
const positive = (what: string, example: string) =>
  `Bitte geben Sie ${what} als Zahl über 0 ein, z. B. ${example} (höchstens ${number(MAX_AMOUNT)}).`;

/** The German message of each field; the name, slug and the net amount have more than one. */
export const INGREDIENT_FORM_MESSAGES = {
  nameEmpty: 'Bitte geben Sie einen Namen ein.',
  nameTooLong: `Der Name darf höchstens ${MAX_NAME_LENGTH} Zeichen lang sein.`,
  slugEmpty: 'Bitte geben Sie eine Kurzbezeichnung ein.',
  slugFormat:
    'Die Kurzbezeichnung darf nur Kleinbuchstaben ohne Umlaute, Ziffern und einzelne Bindestriche enthalten, z. B. rote-linsen.',
  slugTooLong: `Die Kurzbezeichnung darf höchstens ${MAX_NAME_LENGTH} Zeichen lang sein.`,
  link: 'Bitte geben Sie eine vollständige Adresse ein, die mit https:// oder http:// beginnt, oder lassen Sie das Feld leer.',
  unit: 'Bitte wählen Sie eine Einheit.',
  foodGroup: 'Bitte wählen Sie eine Lebensmittelgruppe.',
  allergens: 'Bitte wählen Sie nur Kennzeichnungen aus der Liste.',
  referenceAmount: positive('die Bezugsmenge', '100'),
  netReferenceAmount: positive('die essbare Menge', '85'),
  netAboveReference: 'Die essbare Menge darf nicht größer als die Bezugsmenge sein.',
  referenceAmountInG: positive('das Gewicht der Bezugsmenge in Gramm', '100'),
  calories: `Bitte geben Sie die Kilokalorien je 100 g als Zahl von 0 bis ${number(MAX_CALORIES_PER_100)} ein, z. B. 36 oder 0,5.`,
  prices: 'Die Preisliste ist nicht in Ordnung. Bitte prüfen Sie die Einträge.',
  form: 'Die Angaben passen nicht zusammen. Bitte prüfen Sie die Felder.',
} as const;

/** The message of a nutrient field ("Eiweiß" …). */
export function nutrientMessage(id: NutrientId): string {
  const label = NUTRIENT_CATEGORIES.find((n) => n.id === id)?.label ?? id;
  return `Bitte geben Sie ${label} in Gramm je 100 g als Zahl von 0 bis ${MAX_NUTRIENT_PER_100} ein, z. B. 3,5.`;
}

/** The refusal of a new slug that the catalogue has already. */
export function slugTakenMessage(slug: string): string {
  return `Eine Zutat mit der Kurzbezeichnung „${slug}“ gibt es schon.`;
}

const noFlags = () =>
  Object.fromEntries(INGREDIENT_FLAG_IDS.map((id) => [id, false])) as Record<IngredientFlagId, boolean>;

/** An amount as the form shows it: German decimal comma, no thousands dots ("0,5", "1000"). */
export const amountInput = (amount: number) => String(amount).replace('.', ',');

/** The form of a new ingredient: grams, reference amount 100 (all of it edible), organic, no price. */
export function newIngredientForm(): IngredientForm {
  return {
    slug: '',
    name: '',
    link: '',
    unit: 'g',
    referenceAmount: '100',
    netReferenceAmount: '100',
    referenceAmountInG: '100',
    foodGroup: 'other',
    allergens: [],
    calories: '',
    components: { protein: '', carbs: '', fat: '', fiber: '', salt: '' },
    flags: noFlags(),
    isOrganic: true,
    prices: [],
  };
}

/** The form of a stored ingredient. */
export function ingredientFormOf(ingredient: Ingredient): IngredientForm {
  const flags = noFlags();
  for (const id of INGREDIENT_FLAG_IDS) flags[id] = ingredient[id] === true;
  return {
    slug: ingredient.slug,
    name: ingredient.name,
    link: ingredient.link,
    unit: ingredient.unit,
    referenceAmount: amountInput(ingredient.referenceAmount),
    netReferenceAmount: amountInput(ingredient.netReferenceAmount),
    referenceAmountInG: amountInput(ingredient.referenceAmountInG),
    foodGroup: ingredient.foodGroup,
    allergens: [...ingredient.allergens],
    calories: amountInput(ingredient.calories),
    components: Object.fromEntries(
      NUTRIENT_IDS.map((id) => [id, amountInput(ingredient.components[id])]),
    ) as Record<NutrientId, string>,
    flags,
    isOrganic: ingredient.isOrganic,
    prices: [...ingredient.prices],
  };
}

export interface IngredientFormOptions {
  /** The version the admin last saw (0 for a new ingredient). */
  version: number;
  /** For a new ingredient: whether the catalogue has the slug already. Absent when editing one. */
  slugTaken?: (slug: string) => boolean;
  /** Today in Europe/Berlin (`yyyy-MM-dd`), for the size bound of a catalogue entry. */
  today: string;
}

const SIMPLE_FIELDS: readonly IngredientFormField[] = [
  'slug',
  'name',
  'link',
  'unit',
  'referenceAmount',
  'netReferenceAmount',
  'referenceAmountInG',
  'foodGroup',
  'allergens',
  'calories',
  'prices',
];

/** The field of a schema issue's path: `components.fat` is the field `fat`. */
function fieldOf(path: readonly PropertyKey[]): IngredientFormField | undefined {
  const [first, second] = path;
  if (first === 'components' && (NUTRIENT_IDS as readonly unknown[]).includes(second))
    return second as NutrientId;
  return (SIMPLE_FIELDS as readonly unknown[]).includes(first) ? (first as IngredientFormField) : undefined;
}

function messageOf(field: IngredientFormField, code: string, form: IngredientForm): string {
  const m = INGREDIENT_FORM_MESSAGES;
  switch (field) {
    case 'name':
      return code === 'too_big' ? m.nameTooLong : m.nameEmpty;
    case 'slug':
      if (form.slug.trim() === '') return m.slugEmpty;
      return code === 'too_big' ? m.slugTooLong : m.slugFormat;
    case 'protein':
    case 'carbs':
    case 'fat':
    case 'fiber':
    case 'salt':
      return nutrientMessage(field);
    default:
      return m[field];
  }
}

/** A number field: its value (empty gives `empty` where allowed), or NaN when the text is none. */
function numberOf(text: string, empty?: number): number {
  if (text.trim() === '' && empty !== undefined) return empty;
  return parsePriceInput(text) ?? Number.NaN;
}

/**
 * The ingredient to save, or the German message of each field that is not right (nothing is saved until
 * every field is). Empty nutrient fields count 0 (nothing known); the marks that are off are left out,
 * as the catalogue stores them.
 */
export function checkIngredientForm(
  form: IngredientForm,
  options: IngredientFormOptions,
): { ingredient: Ingredient } | { errors: IngredientFormErrors } {
  const errors: IngredientFormErrors = {};
  const slug = form.slug.trim();
  const link = form.link.trim();
  const components = Object.fromEntries(
    NUTRIENT_IDS.map((id) => [id, numberOf(form.components[id], 0)]),
  ) as Record<NutrientId, number>;
  const candidate = {
    slug,
    name: form.name.trim(),
    link,
    unit: form.unit,
    referenceAmount: numberOf(form.referenceAmount),
    netReferenceAmount: numberOf(form.netReferenceAmount),
    referenceAmountInG: numberOf(form.referenceAmountInG),
    prices: form.prices,
    calories: numberOf(form.calories, 0),
    components,
    foodGroup: form.foodGroup,
    allergens: ALLERGENS.filter((a) => form.allergens.includes(a.id)).map((a) => a.id),
    ...Object.fromEntries(INGREDIENT_FLAG_IDS.filter((id) => form.flags[id]).map((id) => [id, true])),
    isOrganic: form.isOrganic,
    version: options.version,
  };
  // Values a list of checkboxes cannot hold, but a form given by code could.
  if (candidate.allergens.length !== new Set(form.allergens).size)
    errors.allergens = INGREDIENT_FORM_MESSAGES.allergens;

  const result = IngredientSchema.safeParse(candidate);
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = fieldOf(issue.path) ?? 'form';
      errors[field] ??=
        issue.code === 'custom' && field === 'netReferenceAmount'
          ? INGREDIENT_FORM_MESSAGES.netAboveReference
          : issue.code === 'custom' && field === 'name'
            ? issue.message // the text rule's own message (schemas/plainText.ts)
            : messageOf(field, issue.code, form);
    }
  }
  // The form's own rules, stricter than the stored data must be.
  if (link !== '' && !/^https?:\/\/[^\s/]+\.[^\s]+$/i.test(link))
    errors.link ??= INGREDIENT_FORM_MESSAGES.link;
  for (const id of NUTRIENT_IDS)
    if (components[id] > MAX_NUTRIENT_PER_100) errors[id] ??= nutrientMessage(id);
  if (options.slugTaken && !errors.slug && options.slugTaken(slug)) errors.slug = slugTakenMessage(slug);
  // A net amount above the reference amount: the schema says so only when every field passes.
  const { referenceAmount, netReferenceAmount } = candidate;
  if (!errors.netReferenceAmount && !errors.referenceAmount && netReferenceAmount > referenceAmount)
    errors.netReferenceAmount = INGREDIENT_FORM_MESSAGES.netAboveReference;

  if (!result.success || Object.keys(errors).length > 0) return { errors };
  if (!catalogueEntryOf(result.data, options.today))
    return { errors: { form: INGREDIENT_TOO_LARGE_MESSAGE } };
  return { ingredient: result.data };
}
