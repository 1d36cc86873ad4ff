/** The plan weeks as an autosaved area: each week is one document, written with `plan/saveWeek`. */
import type { PlanWeek } from '@speiseplaner/shared';
import type { AutosaveState } from '../autosave/autosaveSlice';
import type { AutosaveArea } from '../autosave/autosaveArea';
import { WEEK_CHANGES, weekStoredLoaded, type PlanState } from './planSlice';

type State = { plan: PlanState; autosave: AutosaveState };

export const PLAN_AREA = 'plan';

export const planArea: AutosaveArea<State, PlanWeek> = {
  area: PLAN_AREA,
  isChange: (action) => WEEK_CHANGES.some((change) => change.match(action)),
  keyOf: (action) => (action.payload as { weekId?: string } | undefined)?.weekId,
  selectEntry: (state, weekId) => state.plan.weeks[weekId],
  save: (backend, week) => backend('plan/saveWeek', { week }),
  loadStored: async (backend, weekId) => {
    const answer = await backend('plan/listWeeks', { from: weekId, to: weekId });
    const stored = (answer.payload as { weeks: PlanWeek[] }).weeks.find((w) => w.id === weekId);
    if (!stored) throw new Error(`Die Woche ${weekId} ist nicht mehr gespeichert.`);
    return stored;
  },
  storedLoaded: (_weekId, week, choice) => weekStoredLoaded({ week, choice }),
};
