/** workshops/list: every workshop, public (the web app filters upcoming ones with the shared rules). */
import type { Workshop } from '@speiseplaner/shared';
import type { ActionHandler } from '../lib/action';
import type { PayloadOf } from '../controller/payloads';
import { readWorkshopCatalogue } from './catalogue';

export const listWorkshops: ActionHandler<PayloadOf<'workshops/list'>, { workshops: Workshop[] }> = {
  handler: async (_payload, { db }) => {
    const { items } = await readWorkshopCatalogue(db);
    return { workshops: [...items].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0)) };
  },
};
