/**
 * plan/stats (admins, usage feature): usage statistics from one counter document that the creating
 * actions increment (kitchens, planned weeks, own recipes, shopping lists) and plan/saveWeek fills with the
 * active kitchens per calendar week – one read, however many users. Only counts leave the function.
 */
import { addWeeks, isoWeekId, USAGE_WEEKS, type UsageStats } from '@speiseplaner/shared';
import { defineHandler } from '../../lib/action';
import { ACTIVE_USERS_FIELD } from '../../lib/activity';
import { PATHS } from '../../lib/paths';
import { readDoc } from '../../lib/reads';
import { isRecord } from '../../lib/stored';

const countOf = (value: unknown) => (typeof value === 'number' && value > 0 ? Math.floor(value) : 0);

/** The last USAGE_WEEKS calendar weeks up to `now`, oldest first; weeks nobody was active in count 0. */
export function activeUsersByWeek(stored: unknown, now: number = Date.now()): UsageStats['activeUsers'] {
  const byWeek = isRecord(stored) ? stored : {};
  const thisWeek = isoWeekId(now);
  return Array.from({ length: USAGE_WEEKS }, (_, i) => {
    const week = addWeeks(thisWeek, i - USAGE_WEEKS + 1);
    return { week, users: countOf(byWeek[week]) };
  });
}

export const planStats = defineHandler('plan/stats', {
  handler: async (_payload, { db }) => {
    const data = (await readDoc(db.doc(PATHS.usageStats))).data() ?? {};
    return {
      stats: {
        users: countOf(data.users),
        weeks: countOf(data.weeks),
        recipes: countOf(data.recipes),
        shoppingLists: countOf(data.shoppingLists),
        activeUsers: activeUsersByWeek(data[ACTIVE_USERS_FIELD]),
      },
    };
  },
});
