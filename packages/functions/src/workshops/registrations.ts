/** workshops/registrations (admins): the registrations of one workshop, as data and as CSV. */
import type { WorkshopRegistration } from '@speiseplaner/shared';
import { defineHandler } from '../lib/action';
import { PATHS } from '../lib/paths';
import { readQuery } from '../lib/reads';
import { storedList } from '../lib/stored';
import { registrationsCsv } from './registrationsCsv';

/** More than any workshop room holds; keeps the read cost bounded. */
const MAX_REGISTRATIONS = 500;

export const listRegistrations = defineHandler('workshops/registrations', {
  handler: async ({ slug }, { db }) => {
    const snap = await readQuery(db.collection(PATHS.registrations(slug)).limit(MAX_REGISTRATIONS));
    const registrations = storedList<WorkshopRegistration>(snap).sort((a, b) =>
      String(a.createdAt).localeCompare(String(b.createdAt)),
    );
    const participants = registrations.reduce((sum, r) => sum + (r.participants ?? 1), 0);
    return { slug, registrations, participants, csv: registrationsCsv(registrations) };
  },
});
