/**
 * workshops/apply (public): registers for an upcoming, not cancelled workshop before its deadline while
 * places are free, and writes the confirmation mail document. The places taken are counted in the same
 * transaction (on the workshop and its list entry), so concurrent registrations never pass the capacity. One registration per e-mail address and workshop: the
 * registration's id is derived from the address, so a repeat is recognised and politely refused.
 */
import { HttpsError } from 'firebase-functions/v2/https';
import {
  canApplyForWorkshop,
  isWorkshopCancelled,
  noSeatsMessage,
  seatsFit,
  seatsTakenWith,
  type Workshop,
} from '@speiseplaner/shared';
import { defineHandler } from '../lib/action';
import { emailIdOf } from '../lib/emailId';
import { notFound } from '../lib/errors';
import { PATHS } from '../lib/paths';
import { readDocs } from '../lib/reads';
import { storedData } from '../lib/stored';
import { plain } from '../lib/sameContent';
import { upsertEntry } from '../lib/summary';
import { readWorkshopCatalogue, workshopKey } from './catalogue';
import { confirmationMail } from './confirmationMail';

export const applyForWorkshop = defineHandler('workshops/apply', {
  handler: async (registration, { db }) => {
    const slug = registration.workshopSlug;
    const id = emailIdOf(registration.email);
    const registrationRef = db.doc(PATHS.registration(slug, id));
    return db.runTransaction(async (tx) => {
      const [workshopSnap, existing] = await readDocs([db.doc(PATHS.workshop(slug)), registrationRef], tx);
      const catalogue = await readWorkshopCatalogue(db, tx);
      const workshop = storedData<Workshop>(workshopSnap);
      if (!workshop) throw notFound('Der Workshop');
      if (isWorkshopCancelled(workshop)) {
        throw new HttpsError('failed-precondition', 'Dieser Workshop wurde leider abgesagt.');
      }
      if (!canApplyForWorkshop(workshop)) {
        throw new HttpsError(
          'failed-precondition',
          'Die Anmeldung für diesen Workshop ist leider nicht mehr möglich.',
        );
      }
      if (existing?.exists) {
        throw new HttpsError(
          'already-exists',
          'Mit dieser E-Mail-Adresse sind Sie für diesen Workshop bereits angemeldet. Sie brauchen nichts weiter zu tun.',
        );
      }
      if (!seatsFit(workshop, registration.participants)) {
        throw new HttpsError('failed-precondition', noSeatsMessage(workshop));
      }
      const counted = plain({ ...workshop, seatsTaken: seatsTakenWith(workshop, registration.participants) });
      tx.set(db.doc(PATHS.workshop(slug)), counted);
      if (catalogue.items.some((w) => w.slug === slug)) {
        tx.set(db.doc(PATHS.workshopCatalogue), upsertEntry(catalogue, counted, workshopKey));
      }
      tx.create(registrationRef, plain({ ...registration, createdAt: new Date().toISOString() }));
      tx.set(db.doc(`${PATHS.mail}/${slug}-${id}`), confirmationMail(workshop, registration));
      return {
        registered: true,
        workshopSlug: slug,
        message: `Vielen Dank für Ihre Anmeldung! Eine Bestätigung geht an ${registration.email}.`,
      };
    });
  },
});
