/** workshops/save (admins): creates or replaces a workshop and its entry in the workshop list. */
import type { Workshop } from '@speiseplaner/shared';
import type { ActionDefinition } from '../lib/action';
import { PATHS } from '../lib/paths';
import { plain } from '../lib/sameContent';
import { upsertEntry } from '../lib/summary';
import { readWorkshopCatalogue, workshopKey } from './catalogue';
import { WORKSHOP_PAYLOADS, type WorkshopPayloadOf } from './payloads';

export const saveWorkshop: ActionDefinition<WorkshopPayloadOf<'workshops/save'>, { workshop: Workshop }> = {
  payload: WORKSHOP_PAYLOADS['workshops/save'],
  admin: true,
  handler: async ({ workshop }, { db }) =>
    db.runTransaction(async (tx) => {
      const catalogue = await readWorkshopCatalogue(db, tx);
      const saved = plain(workshop);
      tx.set(db.doc(PATHS.workshop(workshop.slug)), saved);
      tx.set(db.doc(PATHS.workshopCatalogue), upsertEntry(catalogue, saved, workshopKey));
      return { workshop: saved };
    }),
};
