/** The masterplan weeks as an autosaved area: each week is one document, written with `masterplan/saveWeek`. */
import type { MasterplanWeek } from '@speiseplaner/shared';
import { callAction } from '../../app/backendCall';
import type { AutosaveState } from '../autosave/autosaveSlice';
import type { AutosaveArea } from '../autosave/autosaveArea';
import { isWeekChange, weekStoredLoaded, type MasterplanState } from './masterplanSlice';

type State = { masterplan: MasterplanState; autosave: AutosaveState };

export const MASTERPLAN_AREA = 'masterplan';

export const masterplanArea: AutosaveArea<State, MasterplanWeek> = {
  area: MASTERPLAN_AREA,
  isChange: isWeekChange,
  keyOf: (action) => (isWeekChange(action) ? action.payload.weekId : undefined),
  selectEntry: (state, weekId) => state.masterplan.weeks[weekId],
  write: (week) => callAction('masterplan/saveWeek', { week }),
  fetchStored: function* (weekId) {
    const answer = yield* callAction('masterplan/listWeeks', { from: weekId, to: weekId });
    const stored = answer.payload.weeks.find((w) => w.id === weekId);
    if (!stored) throw new Error(`Die Masterplan-Woche ${weekId} ist nicht mehr gespeichert.`);
    return stored;
  },
  storedLoaded: (_weekId, week, choice) => weekStoredLoaded({ week, choice }),
};
