/**
 * The price history as the Verwaltung's Zutatenkatalog edits it (docs/domain-core.md, "Prices"): an admin
 * adds an entry (date and price), corrects one or removes one. A typed entry is checked first
 * (`checkPriceEntryInput`: a price above 0 with whole cents, a day that exists); stored entries are never
 * checked again, so an older price with more decimals (a converted one) stays as it is. One entry per day:
 * a second one for the same day is refused with a German message, never merged silently. Every function
 * returns a new list sorted by date; the input stays untouched.
 */
import { DomainError } from '../errors';
import { formatDate } from '../calendar/dates';
import { checkCataloguePriceInput, checkPriceDateInput } from '../inputs/inputs';
import { isDateFormat, isPositiveAmount, refuseDateFormat, refusePositiveAmount } from '../schemas/guards';
import { MAX_PRICE_ENTRIES, type PriceEntry } from '../schemas/ingredient';

/** What an admin typed for one price entry. */
export interface PriceEntryInput {
  /** `TT.MM.JJJJ` or `JJJJ-MM-TT`. */
  date: string;
  /** Euro with a comma. */
  price: string;
}

export type PriceEntryErrors = Partial<Record<keyof PriceEntryInput, string>>;

/** The entry for `referenceAmount` units, or the German message of each field that is not right. */
export function checkPriceEntryInput(
  input: PriceEntryInput,
  referenceAmount: number,
): { entry: PriceEntry } | { errors: PriceEntryErrors } {
  const date = checkPriceDateInput(input.date);
  const price = checkCataloguePriceInput(input.price);
  if (date.ok && price.ok) return { entry: { price: price.value, fromDate: date.value, referenceAmount } };
  const errors: PriceEntryErrors = {};
  if (!date.ok) errors.date = date.message;
  if (!price.ok) errors.price = price.message;
  return { errors };
}

const byDate = (a: PriceEntry, b: PriceEntry) =>
  a.fromDate < b.fromDate ? -1 : a.fromDate > b.fromDate ? 1 : 0;

/** The refusal of a second entry for a day that has one. */
export function duplicatePriceDateMessage(fromDate: string): string {
  return `Für den ${formatDate(fromDate)} gibt es schon einen Preis. Korrigieren Sie diesen Eintrag in der Liste.`;
}

export const TOO_MANY_PRICES_MESSAGE = `Eine Zutat hat höchstens ${MAX_PRICE_ENTRIES} Preise. Entfernen Sie zuerst einen alten Eintrag.`;

/** A new entry comes from checkPriceEntryInput; one that could not is refused, never stored. */
function checkEntry(entry: PriceEntry): void {
  if (!isPositiveAmount(entry.price)) refusePositiveAmount('Preis', entry.price, 'price');
  if (!isPositiveAmount(entry.referenceAmount))
    refusePositiveAmount('Bezugsmenge eines Preises', entry.referenceAmount, 'referenceAmount');
  if (!isDateFormat(entry.fromDate)) refuseDateFormat('Preis gültig ab', entry.fromDate, 'fromDate');
}

function refuseDuplicate(prices: readonly PriceEntry[], entry: PriceEntry, except = -1): void {
  checkEntry(entry);
  if (prices.some((p, i) => i !== except && p.fromDate === entry.fromDate))
    throw new DomainError('invalid-argument', duplicatePriceDateMessage(entry.fromDate), 'fromDate');
}

function checkIndex(prices: readonly PriceEntry[], index: number): void {
  if (!Number.isInteger(index) || index < 0 || index >= prices.length)
    throw new DomainError('invalid-argument', 'Der Preiseintrag ist nicht (mehr) in der Liste.');
}

/** Adds an entry; refuses a day that has one already and a list that is full (MAX_PRICE_ENTRIES). */
export function addPriceEntry(prices: readonly PriceEntry[], entry: PriceEntry): PriceEntry[] {
  refuseDuplicate(prices, entry);
  if (prices.length >= MAX_PRICE_ENTRIES) throw new DomainError('invalid-argument', TOO_MANY_PRICES_MESSAGE);
  return [...prices, entry].sort(byDate);
}

/** Replaces the entry at `index` (of `prices` as given); refuses a day another entry has. */
export function correctPriceEntry(
  prices: readonly PriceEntry[],
  index: number,
  entry: PriceEntry,
): PriceEntry[] {
  checkIndex(prices, index);
  refuseDuplicate(prices, entry, index);
  return prices.map((p, i) => (i === index ? entry : p)).sort(byDate);
}

/** The list without the entry at `index`. */
export function removePriceEntry(prices: readonly PriceEntry[], index: number): PriceEntry[] {
  checkIndex(prices, index);
  return prices.filter((_, i) => i !== index);
}
