/**
 * A week editor's weeks as an autosaved area (Speiseplan and Masterplan): each week is one document. The
 * week goes out with the average computed from the planner data of the area's scope at that moment (the
 * same rule as the server); the functions store their own value and ignore it (docs/data-model.md, "Who
 * computes the week average"). Without loaded prices the week goes out with the average it has.
 */
import type { Action, UnknownAction } from '@reduxjs/toolkit';
import { sameDays, withWeekAverage, type PlanWeek } from '@speiseplaner/shared';
import { callAction } from '../../platform/transport/1-callAction';
import type { AutosaveArea } from '../../platform/autosave/autosaveArea';
import type { AutosaveState } from '../../platform/autosave/autosaveSlice';
import { selectPlannerData, type PlannerInputs, type PlannerScope } from '../recipes/plannerData';
import type { WeekSlot } from './weekSlots';

export interface WeekAreaSpec<State> {
  area: string;
  /** Whose prices and recipes the average is computed with. */
  scope: PlannerScope;
  /** The slice's week edits. */
  isChange: (action: UnknownAction) => action is Action & { payload: { weekId: string } };
  selectWeeks: (state: State) => Readonly<Record<string, WeekSlot>>;
  /** The action that saves a week (version-checked). */
  save: 'plan/saveWeek' | 'masterplan/saveWeek';
  /** The action that lists stored weeks (to load the stored one after a conflict). */
  list: 'plan/listWeeks' | 'masterplan/listWeeks';
  storedLoaded: (payload: { week: PlanWeek; choice: 'mine' | 'theirs' }) => UnknownAction;
  /** German message when the week is no longer stored. */
  gone: (weekId: string) => string;
}

export function weekArea<State extends PlannerInputs & { autosave: AutosaveState }>(
  spec: WeekAreaSpec<State>,
): AutosaveArea<State, PlanWeek> {
  return {
    area: spec.area,
    isChange: spec.isChange,
    keyOf: (action) => (spec.isChange(action) ? action.payload.weekId : undefined),
    selectEntry: (state, weekId) => spec.selectWeeks(state)[weekId],
    selectOutgoing: (state, week) => {
      const { data } = selectPlannerData(state, spec.scope);
      return data ? withWeekAverage(data, week) : week;
    },
    write: (week) => callAction(spec.save, { week }),
    fetchStored: function* (weekId) {
      const answer = yield* callAction(spec.list, { from: weekId, to: weekId });
      const stored = answer.payload.weeks.find((w) => w.id === weekId);
      if (!stored) throw new Error(spec.gone(weekId));
      return stored;
    },
    storedLoaded: (_weekId, week, choice) => spec.storedLoaded({ week, choice }),
    // The days are the edit (whoever saved them); the average depends on the prices loaded when the write
    // went out.
    sameContent: sameDays,
  };
}
