/**
 * The masterplan weeks as an autosaved area: written with `masterplan/saveWeek`, the average (the trend is
 * computed from it) at the shared prices.
 */
import type { AutosaveState } from '../../platform/autosave/autosaveSlice';
import type { PlannerInputs } from '../recipes/plannerData';
import { weekArea } from '../weekEditor/weekAutosave';
import { isWeekChange, weekStoredLoaded, type MasterplanState } from './masterplanSlice';

export const MASTERPLAN_AREA = 'masterplan';

export const masterplanArea = weekArea<
  PlannerInputs & { masterplan: MasterplanState; autosave: AutosaveState }
>({
  area: MASTERPLAN_AREA,
  scope: 'masterplan',
  isChange: isWeekChange,
  selectWeeks: (state) => state.masterplan.weeks,
  save: 'masterplan/saveWeek',
  list: 'masterplan/listWeeks',
  storedLoaded: weekStoredLoaded,
  gone: (weekId) => `Die Masterplan-Woche ${weekId} ist nicht mehr gespeichert.`,
});
