/**
 * ingredients/save (admins): puts one ingredient into the shared catalogue. The ingredient's `version`
 * is the one the client last saw; a stale save writes nothing, a repeated save answers the stored copy.
 * The catalogue is one document with a bound (shared prices/catalogueEntry.ts, docs/data-model.md,
 * "Document limits"): at most MAX_INGREDIENTS ingredients (a new one past that: resource-exhausted), each
 * within MAX_CATALOGUE_ENTRY_BYTES, keeping its newest prices there while older ones go to its price
 * archive; an ingredient too large even without its old prices is refused (invalid-argument). Entries
 * stored before the bound are trimmed on their next save; the whole-document check stays for them.
 * Every save that writes is recorded in the audit log (lib/audit.ts), in the same transaction.
 */
import { HttpsError } from 'firebase-functions/v2/https';
import {
  catalogueEntryOf,
  catalogueHasRoom,
  fitsInDocument,
  formatDate,
  INGREDIENT_CATALOGUE_FULL_MESSAGE,
  INGREDIENT_TOO_LARGE_MESSAGE,
  mergePriceArchive,
  type PriceEntry,
  storedVersion,
  versionVerdict,
} from '@speiseplaner/shared';
import { defineHandler } from '../../lib/action';
import { writeAudit } from '../../lib/audit';
import { staleVersion } from '../../lib/errors';
import { PATHS } from '../../lib/paths';
import { readDoc } from '../../lib/reads';
import { plain } from '../../lib/sameContent';
import { storedData } from '../../lib/stored';
import { upsertEntry } from '../../lib/summary';
import { ingredientKey, readCatalogue } from './catalogue';

const CATALOGUE_FULL_MESSAGE =
  'Der Zutatenkatalog ist zu groß geworden, um diese Änderung aufzunehmen. Bitte kürzen Sie lange Angaben oder wenden Sie sich an den technischen Betrieb.';

export const saveIngredient = defineHandler('ingredients/save', {
  handler: async ({ ingredient: sent }, ctx) =>
    ctx.db.runTransaction(async (tx) => {
      const bounded = catalogueEntryOf(sent, formatDate(Date.now()));
      if (!bounded)
        throw new HttpsError('invalid-argument', INGREDIENT_TOO_LARGE_MESSAGE, { field: 'ingredient' });
      const { db } = ctx;
      const { entry: ingredient, archived } = bounded;
      const catalogue = await readCatalogue(db, tx);
      const archiveRef = db.doc(PATHS.ingredientPriceArchive(ingredient.slug));
      const archive =
        archived.length > 0 ? storedData<{ prices: PriceEntry[] }>(await readDoc(archiveRef, tx)) : null;
      const stored = catalogue.items.find((i) => i.slug === ingredient.slug);
      const verdict = versionVerdict(stored, ingredient);
      if (verdict === 'write') {
        if (!stored && !catalogueHasRoom(catalogue.items.length))
          throw new HttpsError('resource-exhausted', INGREDIENT_CATALOGUE_FULL_MESSAGE);
        const saved = plain({ ...ingredient, version: storedVersion(stored) + 1 });
        const next = upsertEntry(catalogue, saved, ingredientKey);
        if (!fitsInDocument(next)) throw new HttpsError('resource-exhausted', CATALOGUE_FULL_MESSAGE);
        tx.set(db.doc(PATHS.ingredientCatalogue), next);
        if (archived.length > 0)
          tx.set(archiveRef, { prices: mergePriceArchive(archive?.prices ?? [], archived) });
        writeAudit(tx, db, ctx, {
          action: 'ingredients/save',
          target: `ingredients/${saved.slug}`,
          before: stored,
          after: saved,
          ignore: ['version'],
        });
        return { ingredient: saved };
      }
      if (stored && verdict === 'already-saved') return { ingredient: stored };
      throw staleVersion(`Die Zutat „${ingredient.name}“`);
    }),
});
