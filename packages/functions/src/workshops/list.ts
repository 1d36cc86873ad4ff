/** workshops/list: every workshop, public (the web app filters upcoming ones with the shared rules). */
import { defineHandler } from '../lib/action';
import { readWorkshopCatalogue } from './catalogue';

export const listWorkshops = defineHandler('workshops/list', {
  handler: async (_payload, { db }) => {
    const { items } = await readWorkshopCatalogue(db);
    return { workshops: [...items].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0)) };
  },
});
