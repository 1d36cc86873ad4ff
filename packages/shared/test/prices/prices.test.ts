import {
  DomainError,
  applyPriceChange,
  applyUserPriceChanges,
  changeReferenceAmount,
  comparablePrice,
  currentPrice,
  currentPriceEntry,
  effectivePrice,
  grossAmount,
  gramsFactor,
  IngredientSchema,
  ingredientWarnings,
  netToGrossFactor,
  removeUserPrice,
  setIngredientPrice,
  setUserPrice,
} from '../../src';
import { INGREDIENTS } from '../fixtures/kitchen';

const carrot = IngredientSchema.parse(INGREDIENTS.find((i) => i.slug === 'moehren'));
const history = [
  { price: 0.3, fromDate: '2025-01-01', referenceAmount: 100 },
  { price: 0.35, fromDate: '2026-06-01', referenceAmount: 100 },
  { price: 0.45, fromDate: '2027-01-01', referenceAmount: 100 },
];

describe('current price', () => {
  it('takes the latest entry that has started', () => {
    expect(currentPriceEntry(history, '2026-11-23')?.price).toBe(0.35);
    expect(currentPriceEntry(history, '2026-06-01')?.price).toBe(0.35); // starts on its own day
    expect(currentPriceEntry(history, '2026-05-31')?.price).toBe(0.3);
  });

  it('ignores a future-dated entry while an earlier one exists, and uses it once its day comes', () => {
    expect(currentPriceEntry(history, '2026-12-31')?.price).toBe(0.35);
    expect(currentPriceEntry(history, '2027-01-01')?.price).toBe(0.45);
  });

  it('uses the entry closest to now when every entry lies in the future', () => {
    const future = [
      { price: 0.9, fromDate: '2027-03-01', referenceAmount: 100 },
      { price: 0.8, fromDate: '2027-02-01', referenceAmount: 100 },
    ];
    expect(currentPriceEntry(future, '2026-11-23')?.price).toBe(0.8);
  });

  it('falls back to 0 without any entry', () => {
    expect(currentPrice({ ...carrot, prices: [] }, '2026-11-23')).toBe(0);
  });

  it('converts an entry with another reference amount to the ingredient reference amount', () => {
    // 4.00 € per 1000 g = 0.004 €/g → 0.40 € per 100 g.
    const ing = { ...carrot, prices: [{ price: 4, fromDate: '2026-01-01', referenceAmount: 1000 }] };
    expect(currentPrice(ing, '2026-11-23')).toBeCloseTo(0.4, 10);
  });

  it('throws a German DomainError for a broken ingredient or date', () => {
    // A price that is not a number is a compile error now (test/typedInput.typecheck.ts); NaN is not.
    const nanPrice = [{ price: Number.NaN, fromDate: '2026-01-01', referenceAmount: 100 }];
    expect(() => currentPrice({ ...carrot, prices: nanPrice }, '2026-11-23')).toThrow(
      'Ungültige Daten: Preis muss eine Zahl ab 0 sein, nicht NaN.',
    );
    expect(() => currentPriceEntry(history, '23.11.2026')).toThrow(
      'Ungültiges Datum für den aktuellen Preis',
    );
  });
});

describe('factors', () => {
  it('computes net-to-gross, gross amount, grams factor and comparable price', () => {
    expect(netToGrossFactor(carrot)).toBe(0.8); // 80 ÷ 100
    expect(grossAmount(80, carrot)).toBe(100); // 80 ÷ 0.8
    expect(gramsFactor({ referenceAmountInG: 60, referenceAmount: 1 })).toBe(60); // one egg
    expect(gramsFactor({ referenceAmountInG: 103, referenceAmount: 100 })).toBeCloseTo(1.03, 10); // milk
    expect(gramsFactor({ referenceAmountInG: 0, referenceAmount: 100 })).toBe(1);
    expect(comparablePrice(2.5, 500)).toBe(0.5); // 100 × 2.5 ÷ 500
    expect(() => comparablePrice(1, 0)).toThrow(DomainError);
  });
});

