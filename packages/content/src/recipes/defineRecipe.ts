/**
 * Compact builder for the shared recipes: amounts are net, in the ingredient's unit, for 10
 * Kindergarten portions (portion factors of the other age groups stay at their defaults). The builder
 * fills every default so a recipe equals what RecipeSchema.parse returns.
 */
import type { DishTypeId, Recipe } from '@speiseplaner/shared';

/** Recipes are written for this many Kindergarten portions. */
export const RECIPE_PORTIONS = 10;

/** [slug, net amount for 10 portions, 'raw' for raw vegetables or whole fruit]. */
export type RecipeLineSpec = readonly [slug: string, amount: number, raw?: 'raw'];

export interface RecipeSpec {
  slug: string;
  name: string;
  category?: string;
  tags: readonly string[];
  /** Months in season, 1 = January; omitted means all year. */
  months?: readonly number[];
  complexity?: 0 | 1 | 2;
  ingredients: readonly RecipeLineSpec[];
  method: string;
}

export const ALL_YEAR: readonly number[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

/** Months from `first` to `last` inclusive, wrapping over the turn of the year (11 → 2 is Nov–Feb). */
export function monthRange(first: number, last: number): number[] {
  const months: number[] = [];
  for (let m = first; ; m = (m % 12) + 1) {
    months.push(m);
    if (m === last) return months;
  }
}

const DEFAULT_CATEGORY: Readonly<Record<DishTypeId, string>> = {
  nudel: 'Hauptgericht',
  component: 'Hauptgericht',
  pan: 'Hauptgericht',
  soup: 'Hauptgericht',
  sweet: 'Süßes Hauptgericht',
  salad: 'Rohkost',
  dessert: 'Dessert',
};

/** Returns a builder for one dish type. */
export function recipeGroup(dishType: DishTypeId) {
  return function recipe(spec: RecipeSpec): Recipe {
    const inSeason = new Set(spec.months ?? ALL_YEAR);
    return {
      slug: spec.slug,
      name: spec.name,
      dishType,
      category: spec.category ?? DEFAULT_CATEGORY[dishType],
      tags: [...spec.tags],
      months: ALL_YEAR.map((m) => inSeason.has(m)),
      complexity: spec.complexity ?? 0,
      portions: RECIPE_PORTIONS,
      headPortionFactors: { kiga: 1 },
      ingredients: spec.ingredients.map(([slug, amount, raw]) =>
        raw ? { slug, amount, raw: true } : { slug, amount },
      ),
      method: spec.method,
      version: 0,
    };
  };
}
