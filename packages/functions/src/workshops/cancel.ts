/**
 * workshops/cancel (admins): cancels an upcoming workshop. Its title gets "Abgesagt: " in front (shared
 * cancelledWorkshopTitle), it stays in the list as cancelled (registration is refused from then on), and
 * every registrant gets a cancellation mail (cancellationMail.ts).
 * - The title, the list entry and the audit log entry change in one transaction; a registration arriving
 *   at the same moment either comes before (and gets its mail) or is refused as cancelled.
 * - The mails are written after that transaction, a page of registrations at a time (a workshop may hold
 *   more registrations than one Firestore commit takes writes): each mail has a fixed id per registration
 *   and is created only where it is missing, so calling again for the cancelled workshop writes what an
 *   interrupted call left out and never mails anybody twice. `mails` counts the mails this call wrote.
 * - A workshop that has started cannot be cancelled any more (nor mailed again once cancelled).
 */
import type { Firestore, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import {
  cancelledWorkshopTitle,
  isWorkshopCancelled,
  isWorkshopPast,
  storedVersion,
  workshopCancelRefusal,
  type Workshop,
} from '@speiseplaner/shared';
import { defineHandler } from '../lib/action';
import { writeAudit } from '../lib/audit';
import { notFound } from '../lib/errors';
import { PATHS } from '../lib/paths';
import { readDocs, readQuery } from '../lib/reads';
import { plain } from '../lib/sameContent';
import { upsertEntry } from '../lib/summary';
import { cancellationMail, cancellationMailId } from './cancellationMail';
import { readWorkshopCatalogue, workshopKey } from './catalogue';

/** Registrations per page, and so at most the mails of one batch (Firestore takes 500 writes in one). */
export const CANCEL_MAIL_PAGE = 400;

/** Writes the missing cancellation mails of every registration of `workshop`; answers how many. */
async function writeCancellationMails(db: Firestore, workshop: Workshop): Promise<number> {
  const query = db.collection(PATHS.registrations(workshop.slug));
  let written = 0;
  let last: QueryDocumentSnapshot | undefined;
  for (;;) {
    const page = await readQuery((last ? query.startAfter(last) : query).limit(CANCEL_MAIL_PAGE));
    const refs = page.docs.map((doc) => db.doc(`${PATHS.mail}/${cancellationMailId(workshop.slug, doc.id)}`));
    const existing = await readDocs(refs);
    const batch = db.batch();
    let inBatch = 0;
    page.docs.forEach((doc, i) => {
      const mail = existing[i]!.exists ? null : cancellationMail(workshop, doc.data());
      if (!mail) return;
      batch.create(refs[i]!, mail);
      inBatch += 1;
    });
    if (inBatch > 0) await batch.commit();
    written += inBatch;
    if (page.size < CANCEL_MAIL_PAGE) return written;
    last = page.docs[page.size - 1];
  }
}

export const cancelWorkshop = defineHandler('workshops/cancel', {
  handler: async ({ slug }, ctx) => {
    const { db } = ctx;
    const workshop = await db.runTransaction(async (tx) => {
      const catalogue = await readWorkshopCatalogue(db, tx);
      const stored = catalogue.items.find((w) => w.slug === slug);
      if (!stored) throw notFound('Der Workshop');
      if (isWorkshopCancelled(stored)) return stored;
      const refusal = workshopCancelRefusal(stored, Date.now());
      if (refusal) throw new HttpsError('failed-precondition', refusal);
      // An admin change like a save: a form opened before the cancel cannot overwrite it (workshops/save).
      const cancelled = plain({
        ...stored,
        title: cancelledWorkshopTitle(stored.title),
        version: storedVersion(stored) + 1,
      });
      tx.set(db.doc(PATHS.workshop(slug)), cancelled);
      tx.set(db.doc(PATHS.workshopCatalogue), upsertEntry(catalogue, cancelled, workshopKey));
      writeAudit(tx, db, ctx, {
        action: 'workshops/cancel',
        target: `workshops/${slug}`,
        before: stored,
        after: cancelled,
        ignore: ['version'],
      });
      return cancelled;
    });
    const mails = isWorkshopPast(workshop) ? 0 : await writeCancellationMails(db, workshop);
    return { workshop, mails };
  },
});
