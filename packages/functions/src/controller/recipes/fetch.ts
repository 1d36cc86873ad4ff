/** recipes/fetch: one recipe by slug – the caller's own one first, else the shared one (two reads). */
import type { Recipe } from '@speiseplaner/shared';
import { defineHandler, kitchenOf } from '../../lib/action';
import { notFound } from '../../lib/errors';
import { PATHS } from '../../lib/paths';
import { readDocs } from '../../lib/reads';
import { storedData } from '../../lib/stored';

export const fetchRecipe = defineHandler('recipes/fetch', {
  profile: 'parallel',
  handler: async ({ slug }, ctx) => {
    const { db } = ctx;
    const [own, shared] = await readDocs([
      db.doc(PATHS.ownRecipe(kitchenOf(ctx), slug)),
      db.doc(PATHS.sharedRecipe(slug)),
    ]);
    const recipe = storedData<Recipe>(own) ?? storedData<Recipe>(shared);
    if (!recipe) throw notFound(`Das Rezept „${slug}“`);
    return { recipe };
  },
});
