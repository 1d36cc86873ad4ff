/**
 * The workshop fields the widget's rules read, checked without zod: the rules run on every visitor's page
 * (home page, articles), which should not load the schema library (about 26 kB gzip) for a list the backend
 * has already checked against WorkshopSchema (the `workshops/list` answer). The error is parseOrThrow's.
 */
import { DomainError } from '../errors';
import { WORKSHOP_DURATIONS, WORKSHOP_TYPE_IDS } from './workshopTypes';
import type { Workshop } from '../schemas/workshop';
import { isDateString } from '../calendar/dates';

type Check = (value: unknown) => boolean;

const isText: Check = (v) => typeof v === 'string' && v.trim().length > 0;
const isOptionalText: Check = (v) => v === undefined || typeof v === 'string';
const isOptionalCount: Check = (v) => v === undefined || (Number.isInteger(v) && (v as number) >= 0);

const FIELD_CHECKS: Record<keyof Workshop, Check> = {
  slug: (v) => typeof v === 'string' && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(v),
  title: isText,
  date: (v) => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(v) && !Number.isNaN(Date.parse(v)),
  deadline: isDateString,
  duration: (v) => (WORKSHOP_DURATIONS as readonly unknown[]).includes(v),
  type: (v) => (WORKSHOP_TYPE_IDS as readonly unknown[]).includes(v),
  location: isOptionalText,
  annotation: isOptionalText,
  template: isOptionalText,
  capacity: isOptionalCount,
  seatsTaken: isOptionalCount,
  version: isOptionalCount,
};

/** Returns `value` as a Workshop or throws DomainError('invalid-data') naming `what` and the field. */
export function checkWorkshopFields(value: unknown, what: string): Workshop {
  const record = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;
  const field = record
    ? ((Object.keys(FIELD_CHECKS) as (keyof Workshop)[]).find((key) => !FIELD_CHECKS[key](record[key])) ??
      Object.keys(record).find((key) => !(key in FIELD_CHECKS)))
    : '';
  if (field !== undefined) {
    throw new DomainError(
      'invalid-data',
      `Ungültige Daten: ${what}${field ? ` (Feld ${field})` : ''}.`,
      field,
    );
  }
  return value as Workshop;
}
