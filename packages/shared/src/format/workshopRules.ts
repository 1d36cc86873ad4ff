/**
 * The rules of the Verwaltung's workshop form and of workshops/save and workshops/cancel (docs/product.md,
 * "Verwaltung › Workshops"): a start in the past, a registration deadline after the workshop's day and a
 * capacity below the places already taken are refused with a German message at their field; a cancelled
 * workshop's title starts with "Abgesagt: ". Start times are entered as a Berlin date and time.
 */
import { CANCELLED_PREFIX } from '../catalogues/workshopTypes';
import { DomainError } from '../errors';
import { MAX_NAME_LENGTH } from '../schemas/limits';
import type { Workshop } from '../schemas/workshop';
import { berlinParts, toInstant } from './berlinTime';
import { assertDateString, formatDate } from './dates';
import { isWorkshopCancelled } from './workshops';

const pad = (n: number) => String(n).padStart(2, '0');

export const WORKSHOP_IN_PAST_MESSAGE =
  'Der Termin liegt in der Vergangenheit. Bitte wählen Sie einen Termin in der Zukunft.';

/** The deadline refusal, naming the workshop's day. */
export function deadlineAfterDateMessage(day: string): string {
  return `Der Anmeldeschluss liegt nach dem Workshop. Bitte wählen Sie spätestens den Tag des Workshops (${day}).`;
}

/** The capacity refusal, naming the places taken. */
export function capacityBelowSeatsMessage(seatsTaken: number): string {
  return seatsTaken === 1
    ? 'Für diesen Workshop ist bereits 1 Platz vergeben. Bitte geben Sie mindestens 1 Platz an.'
    : `Für diesen Workshop sind bereits ${seatsTaken} Plätze vergeben. Bitte geben Sie mindestens ${seatsTaken} Plätze an.`;
}

export const CANCEL_PAST_MESSAGE =
  'Dieser Workshop hat bereits stattgefunden und kann nicht mehr abgesagt werden.';

/** The messages of the rules, at the field they concern. */
export type WorkshopRuleErrors = Partial<Record<'date' | 'deadline' | 'capacity', string>>;

export interface WorkshopRuleContext {
  /** The stored workshop the save replaces; null or undefined when it is created. */
  stored?: Pick<Workshop, 'date'> | null;
  /** Places taken by the stored registrations. */
  seatsTaken?: number;
  now?: Date | number;
}

/** The fields an admin edits: all but the places taken, which registrations change. */
const EDITED_FIELDS = [
  'slug',
  'title',
  'date',
  'deadline',
  'duration',
  'type',
  'location',
  'annotation',
  'template',
  'capacity',
] as const satisfies readonly Exclude<keyof Workshop, 'seatsTaken'>[];

/**
 * Whether two versions of a workshop have the same fields an admin edits (a missing field equals a missing
 * one): the places taken change with every registration and are no edit. workshops/save compares the
 * stored workshop with the one the admin saw, the Verwaltung its form's base with the stored one.
 */
export function sameWorkshopFields(a: Workshop, b: Workshop): boolean {
  return EDITED_FIELDS.every((field) => (a[field] ?? null) === (b[field] ?? null));
}

/** True once the workshop has started. */
export function isWorkshopPast(workshop: Pick<Workshop, 'date'>, now: Date | number = Date.now()): boolean {
  return toInstant(workshop.date, 'Workshop-Beginn').getTime() <= toInstant(now).getTime();
}

/**
 * What the rules refuse in a workshop about to be saved (an empty object when nothing):
 * - `date`: a start in the past, for a new workshop or a changed start (a past workshop may still be
 *   corrected as long as its start stays);
 * - `deadline`: a registration deadline after the workshop's day (Berlin);
 * - `capacity`: fewer places than the registrations already take.
 * The fields themselves (a date at all, a capacity of 1 to 1,000) are WorkshopSchema's.
 */
