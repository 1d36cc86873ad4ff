/**
 * Cheap checks of values that are already typed (internal, not re-exported). The zod parse happens once, at
 * the public boundary: `preparePlannerData`, `parseActionPayload`, `parseActionAnswer`, the `parse…`
 * functions. Rules take typed values and do not parse them again; what a type cannot rule out (NaN, a
 * negative or fractional number, a malformed date) they refuse with these guards, where a wrong value would
 * give a wrong result silently. The messages read like parseOrThrow's ("Ungültige Daten: …").
 */
import { AGE_GROUP_IDS } from '../catalogues/ageGroups';
import { DomainError } from '../errors';
import type { Headcounts, PortionFactors } from './common';
import { MAX_HEADCOUNT } from './limits';

function invalid(what: string, value: unknown, expected: string, path: string): never {
  throw new DomainError(
    'invalid-data',
    `Ungültige Daten: ${what} muss ${expected} sein, nicht ${String(value)}.`,
    path,
  );
}

/** `value` when it is a finite number ≥ 0 (an amount, a price, a cost); else DomainError('invalid-data'). */
export function finiteAmount(value: number, what: string, path = ''): number {
  if (!(typeof value === 'number' && value >= 0 && value < Infinity))
    invalid(what, value, 'eine Zahl ab 0', path);
  return value;
}

/** `value` when it is a finite number > 0 (a divisor: reference amount, portions); else DomainError. */
export function positiveAmount(value: number, what: string, path = ''): number {
  if (!(typeof value === 'number' && value > 0 && value < Infinity))
    invalid(what, value, 'eine Zahl über 0', path);
  return value;
}

const DATE_FORMAT = /^\d{4}-\d{2}-\d{2}$/;

/**
 * `value` when it is written `yyyy-MM-dd` (what ordering by string comparison needs); else DomainError.
 * Cheaper than `isDateString`, which also checks that the day exists.
 */
export function dateFormat(value: string, what: string, path = ''): string {
  if (!(typeof value === 'string' && DATE_FORMAT.test(value)))
    invalid(what, value, 'ein Datum JJJJ-MM-TT', path);
  return value;
}

/** The heads when every group's count is a whole number from 0 to 9999; else DomainError('invalid-data'). */
export function checkHeadcounts(heads: Headcounts): Headcounts {
  if (typeof heads !== 'object' || heads === null)
    invalid('Personenzahl', heads, 'eine Angabe je Altersgruppe', '');
  for (const group of AGE_GROUP_IDS) {
    const n = heads[group];
    if (n !== undefined && !(Number.isInteger(n) && n >= 0 && n <= MAX_HEADCOUNT))
      invalid(`Personenzahl (${group})`, n, `eine ganze Zahl von 0 bis ${MAX_HEADCOUNT}`, group);
  }
  return heads;
}

/** The factors when every group's factor is a finite number > 0; else DomainError('invalid-data'). */
export function checkPortionFactors(factors: PortionFactors): PortionFactors {
  if (typeof factors !== 'object' || factors === null)
    invalid('Portionsfaktoren', factors, 'eine Angabe je Altersgruppe', '');
  for (const group of AGE_GROUP_IDS) {
    const f = factors[group];
    if (f !== undefined) positiveAmount(f, `Portionsfaktor (${group})`, group);
  }
  return factors;
}
