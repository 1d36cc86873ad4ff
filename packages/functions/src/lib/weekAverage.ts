/**
 * The week `average` the server stores (docs/data-model.md, "Who computes the week average"): the shared
 * rule `withWeekAverage` over the stored recipes the week names (lib/visibleRecipes.ts) and the
 * ingredient catalogue, both in one `getAll` (nothing read when the week names no dish), with the prices of the week's
 * scope: the kitchen's own prices for a plan week, the shared prices only for the masterplan. Whatever
 * average the client sent is replaced.
 */
import type { Firestore } from 'firebase-admin/firestore';
import {
  assertWeekRecipesVisible,
  preparePlannerData,
  weekRecipeSlugs,
  withWeekAverage,
  type Ingredient,
  type PlanWeek,
} from '@speiseplaner/shared';
import { PATHS } from './paths';
import { readDocs } from './reads';
import { summaryOf } from './summary';
import { foundRecipes, visibleRecipeRefs, withOrganisationRecipes } from './visibleRecipes';

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
 * The recipes `slugs` the scope sees (lib/visibleRecipes.ts) and the catalogue's entries, in ONE getAll:
 * the recipes' documents and the catalogue document side by side (one round trip, not two in parallel).
 * Nothing is read for a week without dishes.
 */
async function readRecipesAndCatalogue(
  db: Firestore,
  slugs: readonly string[],
  kitchenId: string | null,
  organisationId: string | null | undefined,
): Promise<{ found: Map<string, unknown>; catalogue: Ingredient[] }> {
  if (slugs.length === 0) return { found: new Map(), catalogue: [] };
  const refs = visibleRecipeRefs(db, slugs, kitchenId, organisationId);
  const snaps = await readDocs([...refs, db.doc(PATHS.ingredientCatalogue)]);
  return {
    found: foundRecipes(snaps.slice(0, refs.length)),
    catalogue: summaryOf<Ingredient>(snaps[refs.length]).items,
  };
}

/**
 * Checks that the week names only recipes the scope sees (kitchenId: the kitchen's own, its Träger's
 * (organisationId) and shared; null: shared only) and reads what its average needs: the recipes and the
 * catalogue, in one getAll.
 */
export async function readWeekCostInputs(
  db: Firestore,
  week: Pick<PlanWeek, 'days'>,
  kitchenId: string | null,
  organisationId: string | null | undefined,
): Promise<WeekCostInputs> {
  const { found, catalogue } = await readRecipesAndCatalogue(
    db,
    weekRecipeSlugs(week),
    kitchenId,
    organisationId,
  );
  assertWeekRecipesVisible(week, new Set(found.keys()), kitchenId ? 'plan' : 'masterplan');
  const recipes = [...found.values()];
  return { recipes, ingredients: usedIngredients(recipes, catalogue) };
}

/**
 * readWeekCostInputs for a save that reads before it knows the kitchen's Träger (plan/saveWeek: the
 * kitchen document comes with the week): the own and shared recipes and the catalogue are read now, in one
 * getAll; the answer adds the Träger's recipes once the check named the kitchen's Träger
 * (lib/visibleRecipes.ts, withOrganisationRecipes: one more `getAll`, only for a kitchen of a Träger) and
 * then checks the week.
 */
export function prefetchWeekCostInputs(
  db: Firestore,
  week: Pick<PlanWeek, 'days'>,
  kitchenId: string,
): (organisationId: string | null | undefined) => Promise<WeekCostInputs> {
  const slugs = weekRecipeSlugs(week);
  const read = readRecipesAndCatalogue(db, slugs, kitchenId, null);
  read.catch(() => undefined);
  return async (organisationId) => {
    const { found, catalogue } = await read;
    const visible = await withOrganisationRecipes(db, found, slugs, kitchenId, organisationId);
    assertWeekRecipesVisible(week, new Set(visible.keys()), 'plan');
    const recipes = [...visible.values()];
    return { recipes, ingredients: usedIngredients(recipes, catalogue) };
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
