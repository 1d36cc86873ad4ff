/** Workshop rules: slug, upcoming list, time range, date badge, cancellation and registration window. */
import type { Workshop } from '../schemas/workshop';
import { CANCELLED_PREFIX, DEFAULT_WORKSHOP_LOCATION, WORKSHOP_TYPE_IDS } from './workshopTypes';
import { checkWorkshopFields } from './workshopFields';
import { DomainError } from '../errors';
import { berlinParts, toInstant } from '../calendar/berlinTime';
import { assertDateString, formatDate } from '../calendar/dates';
import { slugify } from '../text/slug';
import {
  formatBerlinTime,
  formatLongDate,
  formatTimeRange,
  MONTH_ABBREVIATIONS,
  MONTH_NAMES,
  WEEKDAY_ABBREVIATIONS,
  WEEKDAY_NAMES,
} from '../text/dates';

const pad = (n: number) => String(n).padStart(2, '0');

/** Shown by the workshop widget when nothing is upcoming. */
export const NO_WORKSHOPS_TEXT = 'Derzeit sind keine Workshops geplant.';

/** Workshop slug: title slug plus the start date (Europe/Berlin) as yyyy-MM-dd. */
export function workshopSlug(title: string, date: Date | number | string): string {
  const base = slugify(title);
  if (!base) throw new DomainError('invalid-argument', 'Der Workshop braucht einen Titel.');
  return `${base}-${formatDate(date)}`;
}

/**
 * Upcoming workshops (start later than `now`). Without a type: the next one of each type, by date. With a
 * type: every upcoming one of that type, by date ascending. This is the widget's trust boundary: its list
 * comes from `workshops/list` unparsed (visitor pages load no zod), so each entry is checked here
 * (`checkWorkshopFields`, DomainError naming the field) and typed Workshops come out.
 */
export function upcomingWorkshops(
  workshops: readonly unknown[],
  now: Date | number = Date.now(),
  type?: string,
): Workshop[] {
  if (type !== undefined && !(WORKSHOP_TYPE_IDS as readonly string[]).includes(type)) {
    throw new DomainError('invalid-argument', `Unbekannter Workshop-Typ: ${type}.`);
  }
  const nowMs = toInstant(now).getTime();
  const upcoming = workshops
    .map((w, i) => checkWorkshopFields(w, `Workshop ${i + 1}`))
    .filter((w) => Date.parse(w.date) > nowMs)
    .sort((a, b) => Date.parse(a.date) - Date.parse(b.date) || a.slug.localeCompare(b.slug));
  if (type !== undefined) return upcoming.filter((w) => w.type === type);
  const seen = new Set<string>();
  return upcoming.filter((w) => !seen.has(w.type) && seen.add(w.type));
}

/** "HH:mm–HH:mm Uhr" from the start and the duration in minutes (Europe/Berlin time, text/dates.ts). */
export function workshopTimeRange(workshop: { date: string; duration: number }): string {
  if (!Number.isFinite(workshop.duration) || workshop.duration < 0) {
    throw new DomainError('invalid-argument', `Ungültige Dauer: ${workshop.duration}.`);
  }
  const start = toInstant(workshop.date, 'Workshop-Beginn');
  const end = new Date(start.getTime() + workshop.duration * 60_000);
  return formatTimeRange(formatBerlinTime(start), formatBerlinTime(end));
}

/**
 * When a workshop takes place, written out for the public pages and the mails (the date rule in
 * docs/product.md): "Mittwoch, 24. Februar 2027, 14:00–16:00 Uhr".
 */
export function workshopWhen(workshop: { date: string; duration: number }): string {
  return `${formatLongDate(toInstant(workshop.date, 'Workshop-Beginn'))}, ${workshopTimeRange(workshop)}`;
}

export interface DateBadge {
  /** "Mo" */
  weekday: string;
  /** "Montag" */
  weekdayLong: string;
  /** "24" */
  day: string;
  /** "Nov" */
  month: string;
  /** "November" */
  monthLong: string;
  year: string;
}

/** German date badge parts of an instant or date string (Europe/Berlin): "Mo", "24", "Nov", "2026". */
export function dateBadge(value: Date | number | string): DateBadge {
  const p = berlinParts(
    typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00Z` : value,
  );
  return {
    weekday: WEEKDAY_ABBREVIATIONS[p.weekday]!,
    weekdayLong: WEEKDAY_NAMES[p.weekday]!,
    day: pad(p.day),
    month: MONTH_ABBREVIATIONS[p.month - 1]!,
    monthLong: MONTH_NAMES[p.month - 1]!,
    year: String(p.year),
  };
}

/** True when the workshop's title marks it as cancelled ("Abgesagt: …"). */
export function isWorkshopCancelled(workshop: { title: string }): boolean {
  return String(workshop?.title ?? '')
    .trimStart()
    .startsWith(CANCELLED_PREFIX);
}

/** The location to show: the workshop's own or "Online-Veranstaltung". */
export function workshopLocation(workshop: { location?: string | undefined }): string {
  return (typeof workshop?.location === 'string' && workshop.location.trim()) || DEFAULT_WORKSHOP_LOCATION;
}

/**
 * True while one may register: not cancelled, not started, and today (Berlin) not after the deadline. Throws
 * DomainError when the start or the deadline is not a valid date (it would decide the answer silently).
 */
export function canApplyForWorkshop(
  workshop: Pick<Workshop, 'title' | 'date' | 'deadline'>,
  now: Date | number = Date.now(),
): boolean {
  const start = toInstant(workshop.date, 'Workshop-Beginn').getTime();
  const deadline = assertDateString(workshop.deadline, 'Datum des Anmeldeschlusses');
  const nowMs = toInstant(now).getTime();
  return !isWorkshopCancelled(workshop) && start > nowMs && formatDate(nowMs) <= deadline;
}
