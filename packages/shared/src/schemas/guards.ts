/**
 * Cheap checks of values that are already typed (internal, not re-exported). The zod parse happens once, at
 * the public boundary: `preparePlannerData`, `parseActionPayload`, `parseActionAnswer`, the `parse…`
 * functions. Rules take typed values and do not parse them again; what a type cannot rule out (NaN, a
 * negative or fractional number, a malformed date) they refuse with these guards, where a wrong value would
 * give a wrong result silently. The messages read like parseOrThrow's ("Ungültige Daten: …").
 */
import { AGE_GROUP_IDS } from '../catalogues/ageGroups';
import { DAYS_PER_WEEK } from '../catalogues/weekdays';
import { hasWeekIdFormat as isWeekIdFormat } from '../calendar/weeks';
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

// Hot loops test with the predicates and build the message (`what`, `path`) only when a value fails.

/** True for a finite number ≥ 0 (an amount, a price, a cost). */
export function isAmount(value: number): boolean {
  return typeof value === 'number' && value >= 0 && value < Infinity;
}

/** True for a finite number > 0 (a divisor: reference amount, portions). */
export function isPositiveAmount(value: number): boolean {
  return typeof value === 'number' && value > 0 && value < Infinity;
}

const DATE_FORMAT = /^\d{4}-\d{2}-\d{2}$/;

/** True for a string written `yyyy-MM-dd` (what ordering by string comparison needs; the day may not exist). */
export function isDateFormat(value: string): boolean {
  return typeof value === 'string' && DATE_FORMAT.test(value);
}

/** True for a string written like a week id `2026-W48` (what ordering weeks by id needs). */
export { isWeekIdFormat };

/** Throws DomainError('invalid-data'): `what` must be a number ≥ 0. */
export function refuseAmount(what: string, value: number, path = ''): never {
  return invalid(what, value, 'eine Zahl ab 0', path);
}

/** Throws DomainError('invalid-data'): `what` must be a number > 0. */
export function refusePositiveAmount(what: string, value: number, path = ''): never {
  return invalid(what, value, 'eine Zahl über 0', path);
}

/** Throws DomainError('invalid-data'): `what` must be a date `yyyy-MM-dd`. */
export function refuseDateFormat(what: string, value: string, path = ''): never {
  return invalid(what, value, 'ein Datum JJJJ-MM-TT', path);
}

/** Throws DomainError('invalid-data'): `what` must be a week id `yyyy-Www`. */
export function refuseWeekIdFormat(what: string, value: string, path = ''): never {
  return invalid(what, value, 'eine Kalenderwoche wie 2026-W48', path);
}

/**
 * The week when its id is written `yyyy-Www` and it has five days; else DomainError('invalid-data'). Costs
 * and the DGE check sort weeks by id and count a week as five days, so either flaw would go unnoticed.
 */
export function checkWeek<W extends { id: string; days: readonly unknown[] }>(week: W, what: string): W {
  if (!isWeekIdFormat(week.id)) refuseWeekIdFormat(`Kennung der ${what}`, week.id, 'id');
  if (!Array.isArray(week.days) || week.days.length !== DAYS_PER_WEEK) {
    invalid(
      `Anzahl der Tage der ${what} ${week.id}`,
      Array.isArray(week.days) ? week.days.length : week.days,
      `${DAYS_PER_WEEK}`,
      'days',
    );
  }
  return week;
}

/** `value` when it is a finite number ≥ 0; else DomainError('invalid-data'). */
export function finiteAmount(value: number, what: string, path = ''): number {
  return isAmount(value) ? value : refuseAmount(what, value, path);
}

/** `value` when it is a finite number > 0; else DomainError('invalid-data'). */
export function positiveAmount(value: number, what: string, path = ''): number {
  return isPositiveAmount(value) ? value : refusePositiveAmount(what, value, path);
}

const isHeadcount = (n: number | undefined) =>
  n === undefined || (Number.isInteger(n) && n >= 0 && n <= MAX_HEADCOUNT);
const isFactor = (f: number | undefined) => f === undefined || isPositiveAmount(f);

/** The heads when every group's count is a whole number from 0 to 9999; else DomainError('invalid-data'). */
export function checkHeadcounts(heads: Headcounts): Headcounts {
  if (typeof heads !== 'object' || heads === null)
    invalid('Personenzahl', heads, 'eine Angabe je Altersgruppe', '');
  // Named reads: this runs for every plan day of every recompute.
  if (!(
    isHeadcount(heads.kita) &&
    isHeadcount(heads.kiga) &&
    isHeadcount(heads.school) &&
    isHeadcount(heads.highschool) &&
    isHeadcount(heads.adult)
  )) {
    const group = AGE_GROUP_IDS.find((g) => !isHeadcount(heads[g]))!;
    invalid(`Personenzahl (${group})`, heads[group], `eine ganze Zahl von 0 bis ${MAX_HEADCOUNT}`, group);
  }
  return heads;
}

/** The factors when every group's factor is a finite number > 0; else DomainError('invalid-data'). */
export function checkPortionFactors(factors: PortionFactors): PortionFactors {
  if (typeof factors !== 'object' || factors === null)
    invalid('Portionsfaktoren', factors, 'eine Angabe je Altersgruppe', '');
  if (!(
    isFactor(factors.kita) &&
    isFactor(factors.kiga) &&
    isFactor(factors.school) &&
    isFactor(factors.highschool) &&
    isFactor(factors.adult)
  )) {
    const group = AGE_GROUP_IDS.find((g) => !isFactor(factors[g]))!;
    refusePositiveAmount(`Portionsfaktor (${group})`, factors[group] as number, group);
  }
  return factors;
}
