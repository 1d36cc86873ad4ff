/**
 * The Speiseplan (docs/product.md, "Weeks created on demand"): the selected ISO week and the loaded plan
 * weeks by id. A week is 'pending' while it is loaded or created on demand (a placeholder the autosave never
 * saves). Every edit of a week is one of the change actions below; the plan autosave writes the week 1 s
 * later.
 */
import { createSlice, isAnyOf, type PayloadAction } from '@reduxjs/toolkit';
import {
  compareWeekIds,
  type Headcounts,
  type MasterplanWeek,
  type PlanDay,
  type PlanWeek,
} from '@speiseplaner/shared';
import { answerAction } from '../../app/answerActions';
import { dayHasRoom, moveRecipe, type RecipePosition } from './weekEdits';

export type WeekSlot = PlanWeek | 'pending' | 'failed';

export interface PlanState {
  selectedWeek?: string;
  weeks: Record<string, WeekSlot>;
  /** German message of the last failed load. */
  error?: string;
  masterplan: { status: 'idle' | 'loading' | 'loaded' | 'failed'; weeks: MasterplanWeek[]; error?: string };
}

export const initialState: PlanState = { weeks: {}, masterplan: { status: 'idle', weeks: [] } };

/** Backend answers, dispatched as they come. */
export const weeksListed = answerAction('plan/listWeeks');
export const weekCreated = answerAction('plan/saveNewWeek');
export const weekSaved = answerAction('plan/saveWeek');
export const masterplanListed = answerAction('masterplan/listWeeks');
export const masterplanWeekSaved = answerAction('masterplan/saveWeek');

type WeekEdit<P> = PayloadAction<P & { weekId: string }>;

/** Runs an edit on a loaded week only (placeholders stay untouched). */
function edit(state: PlanState, weekId: string, change: (week: PlanWeek) => void) {
  const week = state.weeks[weekId];
  if (typeof week === 'object') change(week);
}

const planSlice = createSlice({
  name: 'plan',
  initialState,
  reducers: {
    /** The page shows this week; the saga loads it (and the 3 before it) or creates it. */
    weekSelected(state, action: PayloadAction<string>) {
      state.selectedWeek = action.payload;
      delete state.error;
    },
    weekLoading(state, action: PayloadAction<string[]>) {
      for (const id of action.payload) {
        if (typeof state.weeks[id] !== 'object') state.weeks[id] = 'pending';
      }
    },
    weekLoadFailed(state, action: PayloadAction<{ weekId: string; message: string }>) {
      if (state.weeks[action.payload.weekId] === 'pending') state.weeks[action.payload.weekId] = 'failed';
      state.error = action.payload.message;
    },
    recipeAdded(state, { payload }: WeekEdit<{ day: number; slug: string }>) {
      edit(state, payload.weekId, (week) => {
        if (dayHasRoom(week, payload.day)) week.days[payload.day]?.recipes.push(payload.slug);
      });
    },
    recipeRemoved(state, { payload }: WeekEdit<RecipePosition>) {
      edit(state, payload.weekId, (week) => void week.days[payload.day]?.recipes.splice(payload.index, 1));
    },
    recipeMoved(state, { payload }: WeekEdit<{ from: RecipePosition; to: RecipePosition }>) {
      edit(state, payload.weekId, (week) => moveRecipe(week, payload.from, payload.to));
    },
    /** Heads of one day; `undefined` goes back to the profile's defaults. */
    dayHeadsSet(state, { payload }: WeekEdit<{ day: number; heads?: Headcounts }>) {
      edit(state, payload.weekId, (week) => {
        const day = week.days[payload.day];
        if (!day) return;
        if (payload.heads) day.heads = payload.heads;
        else delete day.heads;
      });
    },
    /** All five days at once: a copied week or an adopted masterplan week. */
    weekDaysReplaced(state, { payload }: WeekEdit<{ days: PlanDay[] }>) {
      edit(state, payload.weekId, (week) => {
        week.days = payload.days.map((d) => ({
          recipes: [...d.recipes],
          ...(d.heads ? { heads: { ...d.heads } } : {}),
        }));
      });
    },
    /** Copy the shown week's days to `target` (the saga ensures the target week first). */
    weekCopyRequested(_state, _action: PayloadAction<{ source: string; target: string }>) {},
    masterplanNeeded() {},
    masterplanLoading(state) {
      state.masterplan.status = 'loading';
    },
    masterplanLoadFailed(state, action: PayloadAction<string>) {
      state.masterplan = { status: 'failed', weeks: [], error: action.payload };
    },
    /** After a conflict: the stored week replaces ours ('theirs') or lends us its version ('mine'). */
    weekStoredLoaded(state, action: PayloadAction<{ week: PlanWeek; choice: 'mine' | 'theirs' }>) {
      const { week, choice } = action.payload;
      const local = state.weeks[week.id];
      if (choice === 'theirs' || typeof local !== 'object') state.weeks[week.id] = week;
      else local.version = week.version;
    },
  },
  extraReducers: (builder) =>
    builder
      .addCase(weeksListed, (state, { payload }) => {
        // A listed week never replaces one that is loaded (and maybe edited) here already.
        for (const week of payload.weeks)
          if (typeof state.weeks[week.id] !== 'object') state.weeks[week.id] = week;
      })
      .addCase(weekCreated, (state, { payload }) => {
        if (typeof state.weeks[payload.week.id] !== 'object') state.weeks[payload.week.id] = payload.week;
      })
      .addCase(weekSaved, (state, { payload }) => {
        // Only what the save stored of its own (version, average): edits made while the write was in
        // flight stay and go out next.
        edit(state, payload.week.id, (week) => {
          week.version = payload.week.version;
          week.average = payload.week.average;
        });
      })
      .addCase(masterplanListed, (state, { payload }) => {
        state.masterplan = { status: 'loaded', weeks: payload.weeks };
      })
      .addCase(masterplanWeekSaved, (state, { payload }) => {
        // An admin's masterplan edit shows in the adopt dialog of the same session.
        if (state.masterplan.status !== 'loaded') return;
        const others = state.masterplan.weeks.filter((w) => w.id !== payload.week.id);
        state.masterplan.weeks = [...others, payload.week].sort((a, b) => compareWeekIds(a.id, b.id));
      }),
});

export const {
  weekSelected,
  weekLoading,
  weekLoadFailed,
  recipeAdded,
  recipeRemoved,
  recipeMoved,
  dayHeadsSet,
  weekDaysReplaced,
  weekCopyRequested,
  masterplanNeeded,
  masterplanLoading,
  masterplanLoadFailed,
  weekStoredLoaded,
} = planSlice.actions;

/** Matches the actions that change a week (and so start the autosave). */
export const isWeekChange = isAnyOf(recipeAdded, recipeRemoved, recipeMoved, dayHeadsSet, weekDaysReplaced);

export default planSlice.reducer;

type WithPlan = { plan: PlanState };

export const selectPlan = (state: WithPlan) => state.plan;
export const selectWeekSlot = (state: WithPlan, weekId: string | undefined): WeekSlot | undefined =>
  weekId === undefined ? undefined : state.plan.weeks[weekId];
