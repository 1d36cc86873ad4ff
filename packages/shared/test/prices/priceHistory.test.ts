import { currentPriceEntry, mergePriceArchive, splitPriceHistory, type PriceEntry } from '../../src';

const entry = (fromDate: string, price: number): PriceEntry => ({ fromDate, price, referenceAmount: 100 });
/** Monthly prices from January 2020 on, one cent more each month. */
const monthly = (count: number) =>
  Array.from({ length: count }, (_, i) =>
    entry(`${2020 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}-01`, 1 + i / 100),
  );

describe('splitPriceHistory', () => {
  it('keeps a short history whole', () => {
    expect(splitPriceHistory(monthly(5), '2026-11-24')).toEqual({ kept: monthly(5), archived: [] });
  });

  it('keeps the newest entries and archives the oldest, without changing today’s price', () => {
    const prices = monthly(60); // 2020-01 … 2024-12
    const { kept, archived } = splitPriceHistory(prices, '2026-11-24', 24);
    expect(kept).toHaveLength(24);
    expect(archived).toHaveLength(36);
    expect(kept[0]!.fromDate).toBe('2023-01-01');
    expect(archived.at(-1)!.fromDate).toBe('2022-12-01');
    expect(currentPriceEntry(kept, '2026-11-24')).toEqual(currentPriceEntry(prices, '2026-11-24'));
  });

  it('always keeps the current entry and every future one, even past the number kept', () => {
    const future = [entry('2027-01-01', 9), entry('2027-02-01', 10), entry('2027-03-01', 11)];
    const prices = [...monthly(10), ...future];
    const { kept } = splitPriceHistory(prices, '2020-06-15', 2);
    // monthly(10) runs to 2020-10: July to October are future entries on 2020-06-15 as well.
    expect(kept.map((e) => e.fromDate)).toEqual([
      '2020-06-01',
      '2020-07-01',
      '2020-08-01',
      '2020-09-01',
      '2020-10-01',
      ...future.map((e) => e.fromDate),
    ]);
    for (const day of ['2020-06-15', '2027-01-15', '2027-02-15', '2030-01-01'])
      expect(currentPriceEntry(kept, day)).toEqual(currentPriceEntry(prices, day));
  });

  it('keeps the entry that wins a tie on the same date (the later one in the list)', () => {
    const prices = [entry('2026-01-01', 1), entry('2026-01-01', 2), entry('2025-01-01', 3)];
    const { kept, archived } = splitPriceHistory(prices, '2026-11-24', 1);
    expect(kept).toEqual([entry('2026-01-01', 2)]);
    expect(archived).toHaveLength(2);
  });
});

describe('mergePriceArchive', () => {
  it('adds archived entries once, sorted by date, and drops the oldest past its size', () => {
    const merged = mergePriceArchive(monthly(3), [...monthly(4).slice(2)]);
    expect(merged.map((e) => e.fromDate)).toEqual(['2020-01-01', '2020-02-01', '2020-03-01', '2020-04-01']);
    expect(mergePriceArchive([], monthly(2_100))).toHaveLength(2_000);
    expect(mergePriceArchive([], monthly(2_100))[0]!.fromDate).toBe('2028-05-01');
  });
});
