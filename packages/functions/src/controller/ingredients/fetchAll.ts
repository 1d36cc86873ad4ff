/** ingredients/fetchAll: the whole shared ingredient catalogue (every signed-in kitchen needs it for costs). */
import type { Ingredient } from '@speiseplaner/shared';
import type { ActionHandler } from '../../lib/action';
import type { PayloadOf } from '../payloads';
import { readCatalogue } from './catalogue';

export const fetchAllIngredients: ActionHandler<
  PayloadOf<'ingredients/fetchAll'>,
  { ingredients: Ingredient[]; catalogueVersion: number }
> = {
  profile: 'parallel',
  handler: async (_payload, { db }) => {
    const catalogue = await readCatalogue(db);
    return { ingredients: catalogue.items, catalogueVersion: catalogue.version };
  },
};
