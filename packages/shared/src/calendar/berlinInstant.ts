/** Berlin wall-clock date and time to an instant and back (the workshop form enters start times so). */
import { DomainError } from '../errors';
import { berlinParts } from './berlinTime';
import { assertDateString, formatDate } from './dates';

const pad = (n: number) => String(n).padStart(2, '0');

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
