/** Moving recipes keeps every day within the backend's limit of recipes per day. */
import { emptyPlanWeek, MAX_RECIPES_PER_DAY, type PlanWeek } from '@speiseplaner/shared';
import { dayHasRoom, moveRecipe, restoreRecipe } from './weekEdits';

const week = (days: string[][]): PlanWeek => ({
  ...emptyPlanWeek('2026-W10'),
  days: days.map((recipes) => ({ recipes })),
});
const recipes = (w: PlanWeek) => w.days.map((d) => d.recipes);

test('reorders within a day and moves to the end of another day', () => {
  const w = week([['a', 'b', 'c'], ['d'], [], [], []]);
  moveRecipe(w, { day: 0, index: 2 }, { day: 0, index: 0 });
  expect(recipes(w)[0]).toEqual(['c', 'a', 'b']);
  moveRecipe(w, { day: 0, index: 1 }, { day: 1, index: Number.MAX_SAFE_INTEGER });
  expect(recipes(w).slice(0, 2)).toEqual([
    ['c', 'b'],
    ['d', 'a'],
  ]);
});

test('a move to a full day or from a missing position changes nothing', () => {
  const full = Array.from({ length: MAX_RECIPES_PER_DAY }, (_, i) => `r${i}`);
  const w = week([['a'], full, [], [], []]);
  expect(dayHasRoom(w, 1)).toBe(false);
  moveRecipe(w, { day: 0, index: 0 }, { day: 1, index: 0 });
  moveRecipe(w, { day: 2, index: 0 }, { day: 0, index: 0 });
  moveRecipe(w, { day: 0, index: 5 }, { day: 3, index: 0 });
  expect(recipes(w)).toEqual([['a'], full, [], [], []]);
  // Within the full day reordering still works.
  moveRecipe(w, { day: 1, index: 0 }, { day: 1, index: 9 });
  expect(recipes(w)[1]![9]).toBe('r0');
});

test('a removed recipe goes back to its place, or to the end of a day that got shorter', () => {
  const w = week([['a', 'c'], ['d'], [], [], []]);
  restoreRecipe(w, { day: 0, index: 1 }, 'b');
  expect(recipes(w)[0]).toEqual(['a', 'b', 'c']);
  restoreRecipe(w, { day: 1, index: 3 }, 'e');
  expect(recipes(w)[1]).toEqual(['d', 'e']);
});

test('a removed recipe does not go back to a day that filled up meanwhile', () => {
  const full = Array.from({ length: MAX_RECIPES_PER_DAY }, (_, i) => `r${i}`);
  const w = week([full, [], [], [], []]);
  restoreRecipe(w, { day: 0, index: 0 }, 'a');
  expect(recipes(w)[0]).toEqual(full);
});
