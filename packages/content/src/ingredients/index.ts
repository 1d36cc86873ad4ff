/** The shared ingredient catalogue: every organic ingredient a Kita or school kitchen buys, by food group. */
import type { Ingredient } from '@speiseplaner/shared';
import { DAIRY } from './dairy';
import { DRINKS } from './drinks';
import { EGGS } from './eggs';
import { FISH } from './fish';
import { FRUIT } from './fruit';
import { GRAINS } from './grains';
import { HERBS } from './herbs';
import { LEGUMES } from './legumes';
import { MEAT } from './meat';
import { NUTS_AND_SEEDS } from './nuts';
import { OTHER } from './other';
import { PASTA } from './pasta';
import { POTATOES } from './potatoes';
import { VEGETABLES } from './vegetables';

export const INGREDIENTS: readonly Ingredient[] = [
  ...VEGETABLES,
  ...FRUIT,
  ...POTATOES,
  ...GRAINS,
  ...PASTA,
  ...LEGUMES,
  ...DAIRY,
  ...EGGS,
  ...MEAT,
  ...FISH,
  ...NUTS_AND_SEEDS,
  ...HERBS,
  ...OTHER,
  ...DRINKS,
];

/** Ingredients by slug, for lookups in recipes and tests. */
export const INGREDIENTS_BY_SLUG: ReadonlyMap<string, Ingredient> = new Map(
  INGREDIENTS.map((i) => [i.slug, i]),
);
