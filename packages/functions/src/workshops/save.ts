/**
 * workshops/save (admins): creates or edits a workshop and its entry in the workshop list, in one
 * transaction with the audit log entry (lib/audit.ts).
 * - No lost updates: `expected` is the workshop as the admin last saw it (null for a new one). When the
 *   stored workshop differs from it (another admin saved meanwhile), nothing is written and the answer is
 *   the usual failed-precondition „… wurde inzwischen an anderer Stelle geändert …“; a new workshop whose
 *   slug (title + day) is taken is refused with already-exists. The places taken do not count as a change:
 *   visitors register all the time. A repeated call that finds the wanted workshop stored answers it
 *   without writing.
 * - The rules (shared workshops/workshopRules.ts): no start in the past (unless a past workshop keeps its
 *   start), no registration deadline after the day, no capacity below the places taken.
 * - The places taken are the server's: counted again from the stored registrations (shared
 *   seatsTakenBy, workshops/workshopSeats.ts), whatever the payload says.
 */
import { HttpsError } from 'firebase-functions/v2/https';
import { formatDate, sameWorkshopFields, seatsTakenBy, workshopSaveRefusal } from '@speiseplaner/shared';
import { defineHandler } from '../lib/action';
import { writeAudit } from '../lib/audit';
import { notFound, staleVersion } from '../lib/errors';
import { PATHS } from '../lib/paths';
import { readQuery } from '../lib/reads';
import { plain } from '../lib/sameContent';
import { upsertEntry } from '../lib/summary';
import { readWorkshopCatalogue, workshopKey } from './catalogue';

export const saveWorkshop = defineHandler('workshops/save', {
  handler: async ({ workshop, expected }, ctx) =>
    ctx.db.runTransaction(async (tx) => {
      const { db } = ctx;
      if (expected && expected.slug !== workshop.slug) {
        throw new HttpsError(
          'invalid-argument',
          'Die Kennung eines Workshops bleibt beim Bearbeiten gleich; bitte laden Sie die Seite neu.',
        );
      }
      const catalogue = await readWorkshopCatalogue(db, tx);
      const registrations = await readQuery(db.collection(PATHS.registrations(workshop.slug)), tx);
      const stored = catalogue.items.find((w) => w.slug === workshop.slug) ?? null;
      const seatsTaken = seatsTakenBy(registrations.docs.map((doc) => doc.data()));
      const saved = plain({ ...workshop, seatsTaken });
      if (stored && sameWorkshopFields(stored, saved) && stored.seatsTaken === seatsTaken)
        return { workshop: stored };
      if (expected === null && stored) {
        throw new HttpsError(
          'already-exists',
          `Am ${formatDate(stored.date)} gibt es bereits den Workshop „${stored.title.slice(0, 80)}“. Bitte bearbeiten Sie ihn dort, oder wählen Sie einen anderen Titel.`,
        );
      }
      if (expected && !stored) throw notFound('Der Workshop');
      if (expected && stored && !sameWorkshopFields(stored, expected)) {
        throw staleVersion(`Der Workshop „${stored.title.slice(0, 80)}“`);
      }
      const refusal = workshopSaveRefusal(workshop, { stored, seatsTaken, now: Date.now() });
      if (refusal) throw new HttpsError('failed-precondition', refusal);
      tx.set(db.doc(PATHS.workshop(workshop.slug)), saved);
      tx.set(db.doc(PATHS.workshopCatalogue), upsertEntry(catalogue, saved, workshopKey));
      writeAudit(tx, db, ctx, {
        action: 'workshops/save',
        target: `workshops/${workshop.slug}`,
        before: stored,
        after: saved,
      });
      return { workshop: saved };
    }),
});
