/** ISO week ids (`2026-W48`): from a date, to its Monday and weekdays, stepping and ranges. */
import { DomainError } from '../errors';
import { addDays, assertDateString, daysBetween, formatDate, weekdayOf } from './dates';

/**
 * How an ISO week id like `2026-W48` is written (the week may still not exist, e.g. W53). Here and not
 * beside WeekIdSchema: the date formatters of every page's first load check it without zod
 * (docs/architecture.md, "What keeps zod out of the first load").
 */
export const WEEK_ID_FORMAT = /^\d{4}-W(0[1-9]|[1-4]\d|5[0-3])$/;

/** True when `value` is a string written like a week id (WeekIdSchema's check, without zod). */
export function hasWeekIdFormat(value: unknown): value is string {
  return typeof value === 'string' && WEEK_ID_FORMAT.test(value);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** ISO week id of a date string or an instant (instants are read in Europe/Berlin). */
export function isoWeekId(value: Date | number | string): string {
  const date = formatDate(value);
  // The ISO week belongs to the year of its Thursday.
  const isoWeekday = (weekdayOf(date) + 6) % 7; // 0 = Monday
  const thursday = addDays(date, 3 - isoWeekday);
  const year = Number(thursday.slice(0, 4));
  const week = Math.floor(daysBetween(`${year}-01-01`, thursday) / 7) + 1;
  return `${year}-W${pad(week)}`;
}

/** True when `value` is an ISO week id of a week that exists (W53 only in long years); never throws. */
export function isWeekId(value: unknown): value is string {
  return hasWeekIdFormat(value) && isoWeekId(mondayOfUnchecked(value as string)) === value;
}

/** Checks an ISO week id and that the week exists (W53 only in long years), or throws DomainError. */
export function assertWeekId(weekId: unknown): string {
  if (!hasWeekIdFormat(weekId)) {
    throw new DomainError(
      'invalid-argument',
      `Ungültige Kalenderwoche: ${String(weekId)} (erwartet z. B. 2026-W48).`,
    );
  }
  const id = weekId as string;
  if (isoWeekId(mondayOfUnchecked(id)) !== id) {
    throw new DomainError('invalid-argument', `Die Kalenderwoche ${id} gibt es nicht.`);
  }
  return id;
}

function mondayOfUnchecked(weekId: string): string {
  const year = Number(weekId.slice(0, 4));
  const week = Number(weekId.slice(6));
  // 4 January is always in week 1.
  const jan4 = `${year}-01-04`;
  const week1Monday = addDays(jan4, -((weekdayOf(jan4) + 6) % 7));
  return addDays(week1Monday, (week - 1) * 7);
}

/** Monday (`yyyy-MM-dd`) of an ISO week. */
export function weekMonday(weekId: string): string {
  return mondayOfUnchecked(assertWeekId(weekId));
}

const weekDatesMemo = new Map<string, readonly string[]>();

/** The five planned dates Monday–Friday of an ISO week. */
export function weekDates(weekId: string): string[] {
  // Recomputes ask for the same weeks again and again; the answer never changes, so keep it.
  let dates = weekDatesMemo.get(weekId);
  if (!dates) {
    const monday = weekMonday(weekId);
    dates = [0, 1, 2, 3, 4].map((i) => addDays(monday, i));
    if (weekDatesMemo.size > 5000) weekDatesMemo.clear();
    weekDatesMemo.set(weekId, dates);
  }
  return dates.slice();
}

/** The week id `count` weeks after `weekId` (negative goes back). */
export function addWeeks(weekId: string, count: number): string {
  if (!Number.isInteger(count))
    throw new DomainError('invalid-argument', `Ungültige Anzahl Wochen: ${count}.`);
  return isoWeekId(addDays(weekMonday(weekId), count * 7));
}

/** Every week id from the week of `startDate` to the week of `endDate`, ascending. */
export function weekIdsBetween(startDate: string, endDate: string): string[] {
  assertDateString(startDate);
  assertDateString(endDate);
  if (endDate < startDate) return [];
  const ids: string[] = [];
  for (let id = isoWeekId(startDate); weekMonday(id) <= endDate; id = addWeeks(id, 1)) ids.push(id);
  return ids;
}

/** Compares two week ids chronologically (for sort). */
export function compareWeekIds(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
