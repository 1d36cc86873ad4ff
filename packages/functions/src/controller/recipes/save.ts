/**
 * recipes/save: saves one of the caller's own recipes (owner = caller) and its list entry, or – for
 * admins with `shared: true` – a shared recipe. A recipe owned by another kitchen is refused.
 */
import { FieldValue } from 'firebase-admin/firestore';
import type { Ingredient, Recipe, RecipeListEntry } from '@speiseplaner/shared';
import { isAdmin, uidOf, defineHandler } from '../../lib/action';
import { adminOnly, foreignOwner } from '../../lib/errors';
import { PATHS } from '../../lib/paths';
import { summaryOf, upsertEntry } from '../../lib/summary';
import { saveVersioned } from '../../lib/versionedSave';
import { assertKnownIngredients } from './knownIngredients';
import { listEntryOf, recipeKey } from './listEntry';

export const saveRecipe = defineHandler('recipes/save', {
  handler: async ({ recipe, shared }, ctx) => {
    const { db } = ctx;
    const uid = uidOf(ctx);
    if (shared && !isAdmin(ctx)) throw adminOnly();
    if (!shared && recipe.owner !== undefined && recipe.owner !== uid) throw foreignOwner();
    const incoming: Recipe = shared ? { ...recipe, owner: undefined } : { ...recipe, owner: uid };
    const summaryRef = db.doc(shared ? PATHS.sharedRecipeSummary : PATHS.ownRecipeSummary(uid));
    const catalogueRef = db.doc(PATHS.ingredientCatalogue);
    const saved = await saveVersioned(db, {
      ref: db.doc(shared ? PATHS.sharedRecipe(recipe.slug) : PATHS.ownRecipe(uid, recipe.slug)),
      incoming,
      what: `Das Rezept „${recipe.name}“`,
      related: [summaryRef, catalogueRef],
      check: (related) => assertKnownIngredients(recipe, summaryOf<Ingredient>(related[1])),
      alsoWrite: (tx, stored, [summarySnap], created) => {
        tx.set(
          summaryRef,
          upsertEntry(summaryOf<RecipeListEntry>(summarySnap), listEntryOf(stored), recipeKey),
        );
        if (created && !shared)
          tx.set(db.doc(PATHS.usageStats), { recipes: FieldValue.increment(1) }, { merge: true });
      },
    });
    return { recipe: saved };
  },
});
