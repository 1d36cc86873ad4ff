/**
 * Bounds of the ingredient catalogue, which is one Firestore document (docs/data-model.md, "Document
 * limits"): at most MAX_INGREDIENTS ingredients, each taking at most MAX_CATALOGUE_ENTRY_BYTES by
 * Firestore's storage-size rules (quotas/documentSize.ts). So the whole document can never pass
 * MAX_INGREDIENTS × MAX_CATALOGUE_ENTRY_BYTES + a few bytes for `items` and `version`, which stays inside
 * the 1 MiB limit with the headroom kept (the computation is in the docs and in the test). The string
 * limits alone do not bound an entry usefully (a 2,048-character link of three-byte characters is 6 kB),
 * hence the byte budget: an entry keeps fewer old prices when it is large, and is refused only when the
 * ingredient without its old prices is still too large.
 */
import { FIRESTORE_DOCUMENT_LIMIT, DOCUMENT_HEADROOM, firestoreSizeOf } from '../quotas/documentSize';
import type { PriceEntry } from '../schemas/ingredient';
import { CATALOGUE_PRICE_ENTRIES, splitPriceHistory } from './priceHistory';

/** Most ingredients the catalogue holds (the seed has 299, November 2026). */
export const MAX_INGREDIENTS = 800;

/**
 * Largest Firestore storage size of one ingredient in the catalogue: a typical one takes 400–600 bytes
 * with its prices; one with every field at its longest (120 three-byte characters of name, a slug of 120,
 * every allergen and flag) and today's price 1,057, so every ingredient the form allows still fits.
 */
export const MAX_CATALOGUE_ENTRY_BYTES = 1_280;

/**
 * The largest catalogue document the bounds allow: `items` (6 bytes as a key) with MAX_INGREDIENTS
 * entries of MAX_CATALOGUE_ENTRY_BYTES, and `version` (8 + 8). Below the limit minus the headroom, which
 * covers the document name and the 32 bytes every document adds.
 */
export const MAX_CATALOGUE_BYTES = 6 + MAX_INGREDIENTS * MAX_CATALOGUE_ENTRY_BYTES + 8 + 8;

if (MAX_CATALOGUE_BYTES > FIRESTORE_DOCUMENT_LIMIT - DOCUMENT_HEADROOM) {
  throw new Error('Die Grenzen des Zutatenkatalogs passen nicht in ein Firestore-Dokument.');
}

const number = (n: number) => n.toLocaleString('de-DE');

/** The refusal of a new ingredient when the catalogue holds MAX_INGREDIENTS. */
export const INGREDIENT_CATALOGUE_FULL_MESSAGE = `Der Zutatenkatalog hat die Höchstzahl von ${number(MAX_INGREDIENTS)} Zutaten erreicht; eine weitere Zutat kann nicht aufgenommen werden. Bitte wenden Sie sich an den technischen Betrieb.`;

/** The refusal of an ingredient that does not fit its budget even without its older prices. */
export const INGREDIENT_TOO_LARGE_MESSAGE = `Die Zutat ist zu umfangreich für den Zutatenkatalog (höchstens ${number(MAX_CATALOGUE_ENTRY_BYTES)} Byte je Zutat). Bitte kürzen Sie Name oder Link oder tragen Sie weniger künftige Preise ein.`;

/** Whether one more ingredient fits beside `count` stored ones. */
export function catalogueHasRoom(count: number): boolean {
  return count < MAX_INGREDIENTS;
}

/** Firestore storage size of an ingredient as the catalogue stores it. */
export function catalogueEntrySize(entry: object): number {
  return firestoreSizeOf(entry);
}

/**
 * The ingredient as the catalogue keeps it, and the price entries that go to its archive: the newest
 * CATALOGUE_PRICE_ENTRIES (splitPriceHistory, which always keeps today's and every future entry), and
 * fewer old ones while the entry is larger than MAX_CATALOGUE_ENTRY_BYTES. null when even today's and the
 * future entries alone leave it too large (refuse with INGREDIENT_TOO_LARGE_MESSAGE). `today` is
 * yyyy-MM-dd (Europe/Berlin); costs read only the entry in force, so they never change by this.
 */
export function catalogueEntryOf<I extends { prices: PriceEntry[] }>(
  ingredient: I,
  today: string,
): { entry: I; archived: PriceEntry[] } | null {
  const fitting = (keep: number) => {
    const { kept, archived } = splitPriceHistory(ingredient.prices, today, keep);
    const entry = { ...ingredient, prices: kept };
    return catalogueEntrySize(entry) <= MAX_CATALOGUE_ENTRY_BYTES ? { entry, archived } : null;
  };
  // The size grows with `keep`: the most old prices that fit, by bisection (the history has up to 500).
  let best = fitting(CATALOGUE_PRICE_ENTRIES);
  if (best) return best;
  best = fitting(0);
  if (!best) return null;
  let low = 0;
  let high = CATALOGUE_PRICE_ENTRIES;
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    const result = fitting(middle);
    if (result) {
      low = middle;
      best = result;
    } else high = middle;
  }
  return best;
}
