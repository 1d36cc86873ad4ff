/**
 * How every screen, print and CSV shows an amount (docs/domain-rules.md, "Pieces are counted whole"):
 * pieces are whole, rounded up (49,6 Vollkornbrötchen are 50 St. on the recipe page as on the shopping
 * list); grams, millilitres and milligrams with at most one decimal, kilograms and litres with at most two.
 * Costs are never computed from the rounded amount.
 */
import type { PurchaseUnitId, UnitId } from '../catalogues/units';
import { DomainError } from '../errors';
import { formatNumber } from '../text/numbers';

/** Whole pieces, rounded up, ignoring float noise below a millionth (3.0000000001 stays 3). */
export function roundPieces(amount: number): number {
  // `|| 0`: no "-0 St." for nothing at all.
  return Math.ceil(amount - 1e-6) || 0;
}

const DECIMALS: Readonly<Record<UnitId | PurchaseUnitId, number>> = {
  mg: 1,
  g: 1,
  ml: 1,
  kg: 2,
  l: 2,
  'St.': 0,
};

/** The number shown for an amount in its unit: whole pieces rounded up, other units as they are. */
export function displayAmount(amount: number, unit: UnitId | PurchaseUnitId): number {
  return unit === 'St.' ? roundPieces(amount) : amount;
}

/** "50 St.", "123,5 g", "1,25 kg": an amount as every screen shows it. */
export function displayQuantity(amount: number, unit: UnitId | PurchaseUnitId): string {
  if (!Number.isFinite(amount)) throw new DomainError('invalid-argument', `Ungültige Menge: ${amount}.`);
  return `${formatNumber(displayAmount(amount, unit), { decimals: DECIMALS[unit] })} ${unit}`;
}
