/**
 * workshops/delete (admins): removes a workshop from the list. Its registrations stay stored (they are
 * records of people who applied); a cancelled workshop is better renamed 'Abgesagt: …' than deleted.
 */
import { defineHandler } from '../lib/action';
import { notFound } from '../lib/errors';
import { PATHS } from '../lib/paths';
import { removeEntry } from '../lib/summary';
import { readWorkshopCatalogue, workshopKey } from './catalogue';

export const deleteWorkshop = defineHandler('workshops/delete', {
  handler: async ({ slug }, { db }) =>
    db.runTransaction(async (tx) => {
      const catalogue = await readWorkshopCatalogue(db, tx);
      if (!catalogue.items.some((w) => w.slug === slug)) throw notFound('Der Workshop');
      tx.delete(db.doc(PATHS.workshop(slug)));
      tx.set(db.doc(PATHS.workshopCatalogue), removeEntry(catalogue, slug, workshopKey));
      return { slug };
    }),
});
