/**
 * The week editor's reducers as a slice of its own spreads them: edits change loaded weeks only, a save
 * answer keeps what was edited meanwhile, a conflict resolves both ways, and each slice's autosave hears
 * only its own edits.
 */
import { createSlice } from '@reduxjs/toolkit';
import { emptyPlanWeek, MAX_RECIPES_PER_DAY, type PlanWeek } from '@speiseplaner/shared';
import { putListedWeeks, putSavedWeek, weekChangeMatcher, weekReducers, type WeekSlots } from './weekSlots';

const editor = (name: string) =>
  createSlice({ name, initialState: { weeks: {} } as WeekSlots, reducers: weekReducers });
const plan = editor('plan');
const other = editor('masterplan');
const { actions, reducer } = plan;

const W = '2026-W10';
const week = (days: string[][], version = 1): PlanWeek => ({
  ...emptyPlanWeek(W),
  days: days.map((recipes) => ({ recipes })),
  version,
});
const loaded = (w: PlanWeek): WeekSlots => ({ weeks: { [w.id]: w } });
const recipesOf = (state: WeekSlots) => (state.weeks[W] as PlanWeek).days.map((d) => d.recipes);

test('adds, moves and removes dishes; a full day takes no more', () => {
  let state = loaded(week([['a'], [], [], [], []]));
  state = reducer(state, actions.recipeAdded({ weekId: W, day: 1, slug: 'b' }));
  state = reducer(
    state,
    actions.recipeMoved({ weekId: W, from: { day: 0, index: 0 }, to: { day: 1, index: 0 } }),
  );
  expect(recipesOf(state).slice(0, 2)).toEqual([[], ['a', 'b']]);
  state = reducer(state, actions.recipeRemoved({ weekId: W, day: 1, index: 1 }));
  expect(recipesOf(state)[1]).toEqual(['a']);

  const full = Array.from({ length: MAX_RECIPES_PER_DAY }, (_, i) => `r${i}`);
  state = reducer(
    loaded(week([full, [], [], [], []])),
    actions.recipeAdded({ weekId: W, day: 0, slug: 'x' }),
  );
  expect(recipesOf(state)[0]).toEqual(full);
});

test('an undone removal puts the dish back at its place, the same for both slices', () => {
  const removeAndUndo = (slice: typeof plan) => {
    let state = loaded(week([['a', 'b', 'c'], [], [], [], []]));
    state = slice.reducer(state, slice.actions.recipeRemoved({ weekId: W, day: 0, index: 1 }));
    expect(recipesOf(state)[0]).toEqual(['a', 'c']);
    state = slice.reducer(state, slice.actions.recipeRestored({ weekId: W, day: 0, index: 1, slug: 'b' }));
    return recipesOf(state)[0];
  };
  expect(removeAndUndo(plan)).toEqual(['a', 'b', 'c']);
  expect(removeAndUndo(other)).toEqual(['a', 'b', 'c']);
});

test('a week still loading or failed is not edited', () => {
  let state: WeekSlots = { weeks: {} };
  state = reducer(state, actions.weekLoading([W, '2026-W11']));
  state = reducer(state, actions.recipeAdded({ weekId: W, day: 0, slug: 'a' }));
  expect(state.weeks[W]).toBe('pending');
  state = reducer(state, actions.weekLoadFailed({ weekIds: [W], message: 'Keine Verbindung.' }));
  expect(state).toEqual({ weeks: { [W]: 'failed', '2026-W11': 'pending' }, error: 'Keine Verbindung.' });
});

test('days and day headcounts replaced; headcounts dropped go back to the profile', () => {
  let state = loaded(week([['a'], [], [], [], []]));
  const days = [
    { recipes: ['b'], heads: { kiga: 20 } },
    { recipes: [] },
    { recipes: ['c'] },
    { recipes: [] },
    { recipes: [] },
  ];
  state = reducer(state, actions.weekDaysReplaced({ weekId: W, days }));
  expect((state.weeks[W] as PlanWeek).days).toEqual(days);
  state = reducer(state, actions.dayHeadsSet({ weekId: W, day: 2, heads: { kita: 4, kiga: 12 } }));
  expect((state.weeks[W] as PlanWeek).days[2]).toEqual({ recipes: ['c'], heads: { kita: 4, kiga: 12 } });
  state = reducer(state, actions.dayHeadsSet({ weekId: W, day: 0 }));
  expect((state.weeks[W] as PlanWeek).days[0]).toEqual({ recipes: ['b'] });
});

