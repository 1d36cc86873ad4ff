/**
 * ingredients/checkFetch: runs on load. The client sends the catalogue version it holds; the answer
 * carries the ingredients only when that version is outdated (same one read, far less to transfer).
 */
import { defineHandler } from '../../lib/action';
import { readCatalogue } from './catalogue';

export const checkFetchIngredients = defineHandler('ingredients/checkFetch', {
  profile: 'parallel',
  handler: async ({ catalogueVersion }, { db }) => {
    const catalogue = await readCatalogue(db);
    if (catalogueVersion !== undefined && catalogueVersion === catalogue.version) {
      return { upToDate: true, catalogueVersion: catalogue.version };
    }
    return { upToDate: false, catalogueVersion: catalogue.version, ingredients: catalogue.items };
  },
});
