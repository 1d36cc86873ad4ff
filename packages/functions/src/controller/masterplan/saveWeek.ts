/** masterplan/saveWeek (admins): saves one masterplan week; a missing week is created with version 0. */
import type { MasterplanWeek } from '@speiseplaner/shared';
import type { ActionDefinition } from '../../lib/action';
import { PATHS } from '../../lib/paths';
import { saveVersioned } from '../../lib/versionedSave';
import { PAYLOADS, type PayloadOf } from '../payloads';

export const saveMasterplanWeek: ActionDefinition<PayloadOf<'masterplan/saveWeek'>, { week: MasterplanWeek }> = {
  payload: PAYLOADS['masterplan/saveWeek'],
  admin: true,
  feature: 'masterplan',
  handler: async ({ week }, { db }) => ({
    week: await saveVersioned(db, {
      ref: db.doc(PATHS.masterplanWeek(week.id)),
      incoming: week,
      what: `Die Masterplan-Woche ${week.id}`,
    }),
  }),
};
