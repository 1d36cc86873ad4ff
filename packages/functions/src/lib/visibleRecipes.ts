/**
 * Which of the recipes a week names its kitchen can see (docs/product.md, "Recipes a week may
 * name"): one `getAll` of the named slugs — own, the Träger's (for a kitchen of a Träger; withdrawn ones
 * too) and shared for a kitchen, shared only for the masterplan — so the cost grows with the dishes of the
 * week (at most 5 × MAX_RECIPES_PER_DAY), never with the catalogue. Read outside the save's transaction:
 * recipes are never deleted, so what exists stays, and no kitchen's transaction holds the shared recipes
 * other kitchens and the admins use.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { assertWeekRecipesVisible, weekRecipeSlugs, type WeekRecipeScope } from '@speiseplaner/shared';
import { withoutSource } from './organisationRecipes';
import { PATHS } from './paths';
import { readDocs } from './reads';

interface WeekWithRecipes {
  days: readonly { recipes: readonly string[] }[];
}

/**
 * The stored documents of the recipes `slugs` that exist as the kitchen's own (kitchenId), as its
 * Träger's (organisationId: the kitchen document's `organisation`, none when null) or as shared recipes,
 * by slug (own over the Träger's over shared). A shopping list reads its recipes this way too
 * (lib/shoppingItems.ts).
 */
export async function visibleRecipes(
  db: Firestore,
  slugs: string[],
  kitchenId: string | null,
  organisationId: string | null | undefined,
): Promise<Map<string, unknown>> {
  const refs = slugs.flatMap((slug) => [
    ...(kitchenId ? [db.doc(PATHS.ownRecipe(kitchenId, slug))] : []),
    ...(kitchenId && organisationId ? [db.doc(PATHS.organisationRecipe(organisationId, slug))] : []),
    db.doc(PATHS.sharedRecipe(slug)),
  ]);
  const snaps = await readDocs(refs);
  const found = new Map<string, unknown>();
  for (const snap of snaps)
    if (snap.exists && !found.has(snap.id)) found.set(snap.id, withoutSource(snap.data()));
  return found;
}

/**
 * `found` (own and shared recipes by slug, read before the kitchen's Träger was known: plan/saveWeek) with
 * the Träger's recipes in place of the shared ones: one `getAll` of the slugs that are not the kitchen's
 * own (an own recipe always names the kitchen as `owner`), only for a kitchen of a Träger.
 */
export async function withOrganisationRecipes(
  db: Firestore,
  found: ReadonlyMap<string, unknown>,
  slugs: readonly string[],
  kitchenId: string,
  organisationId: string | null | undefined,
): Promise<Map<string, unknown>> {
  const result = new Map(found);
  if (!organisationId) return result;
  const notOwn = slugs.filter(
    (slug) => (found.get(slug) as { owner?: unknown } | undefined)?.owner !== kitchenId,
  );
  if (notOwn.length === 0) return result;
  const snaps = await readDocs(notOwn.map((slug) => db.doc(PATHS.organisationRecipe(organisationId, slug))));
  for (const snap of snaps) if (snap.exists) result.set(snap.id, withoutSource(snap.data()));
  return result;
}

/**
 * Refuses (invalid-argument, naming the day) a week that names a recipe the kitchen `kitchenId` (of the
 * Träger `organisationId`, if any) cannot see; with `kitchenId` null the masterplan's rule: shared recipes
 * only. A week without dishes costs no read. Answers the stored recipes it read (one per slug), which the
 * week's average is computed from (lib/weekAverage.ts).
 */
export async function assertWeekRecipesExist(
  db: Firestore,
  week: WeekWithRecipes,
  kitchenId: string | null,
  organisationId: string | null | undefined,
): Promise<unknown[]> {
  const slugs = weekRecipeSlugs(week);
  if (slugs.length === 0) return [];
  const scope: WeekRecipeScope = kitchenId ? 'plan' : 'masterplan';
  const found = await visibleRecipes(db, slugs, kitchenId, organisationId);
  assertWeekRecipesVisible(week, new Set(found.keys()), scope);
  return [...found.values()];
}
