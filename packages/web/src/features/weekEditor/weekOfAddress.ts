/** The week a week page's address names (`?woche=2026-W48`); a malformed or missing one is this week. */
import { isWeekId } from '@speiseplaner/shared';

export function weekOfAddress(asked: string | null, thisWeek: string): string {
  // A malformed week, or one like 2027-W53 that the year does not have: stay on this week.
  return asked !== null && isWeekId(asked) ? asked : thisWeek;
}
