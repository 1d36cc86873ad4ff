/**
 * The rows of the Zutaten table: what each column shows, computed by the domain core (current price,
 * comparable price, warning flags), plus search and sorting. No price arithmetic happens here.
 */
import {
  comparablePrice,
  currentPrice,
  currentPriceEntry,
  effectiveAllergens,
  effectivePrice,
  foodGroupLabel,
  ingredientWarnings,
  matchesSearch,
  ownAllergenOf,
  warningFlagLabel,
  type Ingredient,
  type PriceSource,
  type UserAllergens,
  type UserPrices,
} from '@speiseplaner/shared';

export interface IngredientRow {
  slug: string;
  name: string;
  unit: string;
  referenceAmount: number;
  /** Catalogue price for referenceAmount that applies today; undefined without any price. */
  currentPrice?: number;
  /** Euro per 100 units of the price that counts for this kitchen (own price, then the Träger's). */
  comparable?: number;
  ownPrice: boolean;
  /** Where that price comes from: own, the Träger's, the catalogue, or none (shared PRICE_SOURCE_LABELS). */
  priceSource: PriceSource;
  /** Allergen and additive codes that count for this kitchen ("16a, 21"), its own marks first. */
  allergens: string;
  /** The kitchen keeps own allergen marks for this ingredient („eigene Angabe“). */
  ownAllergens: boolean;
  foodGroup: string;
  flags: string[];
}

export type SortKey =
  'name' | 'unit' | 'referenceAmount' | 'currentPrice' | 'comparable' | 'allergens' | 'foodGroup' | 'flags';
export type SortDirection = 'asc' | 'desc';

export function ingredientRow(
  ingredient: Ingredient,
  userPrices: UserPrices,
  day: string,
  userAllergens: UserAllergens = {},
  organisationPrices: UserPrices = {},
): IngredientRow {
  const entry = currentPriceEntry(ingredient.prices, day);
  const effective = effectivePrice(ingredient, userPrices, day, organisationPrices);
  const own = ownAllergenOf(userAllergens, ingredient.slug);
  return {
    slug: ingredient.slug,
    name: ingredient.name,
    unit: ingredient.unit,
    referenceAmount: ingredient.referenceAmount,
    currentPrice: entry ? currentPrice(ingredient, day) : undefined,
    comparable: effective.source === 'none' ? undefined : comparablePrice(effective.price, effective.amount),
    ownPrice: effective.source === 'user',
    priceSource: effective.source,
    allergens: effectiveAllergens(ingredient.allergens, own).join(', '),
    ownAllergens: own !== undefined,
    foodGroup: foodGroupLabel(ingredient.foodGroup),
    flags: ingredientWarnings(ingredient).map(warningFlagLabel),
  };
}

const collator = new Intl.Collator('de', { sensitivity: 'base', numeric: true });

function compare(a: IngredientRow, b: IngredientRow, key: SortKey): number {
  if (key === 'flags') return collator.compare(a.flags.join(', '), b.flags.join(', '));
  const x = a[key];
  const y = b[key];
  if (typeof x === 'number' && typeof y === 'number') return x - y;
  return collator.compare(String(x ?? ''), String(y ?? ''));
}

/** Rows without a value in a price column sort last in both directions. */
function missing(row: IngredientRow, key: SortKey): boolean {
  return (key === 'currentPrice' || key === 'comparable') && row[key] === undefined;
}

/** Rows whose name, slug, food group or flags contain the search text, sorted by one column. */
export function visibleRows(
  rows: readonly IngredientRow[],
  search: string,
  key: SortKey,
  direction: SortDirection,
): IngredientRow[] {
  const found = rows.filter((r) => matchesSearch([r.name, r.slug, r.foodGroup, ...r.flags], search));
  const sign = direction === 'asc' ? 1 : -1;
  return found.sort(
    (a, b) =>
      Number(missing(a, key)) - Number(missing(b, key)) ||
      sign * compare(a, b, key) ||
      collator.compare(a.name, b.name),
  );
}
