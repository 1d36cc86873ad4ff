/**
 * Recording price changes (docs/domain-core.md, "Prices"): changing the reference amount first normalises the
 * current price to the base 100 and records an entry for today in the new amount; setting a price adds or
 * updates today's entry. Every function returns a new ingredient; the input stays untouched.
 */
import { BASE_REFERENCE_AMOUNT } from '../catalogues/units';
import { DomainError } from '../errors';
import { assertDateString } from '../calendar/dates';
import { positiveAmount } from '../schemas/guards';
import type { Ingredient, PriceChange, PriceEntry } from '../schemas/ingredient';
import { currentPriceEntry, pricePerUnit } from './currentPrice';

function withEntry(prices: readonly PriceEntry[], entry: PriceEntry): PriceEntry[] {
  const i = prices.findIndex((p) => p.fromDate === entry.fromDate);
  const next = prices.slice();
  if (i >= 0) next[i] = entry;
  else next.push(entry);
  return next.sort((a, b) => (a.fromDate < b.fromDate ? -1 : a.fromDate > b.fromDate ? 1 : 0));
}

/** Sets the price (euro per the ingredient's referenceAmount) from `date` on: adds or updates that day's entry. */
export function setIngredientPrice(ing: Ingredient, price: number, date: string): Ingredient {
  assertDateString(date);
  if (!Number.isFinite(price) || price < 0)
    throw new DomainError('invalid-argument', 'Der Preis muss eine Zahl ab 0 sein.');
  return {
    ...ing,
    prices: withEntry(ing.prices, { price, fromDate: date, referenceAmount: ing.referenceAmount }),
  };
}

/**
 * Changes the reference amount on `date`: the current price is normalised to the base 100 and recorded for
 * that day in the new amount, so the comparable price stays the same; net amount and grams scale along.
 */
export function changeReferenceAmount(ing: Ingredient, newAmount: number, date: string): Ingredient {
  assertDateString(date);
  if (!Number.isFinite(newAmount) || newAmount <= 0) {
    throw new DomainError('invalid-argument', 'Die Bezugsmenge muss größer als 0 sein.');
  }
  if (newAmount === ing.referenceAmount) return ing;
  const scale = newAmount / positiveAmount(ing.referenceAmount, 'Bezugsmenge der Zutat', 'referenceAmount');
  const entry = currentPriceEntry(ing.prices, date);
  const per100 = entry ? pricePerUnit(entry) * BASE_REFERENCE_AMOUNT : 0;
  const prices = entry
    ? withEntry(ing.prices, {
        price: (per100 * newAmount) / BASE_REFERENCE_AMOUNT,
        fromDate: date,
        referenceAmount: newAmount,
      })
    : ing.prices.slice();
  return {
    ...ing,
    referenceAmount: newAmount,
    netReferenceAmount: ing.netReferenceAmount * scale,
    referenceAmountInG: ing.referenceAmountInG * scale,
    prices,
  };
}

/** Applies a price change {slug, price, amount, fromDate}: the amount first (if it differs), then the price. */
export function applyPriceChange(ing: Ingredient, c: PriceChange): Ingredient {
  if (c.slug !== ing.slug) {
    throw new DomainError('invalid-argument', `Die Preisänderung gilt für ${c.slug}, nicht für ${ing.slug}.`);
  }
  const resized = changeReferenceAmount(ing, c.amount, c.fromDate);
  return setIngredientPrice(resized, c.price, c.fromDate);
}
