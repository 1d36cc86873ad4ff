/** Amounts in the units one buys in: g ↔ kg, ml ↔ l, mg ↔ g, whole pieces. Rounded up, never down. */
import type { PurchaseUnitId, UnitId } from '../catalogues/units';
import { DomainError } from '../errors';
import { displayQuantity, roundPieces } from './pieceRounding';

/** Rounds up to `decimals` places, ignoring float noise below a millionth of the last place (1.2300000001 kg stays 1.23 kg). */
function ceilTo(value: number, decimals: number): number {
  const f = 10 ** decimals;
  return Math.ceil(value * f - 1e-6) / f;
}

/** The amount to buy in a sensible unit: ≥ 1000 g → kg, ≥ 1000 ml → l, ≥ 1000 mg → g, pieces rounded up. */
export function toPurchaseUnit(amount: number, unit: UnitId): { amount: number; unit: PurchaseUnitId } {
  if (!Number.isFinite(amount) || amount < 0)
    throw new DomainError('invalid-argument', `Ungültige Menge: ${amount}.`);
  switch (unit) {
    case 'g':
      return amount >= 1000
        ? { amount: ceilTo(amount / 1000, 2), unit: 'kg' }
        : { amount: ceilTo(amount, 0), unit: 'g' };
    case 'ml':
      return amount >= 1000
        ? { amount: ceilTo(amount / 1000, 2), unit: 'l' }
        : { amount: ceilTo(amount, 0), unit: 'ml' };
    case 'mg':
      return amount >= 1000 ? toPurchaseUnit(amount / 1000, 'g') : { amount: ceilTo(amount, 0), unit: 'mg' };
    case 'St.':
      return { amount: roundPieces(amount), unit: 'St.' };
    default:
      throw new DomainError('invalid-argument', `Unbekannte Einheit: ${String(unit)}.`);
  }
}

/** Display text of a purchase amount in German ("1,25 kg", "3 St."): the shared displayQuantity. */
export function formatPurchaseAmount(amount: number, unit: PurchaseUnitId): string {
  return displayQuantity(amount, unit);
}
