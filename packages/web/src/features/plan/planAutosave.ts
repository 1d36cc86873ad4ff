/** The plan weeks as an autosaved area: each week is one document, written with `plan/saveWeek`. */
import { withWeekAverage, type PlanWeek } from '@speiseplaner/shared';
import { callAction } from '../../app/backendCall';
import type { AutosaveState } from '../autosave/autosaveSlice';
import type { AutosaveArea } from '../autosave/autosaveArea';
import { selectPlannerData, type PlannerInputs } from './plannerData';
import { isWeekChange, weekStoredLoaded, type PlanState } from './planSlice';

type State = PlannerInputs & { plan: PlanState; autosave: AutosaveState };

export const PLAN_AREA = 'plan';

export const planArea: AutosaveArea<State, PlanWeek> = {
  area: PLAN_AREA,
  isChange: isWeekChange,
  keyOf: (action) => (isWeekChange(action) ? action.payload.weekId : undefined),
  selectEntry: (state, weekId) => state.plan.weeks[weekId],
  // The stored average is the one of the week as saved, at the prices of the moment (never written
  // by merely viewing a week whose prices changed since). Without loaded prices it stays as it was.
  selectOutgoing: (state, week) => {
    const { data } = selectPlannerData(state, 'kitchen');
    return data ? withWeekAverage(data, week) : week;
  },
  write: (week) => callAction('plan/saveWeek', { week }),
  fetchStored: function* (weekId) {
    const answer = yield* callAction('plan/listWeeks', { from: weekId, to: weekId });
    const stored = answer.payload.weeks.find((w) => w.id === weekId);
    if (!stored) throw new Error(`Die Woche ${weekId} ist nicht mehr gespeichert.`);
    return stored;
  },
  storedLoaded: (_weekId, week, choice) => weekStoredLoaded({ week, choice }),
};
