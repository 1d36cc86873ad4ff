/** The masterplan weeks as an autosaved area: each week is one document, written with `masterplan/saveWeek`. */
import type { MasterplanWeek } from '@speiseplaner/shared';
import type { AutosaveState } from '../autosave/autosaveSlice';
import type { AutosaveArea } from '../autosave/autosaveArea';
import { WEEK_CHANGES, weekStoredLoaded, type MasterplanState } from './masterplanSlice';

type State = { masterplan: MasterplanState; autosave: AutosaveState };

export const MASTERPLAN_AREA = 'masterplan';

export const masterplanArea: AutosaveArea<State, MasterplanWeek> = {
  area: MASTERPLAN_AREA,
  isChange: (action) => WEEK_CHANGES.some((change) => change.match(action)),
  keyOf: (action) => (action.payload as { weekId?: string } | undefined)?.weekId,
  selectEntry: (state, weekId) => state.masterplan.weeks[weekId],
  save: (backend, week) => backend('masterplan/saveWeek', { week }),
  loadStored: async (backend, weekId) => {
    const answer = await backend('masterplan/listWeeks', { from: weekId, to: weekId });
    const stored = (answer.payload as { weeks: MasterplanWeek[] }).weeks.find((w) => w.id === weekId);
    if (!stored) throw new Error(`Die Masterplan-Woche ${weekId} ist nicht mehr gespeichert.`);
    return stored;
  },
  storedLoaded: (_weekId, week, choice) => weekStoredLoaded({ week, choice }),
};
