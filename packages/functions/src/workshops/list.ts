/** workshops/list: every workshop, public (the web app filters upcoming ones with the shared rules). */
import type { Workshop } from '@speiseplaner/shared';
import type { ActionDefinition } from '../lib/action';
import { WORKSHOP_PAYLOADS, type WorkshopPayloadOf } from './payloads';
import { readWorkshopCatalogue } from './catalogue';

export const listWorkshops: ActionDefinition<WorkshopPayloadOf<'workshops/list'>, { workshops: Workshop[] }> = {
  payload: WORKSHOP_PAYLOADS['workshops/list'],
  public: true,
  handler: async (_payload, { db }) => {
    const { items } = await readWorkshopCatalogue(db);
    return { workshops: [...items].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0)) };
  },
};