test('a listed week does not replace one loaded here; a save answer keeps the edits made meanwhile', () => {
  const state = loaded(week([['mine'], [], [], [], []], 3));
  putListedWeeks(state, [week([['stored'], [], [], [], []], 3), { ...week([], 1), id: '2026-W11' }]);
  expect(recipesOf(state)[0]).toEqual(['mine']);
  expect(state.weeks['2026-W11']).toMatchObject({ version: 1 });
  putSavedWeek(state, { ...week([['sent'], [], [], [], []], 4), average: 2.5 });
  expect(state.weeks[W]).toMatchObject({ version: 4, average: 2.5 });
  expect(recipesOf(state)[0]).toEqual(['mine']);
});

test('after a conflict the stored week replaces ours, or lends ours its version', () => {
  const stored = week([['theirs'], [], [], [], []], 7);
  const theirs = reducer(
    loaded(week([['mine'], [], [], [], []], 5)),
    actions.weekStoredLoaded({ week: stored, choice: 'theirs' }),
  );
  expect(theirs.weeks[W]).toEqual(stored);
  const mine = reducer(
    loaded(week([['mine'], [], [], [], []], 5)),
    actions.weekStoredLoaded({ week: stored, choice: 'mine' }),
  );
  expect(recipesOf(mine)[0]).toEqual(['mine']);
  expect(mine.weeks[W]).toMatchObject({ version: 7 });
});

test("each slice's autosave hears only its own week edits", () => {
  const isPlanEdit = weekChangeMatcher(plan.actions);
  expect(isPlanEdit(plan.actions.recipeAdded({ weekId: W, day: 0, slug: 'a' }))).toBe(true);
  expect(isPlanEdit(plan.actions.weekDaysReplaced({ weekId: W, days: [] }))).toBe(true);
  expect(isPlanEdit(other.actions.recipeAdded({ weekId: W, day: 0, slug: 'a' }))).toBe(false);
  // Loading and conflicts are no edits: they must not start a save.
  expect(isPlanEdit(plan.actions.weekLoading([W]))).toBe(false);
  expect(isPlanEdit(plan.actions.weekStoredLoaded({ week: week([]), choice: 'theirs' }))).toBe(false);
});

test('an edited day goes out without its revision and author; the others keep theirs', () => {
  const by = { uid: 'anna', name: 'Anna', at: 1 };
  const stored: PlanWeek = {
    ...week([['a'], ['b'], [], [], []], 4),
    days: week([['a'], ['b'], [], [], []]).days.map((d) => ({ ...d, rev: 3, changedBy: by })),
  };
  const state = reducer(loaded(stored), actions.recipeAdded({ weekId: W, day: 1, slug: 'c' }));
  const days = (state.weeks[W] as PlanWeek).days;
  expect(days[0]).toEqual({ recipes: ['a'], rev: 3, changedBy: by });
  expect(days[1]).toEqual({ recipes: ['b', 'c'] });
});

test('a save answer brings another cook’s day and the authors, and keeps a day edited meanwhile', () => {
  // Loaded as the server answers it: every day with its revision (0: not changed since per-day saves).
  const listed = week([['a'], [], [], [], []], 4);
  let state = loaded({ ...listed, days: listed.days.map((d) => ({ ...d, rev: 0 })) });
  state = reducer(state, actions.recipeAdded({ weekId: W, day: 0, slug: 'b' }));
  // The save of Monday went out; meanwhile Tuesday was edited here, and Ben had saved Wednesday.
  state = reducer(state, actions.recipeAdded({ weekId: W, day: 1, slug: 'x' }));
  const anna = { uid: 'anna', name: 'Anna', at: 2 };
  const ben = { uid: 'ben', name: 'Ben', at: 1 };
  const saved: PlanWeek = {
    ...week([['a', 'b'], [], ['suppe'], [], []], 6),
    days: [
      { recipes: ['a', 'b'], rev: 6, changedBy: anna },
      { recipes: [], rev: 0 },
      { recipes: ['suppe'], rev: 5, changedBy: ben },
      { recipes: [], rev: 0 },
      { recipes: [], rev: 0 },
    ],
  };
  const next = JSON.parse(JSON.stringify(state)) as WeekSlots;
  putSavedWeek(next, saved);
  const days = (next.weeks[W] as PlanWeek).days;
  expect(days[0]).toEqual(saved.days[0]);
  expect(days[1]).toEqual({ recipes: ['x'] });
  expect(days[2]).toEqual(saved.days[2]);
  expect((next.weeks[W] as PlanWeek).version).toBe(6);
});
