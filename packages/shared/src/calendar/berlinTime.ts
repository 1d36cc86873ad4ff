/** Calendar parts of an instant in the kitchens' time zone (Europe/Berlin), independent of the machine's zone. */
import { DomainError } from '../errors';

export const TIME_ZONE = 'Europe/Berlin';

const partsFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  weekday: 'short',
  hourCycle: 'h23',
});

const WEEKDAY_INDEX: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };

export interface BerlinParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
}

/** Turns a Date, epoch milliseconds or ISO string into a valid Date, or throws DomainError. */
export function toInstant(value: Date | number | string, what = 'Zeitpunkt'): Date {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime()))
    throw new DomainError('invalid-argument', `Ungültiger ${what}: ${String(value)}.`);
  return date;
}

/** Year, month, day, hour, minute and weekday of an instant in Europe/Berlin. */
export function berlinParts(value: Date | number | string): BerlinParts {
  const parts = partsFormat.formatToParts(toInstant(value));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    year: Number(get('year')),
    month: Number(get('month')),
    day: Number(get('day')),
    hour: Number(get('hour')),
    minute: Number(get('minute')),
    weekday: WEEKDAY_INDEX[get('weekday')] ?? 0,
  };
}
