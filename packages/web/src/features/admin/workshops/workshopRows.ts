/** How the Workshops section splits and words its list: upcoming first by date, past newest first. */
import {
  formatDate,
  isWorkshopFull,
  isWorkshopPast,
  workshopTimeRange,
  type Workshop,
} from '@speiseplaner/shared';

/** Upcoming workshops (start later than `now`) by date, and past ones newest first. */
export function splitWorkshops(
  items: readonly Workshop[],
  now: number,
): { upcoming: Workshop[]; past: Workshop[] } {
  const byDate = [...items].sort(
    (a, b) => Date.parse(a.date) - Date.parse(b.date) || a.slug.localeCompare(b.slug),
  );
  return {
    upcoming: byDate.filter((w) => !isWorkshopPast(w, now)),
    past: byDate.filter((w) => isWorkshopPast(w, now)).reverse(),
  };
}

/** "5 von 12", "12 von 12 (ausgebucht)" or "3 (unbegrenzt)". */
export function seatsText(workshop: Pick<Workshop, 'capacity' | 'seatsTaken'>): string {
  const taken = workshop.seatsTaken ?? 0;
  if (workshop.capacity === undefined) return `${taken} (unbegrenzt)`;
  return `${taken} von ${workshop.capacity}${isWorkshopFull(workshop) ? ' (ausgebucht)' : ''}`;
}

/** "2027-03-17, 09:30–13:00 Uhr": the Verwaltung keeps yyyy-MM-dd (docs/product.md, "Daten und Uhrzeiten"). */
export function whenText(workshop: Pick<Workshop, 'date' | 'duration'>): string {
  return `${formatDate(workshop.date)}, ${workshopTimeRange(workshop)}`;
}
