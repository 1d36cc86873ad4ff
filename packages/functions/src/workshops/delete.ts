/**
 * workshops/delete (admins): removes a workshop from the list. Its registrations stay stored (they are
 * records of people who applied); a cancelled workshop is better renamed 'Abgesagt: …' than deleted.
 * Recorded in the audit log (lib/audit.ts) with the deleted workshop's fields. `version` is the workshop's
 * version as the admin last saw it (shared entryVerdict, versioning/entryVersion.ts): a workshop another
 * admin changed or cancelled meanwhile is not deleted (the usual „… wurde inzwischen an anderer Stelle
 * geändert …“).
 */
import { entryVerdict } from '@speiseplaner/shared';
import { defineHandler } from '../lib/action';
import { writeAudit } from '../lib/audit';
import { notFound, staleVersion } from '../lib/errors';
import { PATHS } from '../lib/paths';
import { removeEntry } from '../lib/summary';
import { readWorkshopCatalogue, workshopKey } from './catalogue';

export const deleteWorkshop = defineHandler('workshops/delete', {
  handler: async ({ slug, version }, ctx) =>
    ctx.db.runTransaction(async (tx) => {
      const { db } = ctx;
      const catalogue = await readWorkshopCatalogue(db, tx);
      const stored = catalogue.items.find((w) => w.slug === slug);
      if (!stored) throw notFound('Der Workshop');
      if (entryVerdict(stored, { version }) !== 'write') {
        throw staleVersion(`Der Workshop „${stored.title.slice(0, 80)}“`);
      }
      tx.delete(db.doc(PATHS.workshop(slug)));
      tx.set(db.doc(PATHS.workshopCatalogue), removeEntry(catalogue, slug, workshopKey));
      writeAudit(tx, db, ctx, {
        action: 'workshops/delete',
        target: `workshops/${slug}`,
        before: stored,
        after: null,
        ignore: ['version'],
      });
      return { slug };
    }),
});