export function workshopRuleErrors(
  workshop: Pick<Workshop, 'date' | 'deadline' | 'capacity'>,
  { stored, seatsTaken = 0, now = Date.now() }: WorkshopRuleContext = {},
): WorkshopRuleErrors {
  const errors: WorkshopRuleErrors = {};
  const start = toInstant(workshop.date, 'Workshop-Beginn').getTime();
  const moved = !stored || toInstant(stored.date, 'Workshop-Beginn').getTime() !== start;
  if (moved && isWorkshopPast(workshop, now)) errors.date = WORKSHOP_IN_PAST_MESSAGE;
  const day = formatDate(start);
  if (assertDateString(workshop.deadline, 'Datum des Anmeldeschlusses') > day)
    errors.deadline = deadlineAfterDateMessage(day);
  if (workshop.capacity !== undefined && workshop.capacity < seatsTaken)
    errors.capacity = capacityBelowSeatsMessage(seatsTaken);
  return errors;
}

/** The first refusal of workshopRuleErrors (start, deadline, capacity), or null when the save may go ahead. */
export function workshopSaveRefusal(
  workshop: Pick<Workshop, 'date' | 'deadline' | 'capacity'>,
  context: WorkshopRuleContext = {},
): string | null {
  const errors = workshopRuleErrors(workshop, context);
  return errors.date ?? errors.deadline ?? errors.capacity ?? null;
}

/** Why a workshop cannot be cancelled (it has taken place), or null. */
export function workshopCancelRefusal(
  workshop: Pick<Workshop, 'date'>,
  now: Date | number = Date.now(),
): string | null {
  return isWorkshopPast(workshop, now) ? CANCEL_PAST_MESSAGE : null;
}

/**
 * The title of the cancelled workshop: "Abgesagt: " before it (once; a cancelled title stays as it is),
 * shortened with "…" where the whole would pass the title's limit.
 */
export function cancelledWorkshopTitle(title: string): string {
  const trimmed = title.trim();
  if (isWorkshopCancelled({ title: trimmed })) return trimmed;
  const prefix = `${CANCELLED_PREFIX} `;
  const room = MAX_NAME_LENGTH - prefix.length;
  const chars = [...trimmed];
  const rest =
    chars.length > room
      ? `${chars
          .slice(0, room - 1)
          .join('')
          .trimEnd()}…`
      : trimmed;
  return `${prefix}${rest}`;
}

/** The title without a leading "Abgesagt:" (what the workshop was called before it was cancelled). */
export function titleWithoutCancellation(title: string): string {
  const trimmed = title.trim();
  return isWorkshopCancelled({ title: trimmed }) ? trimmed.slice(CANCELLED_PREFIX.length).trim() : trimmed;
}

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Minutes Berlin's wall clock is ahead of UTC at the instant `ms`. */
function berlinOffsetMinutes(ms: number): number {
  const p = berlinParts(ms);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute);
  return Math.round((wall - Math.floor(ms / 60_000) * 60_000) / 60_000);
}

/**
 * The instant of a Berlin date and time, written with its offset: ("2027-03-17", "09:30") →
 * "2027-03-17T09:30:00+01:00". Throws DomainError for a date that is not `yyyy-MM-dd` or a time that is
 * not `HH:mm`. A time the clock skips when summer time starts counts with the winter offset.
 */
export function berlinInstant(date: string, time: string): string {
  assertDateString(date, 'Datum');
  const match = TIME.exec(time);
  if (!match) throw new DomainError('invalid-argument', `Ungültige Uhrzeit: ${time} (erwartet HH:mm).`);
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(year, month - 1, day, Number(match[1]), Number(match[2]));
  const first = berlinOffsetMinutes(wall - 60 * 60_000);
  const offset = berlinOffsetMinutes(wall - first * 60_000);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${date}T${time}:00${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** The Berlin date and time of an instant, as the form shows them: { date: "2027-03-17", time: "09:30" }. */
export function berlinDateAndTime(instant: Date | number | string): { date: string; time: string } {
  const p = berlinParts(instant);
  return { date: formatDate(instant), time: `${pad(p.hour)}:${pad(p.minute)}` };
}
