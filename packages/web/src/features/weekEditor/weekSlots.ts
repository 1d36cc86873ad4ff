/**
 * The week editor's store part, the same for the Speiseplan (plan slice) and the Masterplan (masterplan
 * slice): loaded weeks by ISO week id, each a week or a placeholder ('pending' while it loads, 'failed'),
 * and one set of reducers for the edits. Each slice spreads `weekReducers` into its own reducers, so the
 * actions carry the slice's name ('plan/recipeAdded', 'masterplan/recipeAdded') and each autosave hears
 * only its own edits (`weekChangeMatcher`).
 */
import { isAnyOf, type ActionCreatorWithPayload, type PayloadAction } from '@reduxjs/toolkit';
import {
  adoptSavedDays,
  editedDay,
  type Headcounts,
  type PlanDay,
  type PlanWeek,
} from '@speiseplaner/shared';
import { dayHasRoom, moveRecipe, restoreRecipe, type RecipePosition } from './weekEdits';

/** A masterplan week has the shape of a plan week (one `average`, docs/domain-shapes.md). */
export type WeekSlot = PlanWeek | 'pending' | 'failed';

export interface WeekSlots {
  weeks: Record<string, WeekSlot>;
  /** German message of the last failed load. */
  error?: string;
}

type WeekEdit<P> = PayloadAction<P & { weekId: string }>;

/** Runs an edit on a loaded week only (placeholders stay untouched). */
function edit(state: WeekSlots, weekId: string, change: (week: PlanWeek) => void) {
  const week = state.weeks[weekId];
  if (typeof week === 'object') change(week);
}

/**
 * Runs an edit of the days `dayIndexes` of a loaded week and marks them as changed here: without their
 * revision and author, so the server takes them and leaves the other days as another cook saved them
 * (shared versioning/dayMerge.ts).
 */
function editDays(state: WeekSlots, weekId: string, dayIndexes: number[], change: (week: PlanWeek) => void) {
  edit(state, weekId, (week) => {
    change(week);
    for (const i of dayIndexes) {
      const day = week.days[i];
      if (day) week.days[i] = editedDay(day);
    }
  });
}

/** Puts listed weeks in place; a week loaded (and maybe edited) here already stays. */
export function putListedWeeks(state: WeekSlots, weeks: readonly PlanWeek[]) {
  for (const week of weeks) if (typeof state.weeks[week.id] !== 'object') state.weeks[week.id] = week;
}

/**
 * A save answer: what the save stored of its own (version, the average at the prices of the moment, the
 * days as stored, with another cook's days merged in and each day's author); a day edited again while
 * the write was in flight stays as it is and goes out next (shared adoptSavedDays).
 */
export function putSavedWeek(state: WeekSlots, saved: PlanWeek) {
  edit(state, saved.id, (week) => {
    week.days = adoptSavedDays(week, saved);
    week.version = saved.version;
    week.average = saved.average;
    if (saved.changedBy) week.changedBy = saved.changedBy;
  });
}

/** The edits of a week: each is one autosaved change. */
const weekEdits = {
  recipeAdded(state: WeekSlots, { payload }: WeekEdit<{ day: number; slug: string }>) {
    editDays(state, payload.weekId, [payload.day], (week) => {
      if (dayHasRoom(week, payload.day)) week.days[payload.day]?.recipes.push(payload.slug);
    });
  },
  recipeRemoved(state: WeekSlots, { payload }: WeekEdit<RecipePosition>) {
    editDays(
      state,
      payload.weekId,
      [payload.day],
      (week) => void week.days[payload.day]?.recipes.splice(payload.index, 1),
    );
  },
  /** A removal undone: the recipe back at the place it was removed from. */
  recipeRestored(state: WeekSlots, { payload }: WeekEdit<RecipePosition & { slug: string }>) {
    editDays(state, payload.weekId, [payload.day], (week) => restoreRecipe(week, payload, payload.slug));
  },
  recipeMoved(state: WeekSlots, { payload }: WeekEdit<{ from: RecipePosition; to: RecipePosition }>) {
    editDays(state, payload.weekId, [payload.from.day, payload.to.day], (week) =>
      moveRecipe(week, payload.from, payload.to),
    );
  },
  /** Heads of one day; `undefined` goes back to the profile's defaults. */
  dayHeadsSet(state: WeekSlots, { payload }: WeekEdit<{ day: number; heads?: Headcounts }>) {
    editDays(state, payload.weekId, [payload.day], (week) => {
      const day = week.days[payload.day];
      if (!day) return;
      if (payload.heads) day.heads = payload.heads;
      else delete day.heads;
    });
  },
  /** All five days at once: a copied week, an adopted masterplan week, a template's week. */
  weekDaysReplaced(state: WeekSlots, { payload }: WeekEdit<{ days: readonly PlanDay[] }>) {
    edit(state, payload.weekId, (week) => {
      week.days = payload.days.map((d) => ({
        recipes: [...d.recipes],
        ...(d.heads ? { heads: { ...d.heads } } : {}),
      }));
    });
  },
};

export const weekReducers = {
  ...weekEdits,
  /** The weeks are being loaded: placeholders where none is loaded yet. */
  weekLoading(state: WeekSlots, action: PayloadAction<string[]>) {
    for (const id of action.payload) if (typeof state.weeks[id] !== 'object') state.weeks[id] = 'pending';
  },
  weekLoadFailed(state: WeekSlots, action: PayloadAction<{ weekIds: string[]; message: string }>) {
    for (const id of action.payload.weekIds) if (state.weeks[id] === 'pending') state.weeks[id] = 'failed';
    state.error = action.payload.message;
  },
  /** After a conflict: the stored week replaces ours ('theirs') or lends us its version ('mine'). */
  weekStoredLoaded(state: WeekSlots, action: PayloadAction<{ week: PlanWeek; choice: 'mine' | 'theirs' }>) {
    const { week, choice } = action.payload;
    const local = state.weeks[week.id];
    if (choice === 'theirs' || typeof local !== 'object') state.weeks[week.id] = week;
    else local.version = week.version;
  },
};

type EditName = keyof typeof weekEdits;
type EditPayload<K extends EditName> = Parameters<(typeof weekEdits)[K]>[1]['payload'];
/** A slice's action creators for the week edits (what a day card dispatches). */
export type WeekEditActions = { [K in EditName]: ActionCreatorWithPayload<EditPayload<K>, string> };

/** Matches a slice's week edits (they start its autosave). */
export function weekChangeMatcher(actions: WeekEditActions) {
  return isAnyOf(
    actions.recipeAdded,
    actions.recipeRemoved,
    actions.recipeRestored,
    actions.recipeMoved,
    actions.dayHeadsSet,
    actions.weekDaysReplaced,
  );
}
