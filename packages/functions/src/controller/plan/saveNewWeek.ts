/**
 * plan/saveNewWeek: creates a week on demand (docs/product.md, "Weeks created on demand"). When the week
 * exists already (a retry, or a second tab) the stored week is answered unchanged, so calling it twice is
 * harmless. A new week must fit the kitchen's cap (lib/kitchenCaps.ts) and may name only the kitchen's
 * own, its Träger's and the shared recipes (lib/visibleRecipes.ts). Its stored average is the server's
 * (lib/weekAverage.ts), at the kitchen's prices (its own over its Träger's). A kitchen of a Träger then
 * updates its summary (lib/organisationSummary.ts).
 */
import { assertWeekInPlanningWindow, kitchenPrices, withDayRevs, type PlanWeek } from '@speiseplaner/shared';
import { defineHandler, kitchenOf } from '../../lib/action';
import { countUsage } from '../../lib/activity';
import { assertRoomIn } from '../../lib/kitchenCaps';
import { summariseWeek } from '../../lib/organisationSummary';
import { PATHS } from '../../lib/paths';
import { readDoc } from '../../lib/reads';
import { plain } from '../../lib/sameContent';
import { storedData } from '../../lib/stored';
import { readWeekCostInputs, withServerAverage } from '../../lib/weekAverage';

export const saveNewPlanWeek = defineHandler('plan/saveNewWeek', {
  handler: async ({ week }, ctx) => {
    assertWeekInPlanningWindow(week.id, Date.now());
    const { db } = ctx;
    const kitchenId = kitchenOf(ctx);
    const ref = db.doc(PATHS.planWeek(kitchenId, week.id));
    const inputs = await readWeekCostInputs(db, week, kitchenId, ctx.user?.organisation?.id);
    const incoming = withServerAverage(
      week,
      inputs,
      kitchenPrices(ctx.user?.prices ?? {}, ctx.user?.organisationPrices),
    );
    const answer = await db.runTransaction(async (tx) => {
      const snap = await readDoc(ref, tx);
      const stored = storedData<PlanWeek>(snap);
      if (stored) return { week: withDayRevs(stored), created: false };
      await assertRoomIn('weeks', db.collection(PATHS.planWeeks(kitchenId)), ctx, tx);
      const created = plain({ ...incoming, version: 1 });
      tx.set(ref, created);
      return { week: withDayRevs(created), created: true };
    });
    if (answer.created) {
      await countUsage(db, { counter: 'weeks' });
      await summariseWeek(ctx, answer.week, inputs);
    }
    return answer;
  },
});
