/**
 * workshops/save (admins): creates or replaces a workshop and its entry in the workshop list. The places
 * taken are the server's: counted again from the stored registrations, whatever the payload says, so a
 * capacity set after registrations arrived starts right (quotas/workshopSeats.ts in shared). Recorded in
 * the audit log (lib/audit.ts), in the same transaction.
 */
import type { WorkshopRegistration } from '@speiseplaner/shared';
import { defineHandler } from '../lib/action';
import { writeAudit } from '../lib/audit';
import { PATHS } from '../lib/paths';
import { readQuery } from '../lib/reads';
import { plain } from '../lib/sameContent';
import { upsertEntry } from '../lib/summary';
import { readWorkshopCatalogue, workshopKey } from './catalogue';

export const saveWorkshop = defineHandler('workshops/save', {
  handler: async ({ workshop }, ctx) =>
    ctx.db.runTransaction(async (tx) => {
      const { db } = ctx;
      const catalogue = await readWorkshopCatalogue(db, tx);
      const registrations = await readQuery(db.collection(PATHS.registrations(workshop.slug)), tx);
      const seatsTaken = registrations.docs.reduce((sum, doc) => {
        const participants = (doc.data() as Partial<WorkshopRegistration>).participants;
        return sum + (Number.isInteger(participants) && participants! > 0 ? participants! : 1);
      }, 0);
      const saved = plain({ ...workshop, seatsTaken });
      tx.set(db.doc(PATHS.workshop(workshop.slug)), saved);
      tx.set(db.doc(PATHS.workshopCatalogue), upsertEntry(catalogue, saved, workshopKey));
      writeAudit(tx, db, ctx, {
        action: 'workshops/save',
        target: `workshops/${workshop.slug}`,
        before: catalogue.items.find((w) => w.slug === workshop.slug),
        after: saved,
      });
      return { workshop: saved };
    }),
});
