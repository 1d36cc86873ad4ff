/** recipes/listImages: the names of the recipe images on offer (one catalogue document). */
import { defineHandler } from '../../lib/action';
import { PATHS } from '../../lib/paths';
import { readDoc } from '../../lib/reads';
import { summaryOf } from '../../lib/summary';

export const listRecipeImages = defineHandler('recipes/listImages', {
  profile: 'parallel',
  handler: async (_payload, { db }) => ({
    images: summaryOf<string>(await readDoc(db.doc(PATHS.recipeImages))).items,
  }),
});
