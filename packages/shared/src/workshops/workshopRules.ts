/**
 * The rules of the Verwaltung's workshop form and of workshops/save and workshops/cancel (docs/product.md,
 * "Verwaltung › Workshops"): a start in the past, a registration deadline after the workshop's day and a
 * capacity below the places already taken are refused with a German message at their field; a cancelled
 * workshop's title starts with "Abgesagt: ". Start times are entered as a Berlin date and time
 * (calendar/berlinInstant.ts).
 */
import { CANCELLED_PREFIX } from './workshopTypes';
import { MAX_NAME_LENGTH } from '../schemas/limits';
import type { Workshop } from '../schemas/workshop';
import { toInstant } from '../calendar/berlinTime';
import { assertDateString, formatDate } from '../calendar/dates';
import { isWorkshopCancelled } from './workshops';

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
