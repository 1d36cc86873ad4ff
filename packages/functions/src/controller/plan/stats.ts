/**
 * plan/stats (admins, usage feature): usage statistics summed over the counter shards that the creating
 * actions increment after their save committed (kitchens, planned weeks, own recipes, shopping lists) and
 * plan/saveWeek fills with the active kitchens per calendar week, plus the legacy single document
 * `stats/usage` (lib/activity.ts) – 1 + USAGE_SHARDS reads in one `getAll`, however many users. Only
 * counts leave the function.
 */
import { addWeeks, isoWeekId, USAGE_WEEKS, type UsageStats } from '@speiseplaner/shared';
import { defineHandler } from '../../lib/action';
import { ACTIVE_USERS_FIELD, usageRefs } from '../../lib/activity';
import { readDocs } from '../../lib/reads';
import { isRecord } from '../../lib/stored';

const countOf = (value: unknown) => (typeof value === 'number' && value > 0 ? Math.floor(value) : 0);

const COUNTERS = ['users', 'weeks', 'recipes', 'shoppingLists'] as const;

/** The counters and active kitchens per week of several usage documents (legacy and shards), added up. */
function sumUsage(docs: unknown[]): Record<(typeof COUNTERS)[number], number> & {
  activeUsers: Record<string, number>;
} {
  const sum = { users: 0, weeks: 0, recipes: 0, shoppingLists: 0, activeUsers: {} as Record<string, number> };
  for (const doc of docs) {
    if (!isRecord(doc)) continue;
    for (const counter of COUNTERS) sum[counter] += countOf(doc[counter]);
    const byWeek = doc[ACTIVE_USERS_FIELD];
    if (!isRecord(byWeek)) continue;
    for (const [week, n] of Object.entries(byWeek))
      sum.activeUsers[week] = (sum.activeUsers[week] ?? 0) + countOf(n);
  }
  return sum;
}

/** The last USAGE_WEEKS calendar weeks up to `now`, oldest first; weeks nobody was active in count 0. */
function activeUsersByWeek(stored: unknown, now: number = Date.now()): UsageStats['activeUsers'] {
  const byWeek = isRecord(stored) ? stored : {};
  const thisWeek = isoWeekId(now);
  return Array.from({ length: USAGE_WEEKS }, (_, i) => {
    const week = addWeeks(thisWeek, i - USAGE_WEEKS + 1);
    return { week, users: countOf(byWeek[week]) };
  });
}

export const planStats = defineHandler('plan/stats', {
  handler: async (_payload, { db }) => {
    const data = sumUsage((await readDocs(usageRefs(db))).map((snap) => snap.data()));
    return {
      stats: {
        users: data.users,
        weeks: data.weeks,
        recipes: data.recipes,
        shoppingLists: data.shoppingLists,
        activeUsers: activeUsersByWeek(data.activeUsers),
      },
    };
  },
});
