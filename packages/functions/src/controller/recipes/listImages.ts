/** recipes/listImages: the names of the recipe images on offer (one catalogue document). */
import type { ActionHandler } from '../../lib/action';
import { PATHS } from '../../lib/paths';
import { readDoc } from '../../lib/reads';
import { summaryOf } from '../../lib/summary';
import type { PayloadOf } from '../payloads';

export const listRecipeImages: ActionHandler<PayloadOf<'recipes/listImages'>, { images: string[] }> = {
  profile: 'parallel',
  handler: async (_payload, { db }) => ({
    images: summaryOf<string>(await readDoc(db.doc(PATHS.recipeImages))).items,
  }),
};
