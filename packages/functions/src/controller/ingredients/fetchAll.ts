/** ingredients/fetchAll: the whole shared ingredient catalogue (every signed-in kitchen needs it for costs). */
import { defineHandler } from '../../lib/action';
import { readCatalogue } from './catalogue';

export const fetchAllIngredients = defineHandler('ingredients/fetchAll', {
  profile: 'parallel',
  handler: async (_payload, { db }) => {
    const catalogue = await readCatalogue(db);
    return { ingredients: catalogue.items, catalogueVersion: catalogue.version };
  },
});
