/**
 * The Masterplan (docs/product.md, "Weeks created on demand"): the shared weeks by ISO week id, the list
 * status and the seasonal templates. A week missing when selected is created here with average 0 and five
 * empty days; it reaches the backend with the first edit (an admin's autosave), so browsing never stores
 * empty weeks that would pull the trend down.
 */
import { createSlice, isAnyOf, type PayloadAction } from '@reduxjs/toolkit';
import type { MasterplanTemplate, MasterplanWeek, PlanDay } from '@speiseplaner/shared';
import { answerAction } from '../../app/answerActions';
import { dayHasRoom, moveRecipe, type RecipePosition } from '../plan/weekEdits';

export type MasterplanSlot = MasterplanWeek | 'pending' | 'failed';
type LoadStatus = 'idle' | 'loading' | 'loaded' | 'failed';

export interface MasterplanState {
  weeks: Record<string, MasterplanSlot>;
  listStatus: LoadStatus;
  /** German message of the last failed load (list or week). */
  error?: string;
  templates: { status: LoadStatus; items: MasterplanTemplate[]; error?: string };
}

export const initialState: MasterplanState = {
  weeks: {},
  listStatus: 'idle',
  templates: { status: 'idle', items: [] },
};

/** Backend answers, dispatched as they come. */
export const weeksListed = answerAction('masterplan/listWeeks');
export const weekSaved = answerAction('masterplan/saveWeek');
export const templatesListed = answerAction('masterplan/listTemplates');

type WeekEdit<P> = PayloadAction<P & { weekId: string }>;

function edit(state: MasterplanState, weekId: string, change: (week: MasterplanWeek) => void) {
  const week = state.weeks[weekId];
  if (typeof week === 'object') change(week);
}

/** Puts listed weeks in place; a week loaded (and maybe edited) here already stays. */
function keepLoaded(state: MasterplanState, weeks: MasterplanWeek[]) {
  for (const week of weeks) if (typeof state.weeks[week.id] !== 'object') state.weeks[week.id] = week;
}

const masterplanSlice = createSlice({
  name: 'masterplan',
  initialState,
  reducers: {
    pageOpened() {},
    listLoading(state) {
      state.listStatus = 'loading';
    },
    listLoadFailed(state, action: PayloadAction<string>) {
      state.listStatus = 'failed';
      state.error = action.payload;
    },
    /** The page shows this week; the saga loads it or creates it. */
    weekSelected(state, _action: PayloadAction<string>) {
      delete state.error;
    },
    weekLoading(state, action: PayloadAction<string[]>) {
      for (const id of action.payload) if (typeof state.weeks[id] !== 'object') state.weeks[id] = 'pending';
    },
    weeksLoaded(state, action: PayloadAction<MasterplanWeek[]>) {
      keepLoaded(state, action.payload);
    },
    /** A week the backend does not hold: five empty days, average 0, version 0 (not stored yet). */
    weekCreated(state, action: PayloadAction<MasterplanWeek>) {
      if (typeof state.weeks[action.payload.id] !== 'object') state.weeks[action.payload.id] = action.payload;
    },
    weekLoadFailed(state, action: PayloadAction<{ weekIds: string[]; message: string }>) {
      for (const id of action.payload.weekIds) if (state.weeks[id] === 'pending') state.weeks[id] = 'failed';
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
    /** A week filled from a template: its five days (the save stores their average). */
    weekFilled(state, { payload }: WeekEdit<{ days: PlanDay[] }>) {
      edit(state, payload.weekId, (week) => {
        week.days = payload.days.map((d) => ({ recipes: [...d.recipes] }));
      });
    },
    /** Fill consecutive weeks from a template (the saga loads or creates each week first). */
    templateApplyRequested(_state, _action: PayloadAction<{ weeks: { id: string; days: PlanDay[] }[] }>) {},
    /** Copy a masterplan week into the user's own plan week of the same id (the plan saga saves it). */
    adoptRequested(_state, _action: PayloadAction<{ weekId: string; days: PlanDay[] }>) {},
    templatesNeeded() {},
    templatesLoading(state) {
      state.templates.status = 'loading';
    },
    templatesLoadFailed(state, action: PayloadAction<string>) {
      state.templates = { status: 'failed', items: [], error: action.payload };
    },
    /** After a conflict: the stored week replaces ours ('theirs') or lends us its version ('mine'). */
    weekStoredLoaded(state, action: PayloadAction<{ week: MasterplanWeek; choice: 'mine' | 'theirs' }>) {
      const { week, choice } = action.payload;
      const local = state.weeks[week.id];
      if (choice === 'theirs' || typeof local !== 'object') state.weeks[week.id] = week;
      else local.version = week.version;
    },
  },
  extraReducers: (builder) =>
    builder
      .addCase(weeksListed, (state, { payload }) => {
        state.listStatus = 'loaded';
        keepLoaded(state, payload.weeks);
      })
      .addCase(weekSaved, (state, { payload }) => {
        // Only what the save stored of its own (version, average): edits made while the write was in
        // flight stay and go out next.
        edit(state, payload.week.id, (week) => {
          week.version = payload.week.version;
          week.average = payload.week.average;
        });
      })
      .addCase(templatesListed, (state, { payload }) => {
        state.templates = { status: 'loaded', items: payload.templates };
      }),
});

export const {
  pageOpened,
  listLoading,
  listLoadFailed,
  weekSelected,
  weekLoading,
  weeksLoaded,
  weekCreated,
  weekLoadFailed,
  recipeAdded,
  recipeRemoved,
  recipeMoved,
  weekFilled,
  templateApplyRequested,
  adoptRequested,
  templatesNeeded,
  templatesLoading,
  templatesLoadFailed,
  weekStoredLoaded,
} = masterplanSlice.actions;

/** Matches the actions that change a week (and so start the autosave). */
export const isWeekChange = isAnyOf(recipeAdded, recipeRemoved, recipeMoved, weekFilled);

export default masterplanSlice.reducer;

type WithMasterplan = { masterplan: MasterplanState };

export const selectMasterplan = (state: WithMasterplan) => state.masterplan;
