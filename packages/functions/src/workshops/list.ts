/** workshops/list: every workshop, public (the web app filters upcoming ones with the shared rules). */
import { z } from 'zod';
import type { ActionDefinition } from '../lib/action';

export const listWorkshops: ActionDefinition<Record<string, never>, { workshops: unknown[] }> = {
  payload: z.object({}).strict(),
  public: true,
  handler: async (_payload, { db }) => {
    const snap = await db.collection('workshops').orderBy('date').get();
    return { workshops: snap.docs.map((d) => d.data()) };
  },
};
