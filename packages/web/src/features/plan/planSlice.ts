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

/**
 * The copy dialog's session (docs/product.md, "Copying a week"): the weeks after the copied one are
 * listed to propose the next empty one; a copy onto a planned week waits for „Ersetzen“.
 */
export interface CopyState {
  source: string;
  /** The weeks after the source: being listed, listed (they are in `weeks`), or the listing failed. */
  search: 'loading' | 'loaded' | 'failed';
  /** A copy on its way. */
  copying?: boolean;
  /** Set when the copy went through: the dialog closes and the page shows the target. */
  copiedTo?: string;
  /** German message of a failed copy. */
  error?: string;
}

/** The last copy, for 5 s undoable: the target week's days before it. */
export interface LastCopy {
  /** A new undo offer (and its 5 s) for every copy. */
  key: number;
  source: string;
  target: string;
  previous: PlanDay[];
  /** The target held dishes that the copy replaced. */
  replaced: boolean;
}

export interface PlanState extends WeekSlots {
  selectedWeek?: string;
  copy?: CopyState;
  lastCopy?: LastCopy;
}

/** What the copy dialog asks for: the source week's days into `target`; a planned target only with `replace`. */
export interface WeekCopyRequest {
  source: { id: string; days: readonly PlanDay[] };
  target: string;
  replace: boolean;
}

export type WeekCopyAnswer =
  | { outcome: 'copied'; source: string; target: string; previous: PlanDay[]; replaced: boolean }
  /** The target holds dishes and `replace` was not set: nothing changed, the dialog names them. */
  | { outcome: 'planned'; target: string }
  | { outcome: 'failed'; target: string; message: string };

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
    /** The copy dialog opened for `source`: the saga lists the weeks after it (the proposal). */
    copyDialogOpened(state, action: PayloadAction<string>) {
      state.copy = { source: action.payload, search: 'loading' };
    },
    copySearchDone(state, action: PayloadAction<{ source: string; failed: boolean }>) {
      if (state.copy?.source === action.payload.source)
        state.copy.search = action.payload.failed ? 'failed' : 'loaded';
    },
    copyDialogClosed(state) {
      delete state.copy;
    },
    /** Copies a week (the saga loads or creates the target first; a planned one only with `replace`). */
    weekCopyRequested(state, action: PayloadAction<WeekCopyRequest>) {
      if (state.copy?.source !== action.payload.source.id) return;
      state.copy.copying = true;
      delete state.copy.error;
    },
    weekCopyAnswered(state, { payload }: PayloadAction<WeekCopyAnswer>) {
      if (state.copy) {
        delete state.copy.copying;
        if (payload.outcome === 'copied') state.copy.copiedTo = payload.target;
        if (payload.outcome === 'failed') state.copy.error = payload.message;
      }
      if (payload.outcome === 'copied') {
        const { source, target, previous, replaced } = payload;
        state.lastCopy = { key: (state.lastCopy?.key ?? 0) + 1, source, target, previous, replaced };
      }
    },
    /** The undo offer of the last copy ended (undone, timed out or closed). */
    lastCopyCleared(state) {
      delete state.lastCopy;
    },
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
  weekStoredLoaded,
  copyDialogOpened,
  copySearchDone,
  copyDialogClosed,
  weekCopyRequested,
  weekCopyAnswered,
  lastCopyCleared,
} = planSlice.actions;

/** Matches the actions that change a week (and so start the autosave). */
export const isWeekChange = weekChangeMatcher(planSlice.actions);

export default planSlice.reducer;

type WithPlan = { plan: PlanState };

export const selectPlan = (state: WithPlan) => state.plan;
