/**
 * workshops/registrations (admins): the registrations of one workshop, as data and as CSV, and whether
 * that is all of them (`complete`: false past MAX_REGISTRATIONS, instead of stopping silently).
 */
import type { WorkshopRegistration } from '@speiseplaner/shared';
import { defineHandler } from '../lib/action';
import { PATHS } from '../lib/paths';
import { readQuery } from '../lib/reads';
import { storedList } from '../lib/stored';
import { registrationsCsv } from './registrationsCsv';

/**
 * More than any workshop holds (a capacity is at most 1,000 places, shared MAX_WORKSHOP_CAPACITY); keeps
 * the read cost bounded. One more is read to say truthfully whether the list is complete.
 */
export const MAX_REGISTRATIONS = 2000;

export const listRegistrations = defineHandler('workshops/registrations', {
  handler: async ({ slug }, { db }) => {
    const snap = await readQuery(db.collection(PATHS.registrations(slug)).limit(MAX_REGISTRATIONS + 1));
    const complete = snap.size <= MAX_REGISTRATIONS;
    const registrations = storedList<WorkshopRegistration>(snap)
      .slice(0, MAX_REGISTRATIONS)
      .sort((a, b) => String(a.createdAt).localeCompare(String(b.createdAt)));
    const participants = registrations.reduce((sum, r) => sum + (r.participants ?? 1), 0);
    return { slug, registrations, participants, complete, csv: registrationsCsv(registrations) };
  },
});
