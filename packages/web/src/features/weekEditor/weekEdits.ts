/** Edits of a week's recipe lists that keep every day within the schema's limits. */
import { MAX_RECIPES_PER_DAY, type PlanWeek } from '@speiseplaner/shared';

export interface RecipePosition {
  day: number;
  index: number;
}

/** True when another recipe fits on the day (a fuller day would be refused by the backend). */
export const dayHasRoom = (week: PlanWeek, day: number) =>
  (week.days[day]?.recipes.length ?? 0) < MAX_RECIPES_PER_DAY;

/**
 * Moves a recipe within a day (reorder) or to another day; `to.index` is its place after the move.
 * A move to a full day or from a position that does not exist changes nothing.
 */
export function moveRecipe(week: PlanWeek, from: RecipePosition, to: RecipePosition): void {
  const source = week.days[from.day]?.recipes;
  const target = week.days[to.day]?.recipes;
  if (!source || !target || from.index < 0 || from.index >= source.length) return;
  if (from.day !== to.day && !dayHasRoom(week, to.day)) return;
  const [slug] = source.splice(from.index, 1);
  const at = Math.max(0, Math.min(to.index, target.length));
  target.splice(at, 0, slug as string);
}

/**
 * Puts a removed recipe back at its place (an undone removal): at `at.index`, or at the end when the day
 * got shorter since. A day that filled up meanwhile stays as it is.
 */
export function restoreRecipe(week: PlanWeek, at: RecipePosition, slug: string): void {
  const target = week.days[at.day]?.recipes;
  if (!target || !dayHasRoom(week, at.day)) return;
  target.splice(Math.max(0, Math.min(at.index, target.length)), 0, slug);
}
