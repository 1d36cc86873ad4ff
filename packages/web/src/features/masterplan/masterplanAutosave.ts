/** The masterplan weeks as an autosaved area: each week is one document, written with `masterplan/saveWeek`. */
import { withWeekAverage, type MasterplanWeek } from '@speiseplaner/shared';
import { callAction } from '../../app/backendCall';
import type { AutosaveState } from '../autosave/autosaveSlice';
import type { AutosaveArea } from '../autosave/autosaveArea';
import { selectPlannerData, type PlannerInputs } from '../plan/plannerData';
import { isWeekChange, weekStoredLoaded, type MasterplanState } from './masterplanSlice';

type State = PlannerInputs & { masterplan: MasterplanState; autosave: AutosaveState };

export const MASTERPLAN_AREA = 'masterplan';

export const masterplanArea: AutosaveArea<State, MasterplanWeek> = {
  area: MASTERPLAN_AREA,
  isChange: isWeekChange,
  keyOf: (action) => (isWeekChange(action) ? action.payload.weekId : undefined),
  selectEntry: (state, weekId) => state.masterplan.weeks[weekId],
  // The trend is computed from the stored average: the one of the week as saved, at the shared prices of
  // the moment. Without loaded prices it stays as it was.
  selectOutgoing: (state, week) => {
    const { data } = selectPlannerData(state, 'masterplan');
    return data ? withWeekAverage(data, week) : week;
  },
  write: (week) => callAction('masterplan/saveWeek', { week }),
  fetchStored: function* (weekId) {
    const answer = yield* callAction('masterplan/listWeeks', { from: weekId, to: weekId });
    const stored = answer.payload.weeks.find((w) => w.id === weekId);
    if (!stored) throw new Error(`Die Masterplan-Woche ${weekId} ist nicht mehr gespeichert.`);
    return stored;
  },
  storedLoaded: (_weekId, week, choice) => weekStoredLoaded({ week, choice }),
};
