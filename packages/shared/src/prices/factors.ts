/** Derived numbers of an ingredient: net-to-gross factor, grams factor, comparable price. */
import { BASE_REFERENCE_AMOUNT } from '../catalogues/units';
import { DomainError } from '../errors';
import type { Ingredient } from '../schemas/ingredient';

/** Edible share: netReferenceAmount ÷ referenceAmount (0.85 for carrots that lose 15 % when peeled). */
export function netToGrossFactor(
  ingredient: Pick<Ingredient, 'netReferenceAmount' | 'referenceAmount'>,
): number {
  const factor = ingredient.netReferenceAmount / ingredient.referenceAmount;
  if (!(factor > 0 && factor <= 1)) {
    throw new DomainError(
      'invalid-data',
      'Die essbare Menge muss größer als 0 und höchstens die Bezugsmenge sein.',
    );
  }
  return factor;
}

/** Gross amount to buy for a net (edible) amount: net ÷ net-to-gross factor. */
export function grossAmount(
  netAmount: number,
  ingredient: Pick<Ingredient, 'netReferenceAmount' | 'referenceAmount'>,
): number {
  return netAmount / netToGrossFactor(ingredient);
}

/**
 * Grams per unit of the ingredient: referenceAmountInG ÷ referenceAmount (1 for g; 60 for an egg of 60 g).
 * Dividing by the base 100 instead is the same whenever referenceAmount is the base; 1 when unknown.
 */
export function gramsFactor(ingredient: Pick<Ingredient, 'referenceAmountInG' | 'referenceAmount'>): number {
  const { referenceAmountInG, referenceAmount } = ingredient;
  if (!(referenceAmountInG > 0) || !(referenceAmount > 0)) return 1;
  return referenceAmountInG / referenceAmount;
}

/** Comparable price: euro per 100 units (100 × price ÷ referenceAmount). */
export function comparablePrice(price: number, referenceAmount: number): number {
  if (!(referenceAmount > 0) || !Number.isFinite(price)) {
    throw new DomainError(
      'invalid-argument',
      'Für den Vergleichspreis braucht es einen Preis und eine Bezugsmenge über 0.',
    );
  }
  return (BASE_REFERENCE_AMOUNT * price) / referenceAmount;
}
