/** The price history as the Zutatenkatalog edits it: checked entries, one per day, sorted by date. */
import {
  addPriceEntry,
  checkPriceEntryInput,
  correctPriceEntry,
  DATE_MESSAGES,
  DomainError,
  MAX_PRICE_ENTRIES,
  PRICE_MESSAGES,
  removePriceEntry,
  TOO_MANY_PRICES_MESSAGE,
  type PriceEntry,
} from '../../src';

const entry = (fromDate: string, price: number, referenceAmount = 100): PriceEntry => ({
  fromDate,
  price,
  referenceAmount,
});
const HISTORY = [entry('2025-01-01', 0.4), entry('2026-04-01', 0.45, 1000)];

describe('checkPriceEntryInput', () => {
  it('gives the entry for the reference amount', () => {
    expect(checkPriceEntryInput({ date: '01.12.2026', price: '0,49' }, 100)).toEqual({
      entry: entry('2026-12-01', 0.49),
    });
  });

  it('gives a message per field that is not right', () => {
    expect(checkPriceEntryInput({ date: '2026/12/01', price: '0,499' }, 100)).toEqual({
      errors: { date: DATE_MESSAGES.format, price: PRICE_MESSAGES.decimals },
    });
    expect(checkPriceEntryInput({ date: '2026-12-01', price: '-1' }, 100)).toEqual({
      errors: { price: PRICE_MESSAGES.notPositive },
    });
  });
});

describe('addPriceEntry, correctPriceEntry, removePriceEntry', () => {
  it('add an entry in date order and leave the input untouched', () => {
    const before = structuredClone(HISTORY);
    expect(addPriceEntry(HISTORY, entry('2025-10-01', 0.42)).map((e) => e.fromDate)).toEqual([
      '2025-01-01',
      '2025-10-01',
      '2026-04-01',
    ]);
    expect(HISTORY).toEqual(before);
  });

  it('refuse a second entry for a day, in German, at the date', () => {
    const refusal = () => addPriceEntry(HISTORY, entry('2025-01-01', 0.5));
    expect(refusal).toThrow(DomainError);
    expect(refusal).toThrow(
      'Für den 2025-01-01 gibt es schon einen Preis. Korrigieren Sie diesen Eintrag in der Liste.',
    );
    try {
      refusal();
    } catch (error) {
      expect((error as DomainError).path).toBe('fromDate');
    }
  });

  it('refuse an entry past the most one ingredient keeps', () => {
    const full = Array.from({ length: MAX_PRICE_ENTRIES }, (_, i) =>
      entry(new Date(Date.UTC(2000, 0, 1 + i)).toISOString().slice(0, 10), 1),
    );
    expect(() => addPriceEntry(full, entry('2030-01-01', 1))).toThrow(TOO_MANY_PRICES_MESSAGE);
  });

  it('correct an entry: its price, or its date, which may not be another entry’s', () => {
    expect(correctPriceEntry(HISTORY, 0, entry('2025-01-01', 0.38))).toEqual([
      entry('2025-01-01', 0.38),
      HISTORY[1],
    ]);
    expect(correctPriceEntry(HISTORY, 0, entry('2026-06-01', 0.4))).toEqual([
      HISTORY[1],
      entry('2026-06-01', 0.4),
    ]);
    expect(() => correctPriceEntry(HISTORY, 0, entry('2026-04-01', 0.4))).toThrow(/schon einen Preis/);
    expect(() => correctPriceEntry(HISTORY, 2, entry('2027-01-01', 1))).toThrow(
      'Der Preiseintrag ist nicht (mehr) in der Liste.',
    );
  });

  it('remove an entry', () => {
    expect(removePriceEntry(HISTORY, 0)).toEqual([HISTORY[1]]);
    expect(() => removePriceEntry(HISTORY, -1)).toThrow(DomainError);
  });
});
