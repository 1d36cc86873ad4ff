/** workshops/save (admins): creates or replaces a workshop and its entry in the workshop list. */
import { defineHandler } from '../lib/action';
import { PATHS } from '../lib/paths';
import { plain } from '../lib/sameContent';
import { upsertEntry } from '../lib/summary';
import { readWorkshopCatalogue, workshopKey } from './catalogue';

export const saveWorkshop = defineHandler('workshops/save', {
  handler: async ({ workshop }, { db }) =>
    db.runTransaction(async (tx) => {
      const catalogue = await readWorkshopCatalogue(db, tx);
      const saved = plain(workshop);
      tx.set(db.doc(PATHS.workshop(workshop.slug)), saved);
      tx.set(db.doc(PATHS.workshopCatalogue), upsertEntry(catalogue, saved, workshopKey));
      return { workshop: saved };
    }),
});
