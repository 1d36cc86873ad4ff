/**
 * Compact builder for the ingredient catalogue: one line per ingredient in the group files, expanded
 * here into the full shared `Ingredient` shape (docs/domain-shapes.md) with every default filled in, so
 * the catalogue equals what IngredientSchema.parse returns.
 */
import type { AllergenId, FoodGroupId, Ingredient, IngredientFlagId } from '@speiseplaner/shared';
import { withAllergenKinds } from './allergenKinds';

/** A yes/no mark of an ingredient (shared catalogues/ingredientFlags.ts). */
export type IngredientFlag = IngredientFlagId;

/** Protein, carbohydrates, fat, fibre, salt in g per 100 g. */
export type Nutrients = readonly [number, number, number, number, number];

export interface IngredientOptions {
  /** Default 'g'. Pieces ('St.') have referenceAmount 1, g and ml 100. */
  unit?: 'g' | 'ml' | 'St.';
  /** Edible part of the reference amount after peeling or cleaning; default all of it. */
  net?: number;
  /** Grams of the reference amount (one piece, or 100 ml); default 100 for g. */
  grams?: number;
  flags?: readonly IngredientFlag[];
  allergens?: readonly AllergenId[];
  /** Default true; false for salt, water and wild-caught sea fish, which cannot be certified organic. */
  organic?: boolean;
}

/**
 * The day the catalogue's example prices were set. The catalogue holds only this one price per ingredient:
 * the prices are estimates for organic goods in wholesale, not dated quotes, so a made-up history of older
 * prices would look like real figures (issue #19). Admins' later changes add real dated entries.
 */
export const CATALOGUE_PRICE_DATE = '2026-04-01';

function examplePrice(current: number, referenceAmount: number): Ingredient['prices'] {
  return [{ price: current, fromDate: CATALOGUE_PRICE_DATE, referenceAmount }];
}

/** Returns a builder for one food group; `groupOptions` (flags, allergens) apply to every entry. */
export function ingredientGroup(foodGroup: FoodGroupId, groupOptions: IngredientOptions = {}) {
  return function ingredient(
    slug: string,
    name: string,
    calories: number,
    nutrients: Nutrients,
    price: number,
    options: IngredientOptions = {},
  ): Ingredient {
    const unit = options.unit ?? groupOptions.unit ?? 'g';
    const referenceAmount = unit === 'St.' ? 1 : 100;
    const [protein, carbs, fat, fiber, salt] = nutrients;
    const flags = [...(groupOptions.flags ?? []), ...(options.flags ?? [])];
    // A bare Gluten or Nüsse mark becomes the cereal or nut it stands for (allergenKinds.ts).
    const allergens = withAllergenKinds(
      slug,
      name,
      [...new Set([...(groupOptions.allergens ?? []), ...(options.allergens ?? [])])],
      flags.includes('isNoodle'),
    );
    const result: Ingredient = {
      slug,
      name,
      link: '',
      unit,
      referenceAmount,
      netReferenceAmount: options.net ?? referenceAmount,
      referenceAmountInG: options.grams ?? groupOptions.grams ?? referenceAmount,
      prices: examplePrice(price, referenceAmount),
      calories,
      components: { protein, carbs, fat, fiber, salt },
      foodGroup,
      allergens,
      isOrganic: options.organic ?? groupOptions.organic ?? true,
      version: 0,
    };
    for (const flag of flags) result[flag] = true;
    return result;
  };
}

/** Allergen shortcuts used across the group files ('16' and '14' name their kind in allergenKinds.ts). */
export const GLUTEN: readonly AllergenId[] = ['16'];
export const MILK: readonly AllergenId[] = ['10'];
export const EGG: readonly AllergenId[] = ['12'];
export const SOY: readonly AllergenId[] = ['11'];
export const NUTS: readonly AllergenId[] = ['14'];
export const CELERY: readonly AllergenId[] = ['19'];
export const MUSTARD: readonly AllergenId[] = ['20'];
