/**
 * plan/stats (admins, usage feature): usage statistics from one counter document that the creating
 * actions increment (kitchens, planned weeks, own recipes, shopping lists) – one read, however many users.
 */
import type { ActionHandler } from '../../lib/action';
import { PATHS } from '../../lib/paths';
import { readDoc } from '../../lib/reads';
import type { PayloadOf } from '../payloads';

export interface UsageStats {
  users: number;
  weeks: number;
  recipes: number;
  shoppingLists: number;
}

export const planStats: ActionHandler<PayloadOf<'plan/stats'>, { stats: UsageStats }> = {
  handler: async (_payload, { db }) => {
    const data = (await readDoc(db.doc(PATHS.usageStats))).data() ?? {};
    const n = (key: string) => (typeof data[key] === 'number' ? (data[key] as number) : 0);
    return {
      stats: {
        users: n('users'),
        weeks: n('weeks'),
        recipes: n('recipes'),
        shoppingLists: n('shoppingLists'),
      },
    };
  },
};
