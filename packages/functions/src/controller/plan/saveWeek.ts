/** plan/saveWeek: saves one of the caller's weeks; the week must exist (plan/saveNewWeek creates it). */
import type { PlanWeek } from '@speiseplaner/shared';
import { uidOf, type ActionHandler } from '../../lib/action';
import { PATHS } from '../../lib/paths';
import { saveVersioned } from '../../lib/versionedSave';
import type { PayloadOf } from '../payloads';

export const savePlanWeek: ActionHandler<PayloadOf<'plan/saveWeek'>, { week: PlanWeek }> = {
  profile: 'handler',
  handler: async ({ week }, ctx) => ({
    week: await saveVersioned(ctx.db, {
      ref: ctx.db.doc(PATHS.planWeek(uidOf(ctx), week.id)),
      incoming: week,
      what: `Die Woche ${week.id}`,
      mustExist: true,
      authorizeWith: { ctx, profileRef: ctx.db.doc(PATHS.user(uidOf(ctx))) },
    }),
  }),
};
