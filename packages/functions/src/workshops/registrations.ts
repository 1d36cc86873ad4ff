/**
 * workshops/registrations (admins): the registrations of one workshop as rows of plain text (shared
 * registrationRowOf: what older versions stored passes as text), in the order they arrived, the places
 * they take, and whether that is all of them (`complete`: false past MAX_REGISTRATIONS, instead of
 * stopping silently). The CSV download is built from the rows in the web app (shared registrationsCsv).
 */
import { participantsOf, registrationRowOf, sortRegistrationRows } from '@speiseplaner/shared';
import { defineHandler } from '../lib/action';
import { PATHS } from '../lib/paths';
import { readQuery } from '../lib/reads';

/**
 * More than any workshop holds (a capacity is at most 1,000 places, shared MAX_WORKSHOP_CAPACITY); keeps
 * the read cost bounded. One more is read to say truthfully whether the list is complete.
 */
export const MAX_REGISTRATIONS = 2000;

export const listRegistrations = defineHandler('workshops/registrations', {
  handler: async ({ slug }, { db }) => {
    const snap = await readQuery(db.collection(PATHS.registrations(slug)).limit(MAX_REGISTRATIONS + 1));
    const complete = snap.size <= MAX_REGISTRATIONS;
    const registrations = sortRegistrationRows(
      snap.docs.slice(0, MAX_REGISTRATIONS).map((doc) => registrationRowOf(doc.id, doc.data())),
    );
    return { slug, registrations, participants: participantsOf(registrations), complete };
  },
});
