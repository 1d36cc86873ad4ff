/**
 * recipes/fetch: one recipe by slug – the caller's own one first, else the Träger's (when the kitchen
 * belongs to one; withdrawn ones too, so weeks naming them keep loading), else the shared one, in one
 * getAll. The router checks the caller first: the kitchen document tells its Träger.
 */
import type { Recipe } from '@speiseplaner/shared';
import { defineHandler, kitchenOf } from '../../lib/action';
import { notFound } from '../../lib/errors';
import { withoutSource } from '../../lib/organisationRecipes';
import { PATHS } from '../../lib/paths';
import { readDocs } from '../../lib/reads';
import { storedData } from '../../lib/stored';

export const fetchRecipe = defineHandler('recipes/fetch', {
  handler: async ({ slug }, ctx) => {
    const { db } = ctx;
    const organisationId = ctx.user?.organisation?.id;
    const snaps = await readDocs([
      db.doc(PATHS.ownRecipe(kitchenOf(ctx), slug)),
      ...(organisationId ? [db.doc(PATHS.organisationRecipe(organisationId, slug))] : []),
      db.doc(PATHS.sharedRecipe(slug)),
    ]);
    const found = snaps.find((snap) => snap.exists);
    const recipe = storedData<Recipe>(found);
    if (!recipe) throw notFound(`Das Rezept „${slug}“`);
    return { recipe: withoutSource(recipe) };
  },
});
