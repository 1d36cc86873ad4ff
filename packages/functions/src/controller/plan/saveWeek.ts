/**
 * plan/saveWeek: saves one of the caller's weeks per day (shared versioning/dayMerge.ts, docs/domain-rules.md,
 * "Two cooks on one week"): days another member changed meanwhile are kept, a day both changed is refused
 * naming the other; each changed day and the week carry who changed them. The week must exist (plan/saveNewWeek creates it). The
 * first save of a calendar week counts the kitchen as active for plan/stats (lib/activity.ts), after the
 * save committed. Every recipe it names must be the kitchen's own, its Träger's or a shared one
 * (lib/visibleRecipes.ts): own and shared ones are read while the transaction reads the week, the
 * Träger's and the check follow once the profile has authorized. The
 * stored average is the server's (lib/weekAverage.ts), at the kitchen's prices from that profile (its own
 * over its Träger's). A kitchen of a Träger then updates its summary (lib/organisationSummary.ts).
 */
import {
  assertWeekInPlanningWindow,
  dayConflictMessage,
  kitchenPrices,
  mergeWeekDays,
  weekRecipeSlugs,
  withDayRevs,
  type PlanWeek,
} from '@speiseplaner/shared';
import { defineHandler, kitchenOf } from '../../lib/action';
import { activityRef, countUsage, markActivity, weekToCount } from '../../lib/activity';
import { dayConflict } from '../../lib/errors';
import { summariseWeek } from '../../lib/organisationSummary';
import { PATHS } from '../../lib/paths';
import { saveVersioned } from '../../lib/versionedSave';
import {
  prefetchWeekCostInputs,
  readWeekCostInputs,
  withServerAverage,
  type WeekCostInputs,
} from '../../lib/weekAverage';

/** True when every dish `week` names is one `sent` names too (their cost inputs are read already). */
function namesOnly(week: PlanWeek, sent: PlanWeek): boolean {
  const read = new Set(weekRecipeSlugs(sent));
  return weekRecipeSlugs(week).every((slug) => read.has(slug));
}

export const savePlanWeek = defineHandler('plan/saveWeek', {
  profile: 'handler',
  handler: async ({ week }, ctx) => {
    assertWeekInPlanningWindow(week.id, Date.now());
    const kitchenId = kitchenOf(ctx);
    const now = Date.now();
    // Started now, awaited in `check` after the authorization: a refused caller learns nothing of recipes.
    // The kitchen's Träger is known only then (its document): the Träger's recipes are added then.
    const recipesRead = prefetchWeekCostInputs(ctx.db, week, kitchenId);
    let inputs: WeekCostInputs | undefined;
    const saved = await saveVersioned(ctx.db, {
      ref: ctx.db.doc(PATHS.planWeek(kitchenId, week.id)),
      incoming: week,
      what: `Die Woche ${week.id}`,
      mustExist: true,
      related: [activityRef(ctx.db, kitchenId)],
      check: async () => {
        inputs = await recipesRead(ctx.user?.organisation?.id);
      },
      merge: async (stored, incoming) => {
        const verdict = mergeWeekDays(stored, incoming, ctx.member!, now);
        if (verdict.kind === 'conflict')
          throw dayConflict(dayConflictMessage(verdict.days, verdict.by, now, ctx.member!.uid));
        if (verdict.kind === 'unchanged') return { kind: 'unchanged', doc: withDayRevs(stored) };
        // Days merged in from another member may name dishes the sent week did not: their costs too.
        if (!namesOnly(verdict.week, incoming))
          inputs = await readWeekCostInputs(ctx.db, verdict.week, kitchenId, ctx.user?.organisation?.id);
        return { kind: 'write', doc: verdict.week };
      },
      complete: (incoming) =>
        withServerAverage(
          incoming,
          inputs!,
          kitchenPrices(ctx.user?.prices ?? {}, ctx.user?.organisationPrices),
        ),
      alsoWrite: (tx, _saved, [marker]) => markActivity(tx, ctx.db, kitchenId, marker!, now),
      afterCommit: async (_saved, [marker]) => {
        const activeWeek = weekToCount(marker!, now);
        if (activeWeek) await countUsage(ctx.db, { activeWeek });
      },
      access: { profileRef: ctx.kitchenRef!, authorize: ctx.authorize },
    });
    await summariseWeek(ctx, saved, inputs);
    return { week: withDayRevs(saved) };
  },
});
