/** The date range a new shopping list proposes. */
import { addDays, assertDateString, weekdayOf } from '../calendar/dates';

/** Monday–Friday of the coming week; on a Monday the current week (shopping for the days ahead). */
export function defaultShoppingRange(todayDate: string): { startDate: string; endDate: string } {
  const date = assertDateString(todayDate);
  // weekdayOf: 0 = Sunday … 6 = Saturday; days until the next Monday, 0 on a Monday.
  const monday = addDays(date, (8 - weekdayOf(date)) % 7);
  return { startDate: monday, endDate: addDays(monday, 4) };
}
