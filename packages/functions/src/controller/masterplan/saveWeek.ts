/**
 * masterplan/saveWeek (admins): saves one masterplan week; a missing week is created with version 0. The
 * week is written whole, so a legacy `averageCosts` field goes with the first save. Recorded in the audit
 * log (lib/audit.ts), in the same transaction. It may name only shared recipes (lib/visibleRecipes.ts):
 * an admin's own recipe is no kitchen's to see. The stored average is the server's (lib/weekAverage.ts), at
 * the shared prices only.
 */
import { MasterplanWeekSchema, assertWeekInPlanningWindow } from '@speiseplaner/shared';
import { defineHandler } from '../../lib/action';
import { writeAudit } from '../../lib/audit';
import { PATHS } from '../../lib/paths';
import { saveVersioned } from '../../lib/versionedSave';
import { readWeekCostInputs, withServerAverage } from '../../lib/weekAverage';

export const saveMasterplanWeek = defineHandler('masterplan/saveWeek', {
  handler: async ({ week }, ctx) => {
    const { db } = ctx;
    assertWeekInPlanningWindow(week.id, Date.now());
    const inputs = await readWeekCostInputs(db, week, null, null);
    return {
      // A retried save answers the stored copy, which may still be in the legacy form.
      week: MasterplanWeekSchema.parse(
        await saveVersioned(db, {
          ref: db.doc(PATHS.masterplanWeek(week.id)),
          incoming: withServerAverage(week, inputs, {}),
          what: `Die Masterplan-Woche ${week.id}`,
          access: ctx.checked,
          alsoWrite: (tx, saved, _related, _created, previous) =>
            writeAudit(tx, db, ctx, {
              action: 'masterplan/saveWeek',
              target: `masterplan/${week.id}`,
              before: previous,
              after: saved,
              ignore: ['version'],
            }),
        }),
      ),
    };
  },
});
