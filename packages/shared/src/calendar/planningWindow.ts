/**
 * Which weeks may be created and saved (docs/domain-rules.md, "Planning window"): real ISO weeks from
 * PLANNING_YEARS_BACK years before today's week to PLANNING_YEARS_AHEAD years after it. Reads may ask for
 * wider ranges; they only have to name real weeks.
 */
import { DomainError } from '../errors';
import { formatGermanDate } from '../text/dates';
import { addDays, formatDate, isDateString } from './dates';
import { assertWeekId, isoWeekId, isWeekId, weekMonday } from './weeks';

/** Years before today that a week may still be saved (statistics and the DGE check look back). */
export const PLANNING_YEARS_BACK = 10;
/** Years after today that a week may be planned (the masterplan runs ahead, see the docs). */
export const PLANNING_YEARS_AHEAD = 15;

/** The same calendar day `years` years away; 29 February becomes 28 February in a short year. */
function shiftYears(date: string, years: number): string {
  const year = String(Number(date.slice(0, 4)) + years).padStart(4, '0');
  const shifted = `${year}${date.slice(4)}`;
  return isoWeekId(shifted.endsWith('-02-29') && !isLeapYear(Number(year)) ? `${year}-02-28` : shifted);
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** First and last week (inclusive) that may be created or saved on `today` (instants read in Berlin). */
export function planningWindow(today: Date | number | string): { first: string; last: string } {
  const date = formatDate(today);
  return { first: shiftYears(date, -PLANNING_YEARS_BACK), last: shiftYears(date, PLANNING_YEARS_AHEAD) };
}

/** True when `weekId` is a real ISO week inside the planning window of `today`; never throws. */
export function weekInPlanningWindow(weekId: unknown, today: Date | number | string): boolean {
  if (!isWeekId(weekId)) return false;
  const { first, last } = planningWindow(today);
  return first <= weekId && weekId <= last;
}

/**
 * The week id when it is a real ISO week inside the planning window of `today`; else
 * DomainError('invalid-argument') with a German message naming the bound it crosses.
 */
export function assertWeekInPlanningWindow(weekId: unknown, today: Date | number | string): string {
  const id = assertWeekId(weekId);
  const { first, last } = planningWindow(today);
  if (id < first)
    throw new DomainError(
      'invalid-argument',
      `Die Woche ${id} liegt außerhalb des Planungszeitraums (ab ${first}).`,
    );
  if (id > last)
    throw new DomainError(
      'invalid-argument',
      `Die Woche ${id} liegt außerhalb des Planungszeitraums (bis ${last}).`,
    );
  return id;
}

/**
 * The first and last day (inclusive, `yyyy-MM-dd`) of the planning window of `today`: Monday of its first
 * week to Sunday of its last. Dated things that are not weeks (shopping lists) use the same window.
 */
export function planningWindowDays(today: Date | number | string): { first: string; last: string } {
  const { first, last } = planningWindow(today);
  return { first: weekMonday(first), last: addDays(weekMonday(last), 6) };
}

/** True when `date` is a real day inside the planning window of `today`; never throws. */
export function dateInPlanningWindow(date: unknown, today: Date | number | string): boolean {
  if (!isDateString(date)) return false;
  const { first, last } = planningWindowDays(today);
  return first <= date && date <= last;
}

/**
 * The date when it lies inside the planning window of `today` (the weeks' window, one rule for both);
 * else DomainError('invalid-argument'). `what` names it in German, e.g. „Das Startdatum der Einkaufsliste“.
 */
export function assertDateInPlanningWindow(
  date: string,
  today: Date | number | string,
  what: string,
): string {
  const { first, last } = planningWindowDays(today);
  if (date < first)
    throw new DomainError(
      'invalid-argument',
      `${what} liegt außerhalb des Planungszeitraums: Es darf nicht vor dem ${formatGermanDate(first)} liegen.`,
    );
  if (date > last)
    throw new DomainError(
      'invalid-argument',
      `${what} liegt außerhalb des Planungszeitraums: Es darf nicht nach dem ${formatGermanDate(last)} liegen.`,
    );
  return date;
}
