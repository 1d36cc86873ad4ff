/** The shared recipes for Kita and school lunch, by dish type; amounts for 10 Kindergarten portions. */
import type { Recipe } from '@speiseplaner/shared';
import { COMPONENT_PLATES } from './components';
import { DESSERTS } from './desserts';
import { PAN_DISHES } from './pans';
import { PASTA_DISHES } from './pasta';
import { SALADS } from './salads';
import { SOUPS } from './soups';
import { SWEET_DISHES } from './sweets';

export const RECIPES: readonly Recipe[] = [
  ...SOUPS,
  ...PASTA_DISHES,
  ...COMPONENT_PLATES,
  ...PAN_DISHES,
  ...SWEET_DISHES,
  ...SALADS,
  ...DESSERTS,
];

/** Recipes by slug, for templates and tests. */
export const RECIPES_BY_SLUG: ReadonlyMap<string, Recipe> = new Map(RECIPES.map((r) => [r.slug, r]));
