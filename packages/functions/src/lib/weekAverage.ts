/**
 * The week `average` the server stores (docs/data-model.md, "Who computes the week average"): the shared
 * rule `withWeekAverage` over the stored recipes the week names (the `getAll` of lib/visibleRecipes.ts)
 * and the ingredient catalogue (one read, only when the week names a dish), with the prices of the week's
 * scope: the kitchen's own prices for a plan week, the shared prices only for the masterplan. Whatever
 * average the client sent is replaced.
 */
import type { Firestore } from 'firebase-admin/firestore';
import {
  assertWeekRecipesVisible,
  preparePlannerData,
  weekRecipeSlugs,
  withWeekAverage,
  type PlanWeek,
} from '@speiseplaner/shared';
import { readCatalogue } from '../controller/ingredients/catalogue';
import { assertWeekRecipesExist, visibleRecipes, withOrganisationRecipes } from './visibleRecipes';

/** What the average is computed from, read outside the save's transaction. */
export interface WeekCostInputs {
  /** The stored recipes the week names (each checked visible to the scope). */
  recipes: unknown[];
  /** The catalogue entries those recipes use. */
  ingredients: unknown[];
}

/** The slugs of the ingredients the stored recipes list (unchecked data: the rule checks it). */
function ingredientSlugs(recipes: readonly unknown[]): Set<string> {
  const slugs = new Set<string>();
  for (const recipe of recipes) {
    const items = (recipe as { ingredients?: unknown } | null)?.ingredients;
    if (!Array.isArray(items)) continue;
    for (const item of items) {
      const slug = (item as { slug?: unknown } | null)?.slug;
      if (typeof slug === 'string') slugs.add(slug);
    }
  }
  return slugs;
}

/**
 * Checks that the week names only recipes the scope sees (kitchenId: the kitchen's own, its Träger's
 * (organisationId) and shared; null: shared only) and reads what its average needs: the recipes' `getAll`
 * and the catalogue, in parallel.
 */
export async function readWeekCostInputs(
  db: Firestore,
  week: Pick<PlanWeek, 'days'>,
  kitchenId: string | null,
  organisationId: string | null | undefined,
): Promise<WeekCostInputs> {
  const named = weekRecipeSlugs(week).length > 0;
  const [recipes, catalogue] = await Promise.all([
    assertWeekRecipesExist(db, week, kitchenId, organisationId),
    named ? readCatalogue(db) : null,
  ]);
  return { recipes, ingredients: usedIngredients(recipes, catalogue?.items ?? []) };
}

/**
 * readWeekCostInputs for a save that reads before it knows the kitchen's Träger (plan/saveWeek: the
 * kitchen document comes with the week): the own and shared recipes and the catalogue are read now; the
 * answer adds the Träger's recipes once the check named the kitchen's Träger (lib/visibleRecipes.ts,
 * withOrganisationRecipes: one more `getAll`, only for a kitchen of a Träger) and then checks the week.
 */
export function prefetchWeekCostInputs(
  db: Firestore,
  week: Pick<PlanWeek, 'days'>,
  kitchenId: string,
): (organisationId: string | null | undefined) => Promise<WeekCostInputs> {
  const slugs = weekRecipeSlugs(week);
  const read = Promise.all([
    slugs.length > 0 ? visibleRecipes(db, slugs, kitchenId, null) : new Map<string, unknown>(),
    slugs.length > 0 ? readCatalogue(db) : null,
  ]);
  read.catch(() => undefined);
  return async (organisationId) => {
    const [found, catalogue] = await read;
    const visible = await withOrganisationRecipes(db, found, slugs, kitchenId, organisationId);
    assertWeekRecipesVisible(week, new Set(visible.keys()), 'plan');
    const recipes = [...visible.values()];
    return { recipes, ingredients: usedIngredients(recipes, catalogue?.items ?? []) };
  };
}

/** The catalogue entries the stored recipes use (a shopping list reads them too: lib/shoppingItems.ts). */
export function usedIngredients<I extends { slug: string }>(
  recipes: readonly unknown[],
  catalogue: readonly I[],
): I[] {
  const used = ingredientSlugs(recipes);
  return catalogue.filter((i) => used.has(i.slug));
}

/** The week with the average the shared rule computes at today's prices (`prices`: the scope's own). */
export function withServerAverage<W extends PlanWeek>(week: W, inputs: WeekCostInputs, prices: unknown): W {
  const data = preparePlannerData({
    ingredients: inputs.ingredients,
    recipes: inputs.recipes,
    userPrices: prices,
  });
  return withWeekAverage(data, week);
}
