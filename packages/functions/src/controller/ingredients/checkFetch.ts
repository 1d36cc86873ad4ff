/**
 * ingredients/checkFetch: runs on load. The client sends the catalogue version it holds; the answer
 * carries the ingredients only when that version is outdated (same one read, far less to transfer).
 */
import type { Ingredient } from '@speiseplaner/shared';
import type { ActionHandler } from '../../lib/action';
import type { PayloadOf } from '../payloads';
import { readCatalogue } from './catalogue';

export const checkFetchIngredients: ActionHandler<
  PayloadOf<'ingredients/checkFetch'>,
  { upToDate: boolean; catalogueVersion: number; ingredients?: Ingredient[] }
> = {
  profile: 'parallel',
  handler: async ({ catalogueVersion }, { db }) => {
    const catalogue = await readCatalogue(db);
    if (catalogueVersion !== undefined && catalogueVersion === catalogue.version) {
      return { upToDate: true, catalogueVersion: catalogue.version };
    }
    return { upToDate: false, catalogueVersion: catalogue.version, ingredients: catalogue.items };
  },
};
