/**
 * ingredients/save (admins): puts one ingredient into the shared catalogue. The ingredient's `version`
 * is the one the client last saw; a stale save writes nothing, a repeated save answers the stored copy.
 * The catalogue is one document: each ingredient keeps its newest prices there and older ones go to its
 * price archive (shared splitPriceHistory), and a save after which the catalogue would not fit is refused.
 */
import { HttpsError } from 'firebase-functions/v2/https';
import {
  fitsInDocument,
  formatDate,
  mergePriceArchive,
  splitPriceHistory,
  type PriceEntry,
} from '@speiseplaner/shared';
import { defineHandler } from '../../lib/action';
import { staleVersion } from '../../lib/errors';
import { PATHS } from '../../lib/paths';
import { readDoc } from '../../lib/reads';
import { plain, sameContent } from '../../lib/sameContent';
import { storedData } from '../../lib/stored';
import { upsertEntry } from '../../lib/summary';
import { ingredientKey, readCatalogue } from './catalogue';

const CATALOGUE_FULL_MESSAGE =
  'Der Zutatenkatalog ist zu groß geworden, um diese Änderung aufzunehmen. Bitte kürzen Sie lange Angaben oder wenden Sie sich an den technischen Betrieb.';

export const saveIngredient = defineHandler('ingredients/save', {
  handler: async ({ ingredient: sent }, { db }) =>
    db.runTransaction(async (tx) => {
      const { kept, archived } = splitPriceHistory(sent.prices, formatDate(Date.now()));
      const ingredient = { ...sent, prices: kept };
      const catalogue = await readCatalogue(db, tx);
      const archiveRef = db.doc(PATHS.ingredientPriceArchive(ingredient.slug));
      const archive =
        archived.length > 0 ? storedData<{ prices: PriceEntry[] }>(await readDoc(archiveRef, tx)) : null;
      const stored = catalogue.items.find((i) => i.slug === ingredient.slug);
      const current = stored?.version ?? 0;
      if (ingredient.version === current) {
        const saved = plain({ ...ingredient, version: current + 1 });
        const next = upsertEntry(catalogue, saved, ingredientKey);
        if (!fitsInDocument(next)) throw new HttpsError('resource-exhausted', CATALOGUE_FULL_MESSAGE);
        tx.set(db.doc(PATHS.ingredientCatalogue), next);
        if (archived.length > 0)
          tx.set(archiveRef, { prices: mergePriceArchive(archive?.prices ?? [], archived) });
        return { ingredient: saved };
      }
      if (stored && current === ingredient.version + 1 && sameContent(stored, ingredient))
        return { ingredient: stored };
      throw staleVersion(`Die Zutat „${ingredient.name}“`);
    }),
});
