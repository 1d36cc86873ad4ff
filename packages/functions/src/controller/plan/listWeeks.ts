/** plan/listWeeks: the caller's own plan weeks of a range (at most LIST_LIMIT documents). */
import type { PlanWeek } from '@speiseplaner/shared';
import { uidOf, type ActionDefinition } from '../../lib/action';
import { PATHS } from '../../lib/paths';
import { PAYLOADS, type PayloadOf } from '../payloads';
import { listWeeksIn } from '../weeks';

export const listPlanWeeks: ActionDefinition<PayloadOf<'plan/listWeeks'>, { weeks: PlanWeek[] }> = {
  payload: PAYLOADS['plan/listWeeks'],
  profile: 'parallel',
  feature: 'plan',
  handler: async (range, ctx) => ({
    weeks: await listWeeksIn<PlanWeek>(ctx.db.collection(PATHS.planWeeks(uidOf(ctx))), range),
  }),
};
