/**
 * What a kitchen keeps of its Träger's recipes when it leaves or is removed (org/leave,
 * org/removeKitchen; docs/data-model.md, "Organisations (Träger)"): every recipe the Träger lists whose
 * slug the kitchen has no own recipe of becomes an own recipe (shared organisations/organisationRecipes.ts),
 * in the leaving transaction, so the kitchen's weeks naming them still save. When the copies would pass
 * the kitchen's cap or its recipe list document, nothing is written and the caller is told what to do.
 */
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import {
  fitsInDocument,
  keptOrganisationRecipe,
  keptRecipesFit,
  ORGANISATION_RECIPE_TEXTS,
  organisationRecipesToKeep,
  RecipeSchema,
  type Recipe,
  type RecipeListEntry,
} from '@speiseplaner/shared';
import { listEntryOf, recipeKey } from '../controller/recipes/listEntry';
import { organisationRecipeSummaryOf, withoutSource } from './organisationRecipes';
import { PATHS } from './paths';
import { readDocs } from './reads';
import { plain } from './sameContent';
import { summaryOf } from './summary';

export interface LeavingKitchen {
  kitchenId: string;
  organisationId: string;
  /** The Träger's name: the copies' author. */
  organisationName: string;
  /** The kitchen is a guest's (its smaller cap). */
  guest: boolean;
  /** The Träger-Leitung removes the kitchen (org/removeKitchen), not its Küchenleitung (org/leave). */
  byLead: boolean;
}

/**
 * Reads the kitchen's and the Träger's recipe lists and the Träger's listed recipes the kitchen keeps
 * (one `getAll` each, in `tx`), then writes the copies and the kitchen's list. Call it after the
 * transaction's other reads and before its writes (Firestore reads all first). Answers how many it kept.
 */
export async function keepOrganisationRecipes(
  tx: Transaction,
  db: Firestore,
  leaving: LeavingKitchen,
): Promise<number> {
  const { kitchenId, organisationId } = leaving;
  const ownSummaryRef = db.doc(PATHS.ownRecipeSummary(kitchenId));
  const [ownSnap, organisationSnap] = await readDocs(
    [ownSummaryRef, db.doc(PATHS.organisationRecipeSummary(organisationId))],
    tx,
  );
  const own = summaryOf<RecipeListEntry>(ownSnap);
  const slugs = organisationRecipesToKeep(
    organisationRecipeSummaryOf(organisationSnap).items.map(recipeKey),
    own.items.map(recipeKey),
  );
  if (slugs.length === 0) return 0;
  const refused = () =>
    new HttpsError(
      'resource-exhausted',
      ORGANISATION_RECIPE_TEXTS.copiesDoNotFit(slugs.length, leaving.byLead),
    );
  if (!keptRecipesFit(own.items.length, slugs.length, leaving.guest)) throw refused();
  const snaps = await readDocs(
    slugs.map((slug) => db.doc(PATHS.organisationRecipe(organisationId, slug))),
    tx,
  );
  const kept: Recipe[] = [];
  for (const snap of snaps) {
    // A stray document the list names but that does not parse is left out, not copied broken.
    const stored = RecipeSchema.safeParse(snap.exists ? withoutSource(snap.data()) : undefined);
    if (stored.success)
      kept.push(plain(keptOrganisationRecipe(stored.data, kitchenId, leaving.organisationName)));
  }
  const items = [...own.items, ...kept.map(listEntryOf)].sort((a, b) =>
    recipeKey(a) < recipeKey(b) ? -1 : recipeKey(a) > recipeKey(b) ? 1 : 0,
  );
  const summary = { items, version: own.version + 1 };
  if (!fitsInDocument(summary)) throw refused();
  for (const recipe of kept) tx.set(db.doc(PATHS.ownRecipe(kitchenId, recipe.slug)), recipe);
  tx.set(ownSummaryRef, summary);
  return kept.length;
}
