/** plan/listWeeks: the caller's own plan weeks of a range (at most LIST_LIMIT documents). */
import { withDayRevs, type PlanWeek } from '@speiseplaner/shared';
import { defineHandler, kitchenOf } from '../../lib/action';
import { PATHS } from '../../lib/paths';
import { listWeeksIn } from '../weeks';

export const listPlanWeeks = defineHandler('plan/listWeeks', {
  profile: 'parallel',
  handler: async (range, ctx) => ({
    // Every day with its revision: the web app tells its own edits from days it left alone by it.
    weeks: (await listWeeksIn<PlanWeek>(ctx.db.collection(PATHS.planWeeks(kitchenOf(ctx))), range)).map(
      withDayRevs,
    ),
  }),
});
