/** plan/listWeeks: the caller's own plan weeks of a range (at most LIST_LIMIT documents). */
import type { PlanWeek } from '@speiseplaner/shared';
import { defineHandler, kitchenOf } from '../../lib/action';
import { PATHS } from '../../lib/paths';
import { listWeeksIn } from '../weeks';

export const listPlanWeeks = defineHandler('plan/listWeeks', {
  profile: 'parallel',
  handler: async (range, ctx) => ({
    weeks: await listWeeksIn<PlanWeek>(ctx.db.collection(PATHS.planWeeks(kitchenOf(ctx))), range),
  }),
});
