/** Calendar dates as `yyyy-MM-dd` strings: formatting, today, adding days, ranges. Pure calendar arithmetic in UTC. */
import { DomainError } from '../errors';
import { berlinParts } from './berlinTime';

const DAY_MS = 86_400_000;
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The last string isDateString accepted (strings are immutable, so it stays valid); starts with a valid one. */
let lastDateString = '1970-01-01';

/**
 * True when `value` is an existing calendar date written `yyyy-MM-dd` (the verdict of DateStringSchema,
 * computed without zod: the workshop widget on every visitor's page formats dates).
 */
export function isDateString(value: unknown): value is string {
  // Rules check the same day (the planner's today) for every price they look up: remember the last one.
  if (value === lastDateString) return true;
  const match = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  const valid =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  if (valid) lastDateString = value as string;
  return valid;
}

/** Checks a `yyyy-MM-dd` string, or throws DomainError with a German message. */
export function assertDateString(value: unknown, what = 'Datum'): string {
  if (!isDateString(value))
    throw new DomainError('invalid-argument', `Ungültiges ${what}: ${String(value)} (erwartet JJJJ-MM-TT).`);
  return value;
}

/** Formats a date for display as `yyyy-MM-dd` (instants in Europe/Berlin; date strings unchanged). */
export function formatDate(value: Date | number | string): string {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return assertDateString(value);
  const p = berlinParts(value);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`;
}

/** Today's date in Europe/Berlin as `yyyy-MM-dd`. */
export function today(now: Date | number = Date.now()): string {
  return formatDate(now);
}

/** Epoch milliseconds of a date string's UTC midnight (for calendar arithmetic only). */
export function dateToUtcMs(date: string): number {
  return Date.parse(`${assertDateString(date)}T00:00:00Z`);
}

/** The date string `days` days after `date` (negative goes back). */
export function addDays(date: string, days: number): string {
  if (!Number.isInteger(days)) throw new DomainError('invalid-argument', `Ungültige Anzahl Tage: ${days}.`);
  return new Date(dateToUtcMs(date) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((dateToUtcMs(to) - dateToUtcMs(from)) / DAY_MS);
}

/** Weekday of a date string: 0 = Sunday … 6 = Saturday. */
export function weekdayOf(date: string): number {
  return new Date(dateToUtcMs(date)).getUTCDay();
}

const WEEKDAY_SHORT = ['So', 'Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa'] as const;

/** Day and month as printed on German notices: "30.11." for 2026-11-30. */
export function formatDayMonth(date: string): string {
  assertDateString(date);
  return `${date.slice(8, 10)}.${date.slice(5, 7)}.`;
}

/** A date as Germans write it: "02.03.2026" for 2026-03-02 (screens; data and files keep yyyy-MM-dd). */
export function formatGermanDate(date: string): string {
  return `${formatDayMonth(date)}${date.slice(0, 4)}`;
}

/** A day's short label for printed plans: "Mo 30.11." for 2026-11-30. */
export function formatShortDay(date: string): string {
  return `${WEEKDAY_SHORT[weekdayOf(date)]} ${formatDayMonth(date)}`;
}
