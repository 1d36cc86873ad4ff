/**
 * Which price applies today. The plain rule reads "the entry whose fromDate is closest to now, fallback 0".
 * Our reading: an entry dated in the future has not started yet, so among entries dated today or earlier the
 * latest one applies. Only when every entry lies in the future does the one closest to now (the earliest)
 * apply, so an ingredient announced with a future price still costs something. No entry at all → 0.
 */
import { DomainError } from '../errors';
import { assertDateString } from '../calendar/dates';
import {
  isAmount,
  isDateFormat,
  isPositiveAmount,
  positiveAmount,
  refuseAmount,
  refuseDateFormat,
  refusePositiveAmount,
} from '../schemas/guards';
import type { Ingredient, PriceEntry } from '../schemas/ingredient';

/**
 * The price entry that applies on `today` (see the rule above), or undefined when there is none. Refuses an
 * entry with a price below 0 or not a number, a reference amount not above 0, or a date not `yyyy-MM-dd`.
 */
export function currentPriceEntry(priceList: readonly PriceEntry[], today: string): PriceEntry | undefined {
  assertDateString(today, 'Datum für den aktuellen Preis');
  let started: PriceEntry | undefined;
  let earliestFuture: PriceEntry | undefined;
  for (let i = 0; i < priceList.length; i++) {
    const entry = priceList[i]!;
    if (!isAmount(entry.price)) refuseAmount('Preis', entry.price, `${i}.price`);
    if (!isPositiveAmount(entry.referenceAmount))
      refusePositiveAmount('Bezugsmenge eines Preises', entry.referenceAmount, `${i}.referenceAmount`);
    if (!isDateFormat(entry.fromDate)) refuseDateFormat('Preis gültig ab', entry.fromDate, `${i}.fromDate`);
    if (entry.fromDate <= today) {
      // Ties on the same date: the later entry in the list wins (it was recorded last).
      if (!started || entry.fromDate >= started.fromDate) started = entry;
    } else if (!earliestFuture || entry.fromDate < earliestFuture.fromDate) {
      earliestFuture = entry;
    }
  }
  return started ?? earliestFuture;
}

/** Euro for one unit of the ingredient's `unit` (gross, as bought) from a price entry. */
export function pricePerUnit(entry: { price: number; referenceAmount: number }): number {
  if (!(entry.referenceAmount > 0)) {
    throw new DomainError('invalid-data', 'Die Bezugsmenge eines Preises muss größer als 0 sein.');
  }
  return entry.price / entry.referenceAmount;
}

/** Current price in euro for the ingredient's own referenceAmount; 0 when it has no price. */
export function currentPrice(
  ingredient: Pick<Ingredient, 'prices' | 'referenceAmount'>,
  today: string,
): number {
  const entry = currentPriceEntry(ingredient.prices, today);
  if (!entry) return 0;
  positiveAmount(ingredient.referenceAmount, 'Bezugsmenge der Zutat', 'referenceAmount');
  return entry.referenceAmount === ingredient.referenceAmount
    ? entry.price
    : pricePerUnit(entry) * ingredient.referenceAmount;
}
