/**
 * workshops/removeRegistration (admins): deletes one registration, e.g. when the person asks for their
 * data to be deleted, and frees its places on the workshop and its list entry in the same transaction
 * (so a registration arriving at the same moment counts right). The registration's mails (confirmation,
 * cancellation), which hold the same name and address, go with it. The audit log entry names the
 * registration by its id (a hash of the address) and records only the places it took, no personal data.
 */
import { registrationSeats, seatsTakenWithout, type Workshop } from '@speiseplaner/shared';
import { defineHandler } from '../lib/action';
import { writeAudit } from '../lib/audit';
import { notFound } from '../lib/errors';
import { PATHS } from '../lib/paths';
import { readDocs } from '../lib/reads';
import { plain } from '../lib/sameContent';
import { storedData } from '../lib/stored';
import { upsertEntry } from '../lib/summary';
import { cancellationMailId } from './cancellationMail';
import { readWorkshopCatalogue, workshopKey } from './catalogue';

export const removeRegistration = defineHandler('workshops/removeRegistration', {
  handler: async ({ slug, id }, ctx) =>
    ctx.db.runTransaction(async (tx) => {
      const { db } = ctx;
      const workshopRef = db.doc(PATHS.workshop(slug));
      const registrationRef = db.doc(PATHS.registration(slug, id));
      const [workshopSnap, registration] = await readDocs([workshopRef, registrationRef], tx);
      const catalogue = await readWorkshopCatalogue(db, tx);
      const workshop = storedData<Workshop>(workshopSnap);
      if (!workshop) throw notFound('Der Workshop');
      if (!registration?.exists) throw notFound('Die Anmeldung');
      const seats = registrationSeats(registration.data());
      const updated = plain({ ...workshop, seatsTaken: seatsTakenWithout(workshop, seats) });
      tx.delete(registrationRef);
      tx.delete(db.doc(`${PATHS.mail}/${slug}-${id}`));
      tx.delete(db.doc(`${PATHS.mail}/${cancellationMailId(slug, id)}`));
      tx.set(workshopRef, updated);
      if (catalogue.items.some((w) => w.slug === slug)) {
        tx.set(db.doc(PATHS.workshopCatalogue), upsertEntry(catalogue, updated, workshopKey));
      }
      writeAudit(tx, db, ctx, {
        action: 'workshops/removeRegistration',
        target: `workshops/${slug}/registrations/${id}`,
        before: { participants: seats },
        after: null,
      });
      return { slug, id, workshop: updated };
    }),
});
