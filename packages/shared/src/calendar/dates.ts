/**
 * Calendar dates as `yyyy-MM-dd` strings and months as `yyyy-MM`: checking, today, adding days, ranges.
 * Pure calendar arithmetic in UTC; how a date reads as German text is in text/dates.ts.
 */
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

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** Year and month (1–12) of a month `yyyy-MM`, or throws DomainError with a German message. */
export function monthParts(month: string): [number, number] {
  const match = MONTH.exec(month);
  if (!match) throw new DomainError('invalid-argument', `Ungültiger Monat: ${month} (erwartet JJJJ-MM).`);
  return [Number(match[1]), Number(match[2])];
}

/** The month (`yyyy-MM`) of a calendar day `yyyy-MM-dd`. */
export function monthOf(date: string): string {
  const month = date.slice(0, 7);
  monthParts(month);
  return month;
}
