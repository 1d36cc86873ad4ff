/**
 * How much price history the ingredient catalogue keeps (docs/data-model.md, "Document limits"): the
 * catalogue is one document, so each ingredient keeps at most CATALOGUE_PRICE_ENTRIES entries there and
 * older ones move to its price archive. Costs read only the price that applies today (currentPrice.ts),
 * so the current entry and every future one are always kept: no cost changes by archiving.
 */
import type { PriceEntry } from '../schemas/ingredient';

/** Price entries one ingredient keeps in the catalogue (two years of monthly changes). */
export const CATALOGUE_PRICE_ENTRIES = 24;

/** Price entries an ingredient's archive keeps; the oldest go first. */
export const ARCHIVED_PRICE_ENTRIES = 2_000;

/**
 * Splits a price list into what the catalogue keeps and what goes to the archive, each in the list's own
 * order (on one date the later entry wins, so order matters). `today` is yyyy-MM-dd.
 */
export function splitPriceHistory(
  prices: readonly PriceEntry[],
  today: string,
  keep = CATALOGUE_PRICE_ENTRIES,
): { kept: PriceEntry[]; archived: PriceEntry[] } {
  if (prices.length <= keep) return { kept: [...prices], archived: [] };
  // Indices from the newest to the oldest; on one date the later one in the list counts as newer.
  const byAge = prices
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) =>
      a.entry.fromDate === b.entry.fromDate
        ? b.index - a.index
        : a.entry.fromDate < b.entry.fromDate
          ? 1
          : -1,
    );
  const keptIndices = new Set<number>();
  let currentFound = false;
  for (const { entry, index } of byAge) {
    const mustKeep = entry.fromDate > today || (!currentFound && entry.fromDate <= today);
    if (entry.fromDate <= today) currentFound = true;
    if (mustKeep || keptIndices.size < keep) keptIndices.add(index);
  }
  return {
    kept: prices.filter((_, i) => keptIndices.has(i)),
    archived: prices.filter((_, i) => !keptIndices.has(i)),
  };
}

/** The archive after adding `archived` to what it held: at most ARCHIVED_PRICE_ENTRIES, the newest. */
export function mergePriceArchive(
  stored: readonly PriceEntry[],
  archived: readonly PriceEntry[],
): PriceEntry[] {
  const seen = new Set<string>();
  const merged = [...stored, ...archived].filter((e) => {
    const key = `${e.fromDate}|${e.price}|${e.referenceAmount}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  merged.sort((a, b) => (a.fromDate < b.fromDate ? -1 : a.fromDate > b.fromDate ? 1 : 0));
  return merged.slice(Math.max(0, merged.length - ARCHIVED_PRICE_ENTRIES));
}