describe('user price override', () => {
  it('prefers the user price, then the shared price, then 0', () => {
    const own = { moehren: { price: 1.2, amount: 500 } };
    expect(effectivePrice(carrot, own, '2026-11-23')).toEqual({ price: 1.2, amount: 500, source: 'user' });
    expect(effectivePrice(carrot, {}, '2026-11-23')).toEqual({
      price: 0.4,
      amount: 100,
      source: 'catalogue',
    });
    expect(effectivePrice({ ...carrot, prices: [] }, undefined, '2026-11-23')).toEqual({
      price: 0,
      amount: 100,
      source: 'none',
    });
  });

  it('sets and removes own prices without touching the old map', () => {
    const before = { ei: { price: 0.4, amount: 1 } };
    const after = setUserPrice(before, 'moehren', { price: 1, amount: 1000 });
    expect(after).toEqual({ ei: { price: 0.4, amount: 1 }, moehren: { price: 1, amount: 1000 } });
    expect(before).toEqual({ ei: { price: 0.4, amount: 1 } });
    expect(removeUserPrice(after, 'ei')).toEqual({ moehren: { price: 1, amount: 1000 } });
    expect(() => setUserPrice(before, 'moehren', { price: 1, amount: 0 })).toThrow(DomainError);
  });

  it('applies own-price changes to the stored map and keeps the other entries', () => {
    const known = (slug: string) => ['moehren', 'ei', 'sahne'].includes(slug);
    const stored = { ei: { price: 0.4, amount: 1 }, alt: { price: 2, amount: 1 } };
    expect(
      applyUserPriceChanges(
        stored,
        [
          { slug: 'moehren', price: { price: 1, amount: 1000 } },
          { slug: 'alt', price: null }, // left the catalogue: removing its price is allowed
        ],
        known,
      ),
    ).toEqual({ ei: { price: 0.4, amount: 1 }, moehren: { price: 1, amount: 1000 } });
    expect(stored).toEqual({ ei: { price: 0.4, amount: 1 }, alt: { price: 2, amount: 1 } });
  });

  it.each(['__proto__', 'constructor', 'prototype', '__x__'])(
    'refuses the dangerous key %s with a German message instead of dropping it',
    (slug) => {
      const refuse = () => applyUserPriceChanges({}, [{ slug, price: { price: 1, amount: 1 } }], () => true);
      expect(refuse).toThrow(DomainError);
      expect(refuse).toThrow(`Unzulässiger Zutatenname „${slug}“.`);
    },
  );

  it('refuses a price for an ingredient the catalogue does not know, naming it', () => {
    expect(() =>
      applyUserPriceChanges({}, [{ slug: 'drachenfrucht', price: { price: 1, amount: 1 } }], () => false),
    ).toThrow(
      'Die Zutat „drachenfrucht“ gibt es nicht im Zutatenkatalog; ihr Preis wurde nicht gespeichert.',
    );
    expect(() => applyUserPriceChanges({}, [{ slug: 'Möhre!', price: null }], () => true)).toThrow(
      DomainError,
    );
  });
});

describe('recording price changes', () => {
  it("adds today's entry, or updates it when one exists", () => {
    const once = setIngredientPrice(carrot, 0.5, '2026-11-23');
    expect(once.prices).toEqual([
      { price: 0.4, fromDate: '2026-01-01', referenceAmount: 100 },
      { price: 0.5, fromDate: '2026-11-23', referenceAmount: 100 },
    ]);
    const twice = setIngredientPrice(once, 0.55, '2026-11-23');
    expect(twice.prices).toHaveLength(2);
    expect(currentPrice(twice, '2026-11-23')).toBe(0.55);
    expect(carrot.prices).toHaveLength(1);
  });

  it('normalises to the base 100 when the reference amount changes and records today', () => {
    // 0.40 € per 100 g → per 100 g 0.40 € → for 1000 g 4.00 €; net 80 → 800, grams 100 → 1000.
    const kg = changeReferenceAmount(carrot, 1000, '2026-11-23');
    expect(kg.referenceAmount).toBe(1000);
    expect(kg.netReferenceAmount).toBe(800);
    expect(kg.referenceAmountInG).toBe(1000);
    expect(kg.prices.at(-1)).toEqual({ price: 4, fromDate: '2026-11-23', referenceAmount: 1000 });
    expect(comparablePrice(currentPrice(kg, '2026-11-23'), kg.referenceAmount)).toBeCloseTo(0.4, 10);
  });

  it('applies a price change: amount first, then the price', () => {
    const changed = applyPriceChange(carrot, {
      slug: 'moehren',
      price: 3.6,
      amount: 1000,
      fromDate: '2026-11-23',
    });
    expect(changed.referenceAmount).toBe(1000);
    expect(changed.prices.at(-1)).toEqual({ price: 3.6, fromDate: '2026-11-23', referenceAmount: 1000 });
    expect(() =>
      applyPriceChange(carrot, { slug: 'ei', price: 1, amount: 1, fromDate: '2026-11-23' }),
    ).toThrow('Die Preisänderung gilt für ei, nicht für moehren.');
    expect(() => setIngredientPrice(carrot, -1, '2026-11-23')).toThrow(DomainError);
  });
});

describe('ingredient warnings', () => {
  const by = (slug: string) => IngredientSchema.parse(INGREDIENTS.find((i) => i.slug === slug));
  it('derives the warning flags from groups and marks', () => {
    expect(ingredientWarnings(by('rind'))).toEqual(['meat', 'notVegetarian', 'notVegan']);
    expect(ingredientWarnings(by('lachs'))).toEqual(['notVegetarian', 'notVegan']);
    expect(ingredientWarnings(by('milch'))).toEqual(['notVegan']);
    expect(ingredientWarnings(by('vollkornnudeln'))).toEqual(['noodle', 'grain']);
    expect(ingredientWarnings(by('kartoffeln'))).toEqual(['potato']);
    expect(ingredientWarnings(by('nuesse'))).toEqual(['notForInfants']);
    expect(ingredientWarnings(by('zucker'))).toEqual(['dessert']);
    expect(ingredientWarnings(by('moehren'))).toEqual([]);
  });
});
