/**
 * masterplan/listWeeks (masterplan or plan feature): the shared masterplan weeks of a range (the trend is
 * computed by shared). Read-only and not admin-only, so the profile is read alongside. Weeks stored with
 * the legacy `averageCosts` are answered with it as `average` (MasterplanWeekSchema).
 */
import { MasterplanWeekSchema } from '@speiseplaner/shared';
import { defineHandler } from '../../lib/action';
import { PATHS } from '../../lib/paths';
import { listWeeksIn } from '../weeks';

export const listMasterplanWeeks = defineHandler('masterplan/listWeeks', {
  profile: 'parallel',
  handler: async (range, { db }) => ({
    weeks: (await listWeeksIn<unknown>(db.collection(PATHS.masterplanWeeks), range)).map((week) =>
      MasterplanWeekSchema.parse(week),
    ),
  }),
});
