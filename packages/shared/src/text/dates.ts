/**
 * Dates, weeks, months and instants as Germans read them ("30.11.", "02.03.2026", "Mo 30.11.",
 * "KW 49 · 30.11.–04.12.2026", "März 2026", "25.11.2026, 09:05 Uhr") and, for public texts and mails, in
 * words ("Mittwoch, 24. Februar 2027, 14:00–16:00 Uhr"). Which style belongs where is the date rule in
 * docs/product.md ("Daten und Uhrzeiten"); data, tables of the planner and the Verwaltung and files keep
 * `yyyy-MM-dd` (calendar/dates.ts).
 */
import { DomainError } from '../errors';
import { berlinDateAndTime } from '../calendar/berlinInstant';
import { assertDateString, formatDate, monthParts, weekdayOf } from '../calendar/dates';
import { hasWeekIdFormat, weekDates } from '../calendar/weeks';

/** Weekday abbreviations, Sunday first (as Date.getDay counts). */
export const WEEKDAY_ABBREVIATIONS = ['So', 'Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa'] as const;
export const WEEKDAY_NAMES = [
  'Sonntag',
  'Montag',
  'Dienstag',
  'Mittwoch',
  'Donnerstag',
  'Freitag',
  'Samstag',
] as const;
export const MONTH_ABBREVIATIONS = [
  'Jan',
  'Feb',
  'Mär',
  'Apr',
  'Mai',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Okt',
  'Nov',
  'Dez',
] as const;
export const MONTH_NAMES = [
  'Januar',
  'Februar',
  'März',
  'April',
  'Mai',
  'Juni',
  'Juli',
  'August',
  'September',
  'Oktober',
  'November',
  'Dezember',
] as const;

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
  return `${WEEKDAY_ABBREVIATIONS[weekdayOf(date)]} ${formatDayMonth(date)}`;
}

/** Short label of a week for chart axes: "KW 7" for 2026-W07 (a label only, so the format is all it checks). */
export function formatWeekShort(weekId: string): string {
  if (!hasWeekIdFormat(weekId))
    throw new DomainError(
      'invalid-argument',
      `Ungültige Kalenderwoche: ${String(weekId)} (erwartet z. B. 2026-W48).`,
    );
  return `KW ${Number(weekId.slice(6))}`;
}

/**
 * A planned week (Monday–Friday) as printed on the parents' menu: "KW 49 · 30.11.–04.12.2026"; the first
 * day carries its year too when the week runs over New Year ("KW 1 · 29.12.2025–02.01.2026").
 */
export function formatWeekRange(weekId: string): string {
  const dates = weekDates(weekId);
  const first = dates[0]!;
  const last = dates[dates.length - 1]!;
  const firstYear = first.slice(0, 4) === last.slice(0, 4) ? '' : first.slice(0, 4);
  return `${formatWeekShort(weekId)} · ${formatDayMonth(first)}${firstYear}–${formatDayMonth(last)}${last.slice(0, 4)}`;
}

/** "März 2026" for '2026-03'. */
export function formatMonth(month: string): string {
  const [year, m] = monthParts(month);
  return `${MONTH_NAMES[m - 1]} ${year}`;
}

/** "Mär 26" for '2026-03' (chart axes). */
export function formatMonthShort(month: string): string {
  const [year, m] = monthParts(month);
  return `${MONTH_ABBREVIATIONS[m - 1]} ${String(year).slice(2)}`;
}

/** An instant as German readers expect it, in Berlin time: "25.11.2026, 09:05 Uhr". */
export function formatBerlinDateTime(value: Date | number | string): string {
  const { date, time } = berlinDateAndTime(value);
  return `${formatGermanDate(date)}, ${time} Uhr`;
}

/**
 * A day written out for public texts and mails: "Mittwoch, 24. Februar 2027" for 2027-02-24; an instant is
 * read in Berlin time.
 */
export function formatLongDate(value: Date | number | string): string {
  const date = formatDate(value);
  const [year, month] = monthParts(date.slice(0, 7));
  return `${WEEKDAY_NAMES[weekdayOf(date)]}, ${Number(date.slice(8, 10))}. ${MONTH_NAMES[month - 1]} ${year}`;
}

const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

function assertTimeOfDay(value: string, what: string): string {
  if (!TIME_OF_DAY.test(value))
    throw new DomainError('invalid-argument', `Ungültige ${what}: ${String(value)} (erwartet z. B. 14:00).`);
  return value;
}

/** A span of the day: "14:00–16:00 Uhr" for ('14:00', '16:00'); one time alone is "14:00 Uhr". */
export function formatTimeRange(start: string, end?: string): string {
  assertTimeOfDay(start, 'Anfangszeit');
  if (end === undefined || end === start) return `${start} Uhr`;
  return `${start}–${assertTimeOfDay(end, 'Endzeit')} Uhr`;
}

/** "Mittwoch, 24. Februar 2027, 14:00–16:00 Uhr": a day in words with its time span. */
export function formatLongDateWithTimes(date: string, start: string, end?: string): string {
  return `${formatLongDate(date)}, ${formatTimeRange(start, end)}`;
}

/** The Berlin time of day of an instant: "09:05". */
export function formatBerlinTime(value: Date | number | string): string {
  return berlinDateAndTime(value).time;
}

/** An instant written out for mails, in Berlin time: "Samstag, 5. Dezember 2026, 13:40 Uhr". */
export function formatLongDateTime(value: Date | number | string): string {
  return `${formatLongDate(value)}, ${formatBerlinTime(value)} Uhr`;
}

/**
 * An instant in the Verwaltung's tables and the audit log, which keep yyyy-MM-dd (docs/product.md,
 * "Daten und Uhrzeiten"): "2026-11-28, 01:23 Uhr", Berlin time.
 */
export function formatTableDateTime(value: Date | number | string): string {
  return `${formatDate(value)}, ${formatBerlinTime(value)} Uhr`;
}
