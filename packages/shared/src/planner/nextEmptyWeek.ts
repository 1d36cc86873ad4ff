/**
 * Copying a week (docs/product.md, "Copying a week"): the target the copy dialog proposes is the first week
 * after the copied one that holds no dish, so a copy never lands on a planned week by default; what a
 * planned target holds is named before it is replaced (`plannedCount`).
 */
import { addWeeks, assertWeekId } from '../calendar/weeks';
import type { PlanDay, PlanWeek } from '../schemas/plan';

/** How many weeks after the copied one the copy dialog looks for an empty week (half a year). */
export const COPY_LOOKAHEAD_WEEKS = 26;

/** The dishes of a week's days and the days that hold at least one. */
export function plannedCount(days: readonly PlanDay[]): { dishes: number; days: number } {
  return {
    dishes: days.reduce((n, d) => n + d.recipes.length, 0),
    days: days.filter((d) => d.recipes.length > 0).length,
  };
}

/**
 * The first week after `weekId`, within `lookahead` weeks, that holds no dish in `weeks` (the kitchen's
 * stored weeks of that range; a week not among them is empty). Undefined when every one of them is planned.
 */
export function nextEmptyWeek(
  weekId: string,
  weeks: readonly PlanWeek[],
  lookahead = COPY_LOOKAHEAD_WEEKS,
): string | undefined {
  assertWeekId(weekId);
  const planned = new Set(weeks.filter((w) => plannedCount(w.days).dishes > 0).map((w) => w.id));
  for (let i = 1; i <= lookahead; i++) {
    const id = addWeeks(weekId, i);
    if (!planned.has(id)) return id;
  }
  return undefined;
}
