/**
 * plan/listWeeks: the caller's own plan weeks of a range (at most LIST_LIMIT documents). A week the client
 * named in `known` with the version stored comes back as its id in `unchanged` only (the reads are the
 * same; the answer is what shrinks).
 */
import { withDayRevs, type PlanWeek } from '@speiseplaner/shared';
import { defineHandler, kitchenOf } from '../../lib/action';
import { PATHS } from '../../lib/paths';
import { listWeeksIn } from '../weeks';

export const listPlanWeeks = defineHandler('plan/listWeeks', {
  profile: 'parallel',
  handler: async ({ known, ...range }, ctx) => {
    const stored = await listWeeksIn<PlanWeek>(ctx.db.collection(PATHS.planWeeks(kitchenOf(ctx))), range);
    const isKnown = (week: PlanWeek) => known !== undefined && known[week.id] === week.version;
    const unchanged = stored.filter(isKnown).map((week) => week.id);
    // Every day with its revision: the web app tells its own edits from days it left alone by it.
    const weeks = stored.filter((week) => !isKnown(week)).map(withDayRevs);
    return known === undefined ? { weeks } : { weeks, unchanged };
  },
});
