/**
 * Season check of a planned dish (docs/product.md, "Season check"): a recipe carries twelve month flags
 * (January first); a dish is in season on a date when its recipe's flag for that date's month is set.
 */
import { assertDateString } from '../calendar/dates';
import { seasonMonthsText } from '../text/seasonMonths';

/** Index 0–11 of the calendar month of a YYYY-MM-DD date. */
export function monthIndexOf(date: string): number {
  return Number(assertDateString(date).slice(5, 7)) - 1;
}

/** True when a recipe with these month flags is in season on this date. */
export function isInSeason(months: readonly boolean[], date: string): boolean {
  return months[monthIndexOf(date)] === true;
}

/** True when the recipe is in season all year (a season mark says nothing for it). */
export function isAllYear(months: readonly boolean[]): boolean {
  return months.length === 12 && months.every(Boolean);
}

/**
 * The season mark of a dish planned on `date`: its season months in words ("Oktober bis März") when it is
 * out of season then, else undefined (an all-year dish is never out of season). The day cards show it;
 * weekSeason counts the same dishes.
 */
export function outOfSeasonMonths(months: readonly boolean[], date: string): string | undefined {
  return isInSeason(months, date) ? undefined : seasonMonthsText(months);
}
