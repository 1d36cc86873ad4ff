/**
 * workshops/save (admins): creates or edits a workshop and its entry in the workshop list, in one
 * transaction with the audit log entry (lib/audit.ts).
 * - No lost updates: `version` is the workshop's version as the admin last saw it (0 for a new one; a
 *   workshop stored without one counts as 0), checked by the shared entryVerdict
 *   (versioning/entryVersion.ts). When another admin saved or cancelled it meanwhile, nothing is written
 *   and the answer is the usual failed-precondition „… wurde inzwischen an anderer Stelle geändert …“; the
 *   stored workshop gets version + 1. A new workshop whose slug (title + day) is taken is refused with
 *   already-exists. Registrations do not move the version: visitors register all the time. A repeated
 *   call that finds the wanted workshop stored answers it without writing.
 * - The rules (shared workshops/workshopRules.ts): no start in the past (unless a past workshop keeps its
 *   start), no registration deadline after the day, no capacity below the places taken.
 * - The places taken are the server's: counted again from the stored registrations (shared
 *   seatsTakenBy, workshops/workshopSeats.ts), whatever the payload says.
 */
import { HttpsError } from 'firebase-functions/v2/https';
import { entryVerdict, formatDate, seatsTakenBy, workshopSaveRefusal } from '@speiseplaner/shared';
import { defineHandler } from '../lib/action';
import { writeAudit } from '../lib/audit';
import { notFound, staleVersion } from '../lib/errors';
import { PATHS } from '../lib/paths';
import { readQuery } from '../lib/reads';
import { plain } from '../lib/sameContent';
import { upsertEntry } from '../lib/summary';
import { readWorkshopCatalogue, workshopKey } from './catalogue';

export const saveWorkshop = defineHandler('workshops/save', {
  handler: async ({ workshop, version, isNew }, ctx) =>
    ctx.db.runTransaction(async (tx) => {
      const { db } = ctx;
      const catalogue = await readWorkshopCatalogue(db, tx);
      const registrations = await readQuery(db.collection(PATHS.registrations(workshop.slug)), tx);
      const stored = catalogue.items.find((w) => w.slug === workshop.slug) ?? null;
      const seatsTaken = seatsTakenBy(registrations.docs.map((doc) => doc.data()));
      const wanted = { ...workshop, seatsTaken };
      const verdict = entryVerdict(stored, { version, isNew, content: wanted });
      if (stored && verdict === 'unchanged') return { workshop: stored };
      if (stored && verdict === 'taken') {
        throw new HttpsError(
          'already-exists',
          `Am ${formatDate(stored.date)} gibt es bereits den Workshop „${stored.title.slice(0, 80)}“. Bitte bearbeiten Sie ihn dort, oder wählen Sie einen anderen Titel.`,
        );
      }
      if (verdict === 'missing') throw notFound('Der Workshop');
      if (stored && verdict === 'stale') throw staleVersion(`Der Workshop „${stored.title.slice(0, 80)}“`);
      const refusal = workshopSaveRefusal(workshop, { stored, seatsTaken, now: Date.now() });
      if (refusal) throw new HttpsError('failed-precondition', refusal);
      const saved = plain({ ...wanted, version: version + 1 });
      tx.set(db.doc(PATHS.workshop(workshop.slug)), saved);
      tx.set(db.doc(PATHS.workshopCatalogue), upsertEntry(catalogue, saved, workshopKey));
      writeAudit(tx, db, ctx, {
        action: 'workshops/save',
        target: `workshops/${workshop.slug}`,
        before: stored,
        after: saved,
        ignore: ['version'],
      });
      return { workshop: saved };
    }),
});
