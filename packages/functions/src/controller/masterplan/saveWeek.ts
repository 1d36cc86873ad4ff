/** masterplan/saveWeek (admins): saves one masterplan week; a missing week is created with version 0. */
import type { MasterplanWeek } from '@speiseplaner/shared';
import type { ActionHandler } from '../../lib/action';
import { PATHS } from '../../lib/paths';
import { saveVersioned } from '../../lib/versionedSave';
import type { PayloadOf } from '../payloads';

export const saveMasterplanWeek: ActionHandler<PayloadOf<'masterplan/saveWeek'>, { week: MasterplanWeek }> = {
  handler: async ({ week }, { db }) => ({
    week: await saveVersioned(db, {
      ref: db.doc(PATHS.masterplanWeek(week.id)),
      incoming: week,
      what: `Die Masterplan-Woche ${week.id}`,
    }),
  }),
};
