/** masterplan/listWeeks (admins): the shared masterplan weeks of a range (the trend is computed by shared). */
import type { MasterplanWeek } from '@speiseplaner/shared';
import type { ActionDefinition } from '../../lib/action';
import { PATHS } from '../../lib/paths';
import { PAYLOADS, type PayloadOf } from '../payloads';
import { listWeeksIn } from '../weeks';

export const listMasterplanWeeks: ActionDefinition<PayloadOf<'masterplan/listWeeks'>, { weeks: MasterplanWeek[] }> = {
  payload: PAYLOADS['masterplan/listWeeks'],
  admin: true,
  feature: 'masterplan',
  handler: async (range, { db }) => ({
    weeks: await listWeeksIn<MasterplanWeek>(db.collection(PATHS.masterplanWeeks), range),
  }),
};
