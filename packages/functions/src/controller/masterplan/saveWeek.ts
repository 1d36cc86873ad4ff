/** masterplan/saveWeek (admins): saves one masterplan week; a missing week is created with version 0. */
import { defineHandler } from '../../lib/action';
import { PATHS } from '../../lib/paths';
import { saveVersioned } from '../../lib/versionedSave';

export const saveMasterplanWeek = defineHandler('masterplan/saveWeek', {
  handler: async ({ week }, { db }) => ({
    week: await saveVersioned(db, {
      ref: db.doc(PATHS.masterplanWeek(week.id)),
      incoming: week,
      what: `Die Masterplan-Woche ${week.id}`,
    }),
  }),
});
