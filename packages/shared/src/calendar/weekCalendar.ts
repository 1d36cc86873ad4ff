/**
 * The week picker's calendar (docs/product.md, "Week picker"): a month shows the ISO weeks whose Thursday
 * falls in it, so every week belongs to exactly one month, as it belongs to the year of its Thursday.
 * Typed weeks are read from the forms a cook writes: „2026-W50“, „KW 50“, „50“, „KW 50/2026“, „50 2026“.
 */
import { addDays, monthParts } from './dates';
import { addWeeks, isoWeekId, isWeekId, weekMonday } from './weeks';

const pad = (n: number) => String(n).padStart(2, '0');

/** The month (`yyyy-MM`) a week is shown in: the month of its Thursday. */
export function weekMonth(weekId: string): string {
  return addDays(weekMonday(weekId), 3).slice(0, 7);
}

/** The ISO weeks shown for a month (`yyyy-MM`), ascending: those whose Thursday lies in it (4 or 5). */
export function weeksOfMonth(month: string): string[] {
  const [year, m] = monthParts(month);
  let week = isoWeekId(`${year}-${pad(m)}-01`);
  if (weekMonth(week) < month) week = addWeeks(week, 1);
  const weeks: string[] = [];
  while (weekMonth(week) === month) {
    weeks.push(week);
    week = addWeeks(week, 1);
  }
  return weeks;
}

/** The month `count` months after `month` (negative goes back). */
export function addMonths(month: string, count: number): string {
  const [year, m] = monthParts(month);
  const index = year * 12 + (m - 1) + count;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${pad((index % 12) + 1)}`;
}

/**
 * The week at the same place `count` months away (PageUp/PageDown in the picker): the same row of the
 * target month, or its last row when that month has fewer.
 */
export function shiftWeekByMonths(weekId: string, count: number): string {
  const month = weekMonth(weekId);
  const row = weeksOfMonth(month).indexOf(weekId);
  const target = weeksOfMonth(addMonths(month, count));
  return target[Math.min(row, target.length - 1)]!;
}

const ISO_FORM = /^(\d{4})-?W(\d{1,2})$/i;
const GERMAN_FORM = /^(?:KW\s*)?(\d{1,2})(?:\s*[/.,\s]\s*(\d{4}))?$/i;

/**
 * The week a cook typed, or undefined when the text names none that exists. Without a year the week is
 * taken from `referenceWeekId`'s year (the week shown before).
 */
export function parseWeekInput(text: string, referenceWeekId: string): string | undefined {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  const iso = ISO_FORM.exec(trimmed);
  const german = iso ? undefined : GERMAN_FORM.exec(trimmed);
  const match = iso
    ? [iso[1], iso[2]]
    : german
      ? [german[2] ?? referenceWeekId.slice(0, 4), german[1]]
      : undefined;
  if (!match) return undefined;
  const candidate = `${match[0]}-W${pad(Number(match[1]))}`;
  return isWeekId(candidate) ? candidate : undefined;
}
