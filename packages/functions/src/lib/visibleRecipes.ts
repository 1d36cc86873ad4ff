/**
 * Which of the recipes a week names its kitchen can see (docs/product.md, "Recipes a week may
 * name"): one `getAll` of the named slugs — own, the Träger's (for a kitchen of a Träger; withdrawn ones
 * too) and shared for a kitchen, shared only for the masterplan — so the cost grows with the dishes of the
 * week (at most 5 × MAX_RECIPES_PER_DAY), never with the catalogue. Read outside the save's transaction:
 * recipes are never deleted, so what exists stays, and no kitchen's transaction holds the shared recipes
 * other kitchens and the admins use.
 */
import type { DocumentReference, DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import { withoutSource } from './organisationRecipes';
import { PATHS } from './paths';
import { readDocs } from './reads';

/**
 * The documents to read for the recipes `slugs` a kitchen (kitchenId; null: the masterplan) of the Träger
 * `organisationId` (none when null) may name, in precedence order per slug: own, the Träger's, shared.
 */
export function visibleRecipeRefs(
  db: Firestore,
  slugs: readonly string[],
  kitchenId: string | null,
  organisationId: string | null | undefined,
): DocumentReference[] {
  return slugs.flatMap((slug) => [
    ...(kitchenId ? [db.doc(PATHS.ownRecipe(kitchenId, slug))] : []),
    ...(kitchenId && organisationId ? [db.doc(PATHS.organisationRecipe(organisationId, slug))] : []),
    db.doc(PATHS.sharedRecipe(slug)),
  ]);
}

/** The recipes found among the snapshots of visibleRecipeRefs, by slug (the first one per slug wins). */
export function foundRecipes(snaps: readonly DocumentSnapshot[]): Map<string, unknown> {
  const found = new Map<string, unknown>();
  for (const snap of snaps)
    if (snap.exists && !found.has(snap.id)) found.set(snap.id, withoutSource(snap.data()));
  return found;
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
  return foundRecipes(await readDocs(visibleRecipeRefs(db, slugs, kitchenId, organisationId)));
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
