/** The plan weeks as an autosaved area: written with `plan/saveWeek`, the average at the kitchen's prices. */
import type { AutosaveState } from '../../platform/autosave/autosaveSlice';
import type { PlannerInputs } from '../recipes/plannerData';
import { isWeekChange, weekStoredLoaded, type PlanState } from './planSlice';
import { weekArea } from '../weekEditor/weekAutosave';

export const PLAN_AREA = 'plan';

export const planArea = weekArea<PlannerInputs & { plan: PlanState; autosave: AutosaveState }>({
  area: PLAN_AREA,
  scope: 'kitchen',
  isChange: isWeekChange,
  selectWeeks: (state) => state.plan.weeks,
  save: 'plan/saveWeek',
  list: 'plan/listWeeks',
  storedLoaded: weekStoredLoaded,
  gone: (weekId) => `Die Woche ${weekId} ist nicht mehr gespeichert.`,
});
