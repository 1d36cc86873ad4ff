/**
 * The Speiseplan (docs/product.md, "Weeks created on demand"): the selected ISO week and the kitchen's
 * loaded plan weeks by id. A week is 'pending' while it is loaded or created on demand (a placeholder the
 * autosave never saves). The edits are the week editor's (features/weekEditor/weekSlots.ts); the plan
 * autosave writes a week 1 s after its last edit.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PlanDay } from '@speiseplaner/shared';
import { answerAction } from '../../platform/transport/answerActions';
import {
  putListedWeeks,
  putSavedWeek,
  weekChangeMatcher,
  weekReducers,
  type WeekSlots,
} from '../weekEditor/weekSlots';

export type { WeekSlot } from '../weekEditor/weekSlots';

export interface PlanState extends WeekSlots {
  selectedWeek?: string;
}

export const initialState: PlanState = { weeks: {} };

/** Backend answers, dispatched as they come. */
export const weeksListed = answerAction('plan/listWeeks');
export const weekCreated = answerAction('plan/saveNewWeek');
export const weekSaved = answerAction('plan/saveWeek');

const planSlice = createSlice({
  name: 'plan',
  initialState,
  reducers: {
    ...weekReducers,
    /** The page shows this week; the saga loads it (and the 3 before it) or creates it. */
    weekSelected(state, action: PayloadAction<string>) {
      state.selectedWeek = action.payload;
      delete state.error;
    },
    /**
     * Fills the kitchen's week `weekId` with these five days (a copied week). The saga loads or creates
     * the week first; the plan autosave writes it. An adopted masterplan week comes the same way
     * (weekAdoptRequested, features/weekEditor/weekAdoption.ts).
     */
    weekFillRequested(_state, _action: PayloadAction<{ weekId: string; days: readonly PlanDay[] }>) {},
  },
  extraReducers: (builder) =>
    builder
      .addCase(weeksListed, (state, { payload }) => putListedWeeks(state, payload.weeks))
      .addCase(weekCreated, (state, { payload }) => putListedWeeks(state, [payload.week]))
      .addCase(weekSaved, (state, { payload }) => putSavedWeek(state, payload.week)),
});

export const planActions = planSlice.actions;
export const {
  weekSelected,
  weekLoading,
  weekLoadFailed,
  weekDaysReplaced,
  weekFillRequested,
  weekStoredLoaded,
} = planSlice.actions;

/** Matches the actions that change a week (and so start the autosave). */
export const isWeekChange = weekChangeMatcher(planSlice.actions);

export default planSlice.reducer;

type WithPlan = { plan: PlanState };

export const selectPlan = (state: WithPlan) => state.plan;
