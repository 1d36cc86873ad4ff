/**
 * ingredients/save (admins): puts one ingredient into the shared catalogue. The ingredient's `version`
 * is the one the client last saw; a stale save writes nothing, a repeated save answers the stored copy.
 */
import { defineHandler } from '../../lib/action';
import { staleVersion } from '../../lib/errors';
import { PATHS } from '../../lib/paths';
import { plain, sameContent } from '../../lib/sameContent';
import { upsertEntry } from '../../lib/summary';
import { ingredientKey, readCatalogue } from './catalogue';

export const saveIngredient = defineHandler('ingredients/save', {
  handler: async ({ ingredient }, { db }) =>
    db.runTransaction(async (tx) => {
      const catalogue = await readCatalogue(db, tx);
      const stored = catalogue.items.find((i) => i.slug === ingredient.slug);
      const current = stored?.version ?? 0;
      if (ingredient.version === current) {
        const saved = plain({ ...ingredient, version: current + 1 });
        tx.set(db.doc(PATHS.ingredientCatalogue), upsertEntry(catalogue, saved, ingredientKey));
        return { ingredient: saved };
      }
      if (stored && current === ingredient.version + 1 && sameContent(stored, ingredient))
        return { ingredient: stored };
      throw staleVersion(`Die Zutat „${ingredient.name}“`);
    }),
});
