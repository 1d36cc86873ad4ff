/**
 * Workshop places (docs/data-model.md, "Workshops"): a workshop may have a capacity in places; every
 * registration takes as many places as it names participants. Without a capacity there is no limit. The
 * functions count the places taken with these rules (workshops/apply, removeRegistration, save).
 */
import type { Workshop } from '../schemas/workshop';
import { registrationSeats } from './workshopRegistrations';

type Seats = Pick<Workshop, 'capacity' | 'seatsTaken'>;

/** Places still free, or undefined when the workshop has no capacity. Never below 0. */
export function freeSeats(workshop: Seats): number | undefined {
  if (workshop.capacity === undefined) return undefined;
  return Math.max(0, workshop.capacity - (workshop.seatsTaken ?? 0));
}

/** True when a capacity is set and every place is taken. */
export function isWorkshopFull(workshop: Seats): boolean {
  return freeSeats(workshop) === 0;
}

/** Whether a registration for `participants` people still fits. */
export function seatsFit(workshop: Seats, participants: number): boolean {
  const free = freeSeats(workshop);
  return free === undefined || participants <= free;
}

/** The refusal when the places do not suffice: "ausgebucht", or how many places are left. */
export function noSeatsMessage(workshop: Seats): string {
  const free = freeSeats(workshop) ?? 0;
  if (free === 0) return 'Dieser Workshop ist leider ausgebucht.';
  return free === 1
    ? 'Für diesen Workshop ist nur noch 1 Platz frei. Bitte melden Sie weniger Personen an.'
    : `Für diesen Workshop sind nur noch ${free} Plätze frei. Bitte melden Sie weniger Personen an.`;
}

/** The places taken once a registration for `participants` people is added. */
export function seatsTakenWith(workshop: Seats, participants: number): number {
  return (workshop.seatsTaken ?? 0) + participants;
}

/** The places taken once a registration that took `seats` places is removed; never below 0. */
export function seatsTakenWithout(workshop: Seats, seats: number): number {
  return Math.max(0, (workshop.seatsTaken ?? 0) - seats);
}

/** The places the stored registrations take together (each as `registrationSeats` reads it). */
export function seatsTakenBy(registrations: readonly unknown[]): number {
  return registrations.reduce<number>((sum, registration) => sum + registrationSeats(registration), 0);
}
