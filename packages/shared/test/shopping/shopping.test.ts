import fc from 'fast-check';
import {
  DomainError,
  buildShoppingList,
  dayCost,
  formatPurchaseAmount,
  groupShoppingItems,
  newShoppingList,
  PlanWeekSchema,
  ShoppingListSchema,
  shoppingListStatus,
  shoppingListTotal,
  toPurchaseUnit,
  withShoppingStatus,
  weekDates,
} from '../../src';
import { RECIPES } from '../fixtures/kitchen';
import { kitchenData } from '../fixtures/planner';
import { W48 } from '../fixtures/plans';

const data = kitchenData();

describe('purchase units', () => {
  it('switches to kg and l from 1000 and rounds up', () => {
    expect(toPurchaseUnit(1625, 'g')).toEqual({ amount: 1.63, unit: 'kg' });
    expect(toPurchaseUnit(999.2, 'g')).toEqual({ amount: 1000, unit: 'g' });
    expect(toPurchaseUnit(1230.0000001, 'g')).toEqual({ amount: 1.23, unit: 'kg' });
    expect(toPurchaseUnit(2500, 'ml')).toEqual({ amount: 2.5, unit: 'l' });
    expect(toPurchaseUnit(1500, 'mg')).toEqual({ amount: 2, unit: 'g' });
    expect(toPurchaseUnit(7.2, 'St.')).toEqual({ amount: 8, unit: 'St.' });
    expect(formatPurchaseAmount(1.63, 'kg')).toBe('1,63 kg');
    expect(() => toPurchaseUnit(Number.NaN, 'g')).toThrow(DomainError);
  });
});

describe('buildShoppingList', () => {
  const list = buildShoppingList(data, {
    weeks: [W48],
    startDate: '2026-11-23',
    endDate: '2026-11-27',
    heads: { kiga: 10 },
  });
  const item = (slug: string) => list.items.find((i) => i.slug === slug)!;

  it('sums gross amounts per ingredient over the days and heads', () => {
    // carrots: Mo 100 g gross × 10 + Di 62.5 g × 10 = 1625 g → 1.63 kg for 6.50 €
    expect(item('moehren')).toMatchObject({
      amount: 1.63,
      unit: 'kg',
      foodGroup: 'vegetables',
      name: 'Möhren',
    });
    expect(item('moehren').cost).toBeCloseTo(6.5, 10);
    expect(item('kartoffeln')).toMatchObject({ amount: 2, unit: 'kg' }); // 200 g × 10
    expect(item('ei')).toMatchObject({ amount: 10, unit: 'St.' });
    expect(item('milch')).toMatchObject({ amount: 500, unit: 'ml' });
  });

  it('costs as much as the days: 4.805 € × 10 = 48.05 €', () => {
    expect(list.total).toBeCloseTo(48.05, 10);
    expect(list.days).toBe(5);
    expect(list.plannedDays).toBe(4); // Thursday has no recipe
    expect(list.missingRecipes).toEqual(['unbekannt']);
  });

  it('sorts items by food group, then name', () => {
    expect(list.items.map((i) => i.foodGroup).slice(0, 3)).toEqual(['vegetables', 'fruit', 'grains']);
    const groups = groupShoppingItems(list.items);
    expect(groups.map((g) => g.label)).toEqual([
      'Gemüse',
      'Obst',
      'Getreide und Getreideprodukte',
      'Kartoffeln',
      'Kräuter und Gewürze',
      'Hülsenfrüchte',
      'Milch und Milchprodukte',
      'Fleisch und Wurst',
      'Eier',
      'Sonstige',
    ]);
    expect(groups.find((g) => g.foodGroup === 'grains')!.items.map((i) => i.name)).toEqual([
      'Reis',
      'Vollkornnudeln',
    ]);
  });

  it('takes only the days inside the range', () => {
    const tueWed = buildShoppingList(data, {
      weeks: [W48],
      startDate: '2026-11-24',
      endDate: '2026-11-25',
      heads: { kiga: 1 },
    });
    expect(tueWed.days).toBe(2);
    expect(tueWed.total).toBeCloseTo(0.79 + 1.8, 10);
  });

  it('gives an empty list for an empty plan', () => {
    const empty = buildShoppingList(data, { weeks: [], startDate: '2026-11-23', endDate: '2026-11-27' });
    expect(empty).toEqual({
      items: [],
      total: 0,
      days: 0,
      plannedDays: 0,
      missingRecipes: [],
      missingIngredients: [],
    });
  });

  it('refuses reversed or overlong ranges', () => {
    expect(() =>
      buildShoppingList(data, { weeks: [], startDate: '2026-11-27', endDate: '2026-11-23' }),
    ).toThrow(DomainError);
    expect(() =>
      buildShoppingList(data, { weeks: [], startDate: '2026-01-01', endDate: '2026-03-01' }),
    ).toThrow('Eine Einkaufsliste umfasst höchstens 42 Tage.');
  });

  it('builds a valid open list entity', () => {
    const entity = newShoppingList(data, 'liste1', {
      weeks: [W48],
      startDate: '2026-11-23',
      endDate: '2026-11-27',
    });
    expect(entity.status).toBe('open');
    expect(entity.heads).toEqual({ kiga: 1 });
    expect(shoppingListTotal(entity)).toBeCloseTo(4.805, 10);
  });

  it('costs exactly the sum of the plan day costs for the same heads (property)', () => {
    const slugs = [...RECIPES.map((r) => r.slug), 'unbekannt'];
    const heads = fc.record({ kiga: fc.nat(200), school: fc.nat(200) }, { requiredKeys: [] });
    const day = fc.record({
      recipes: fc.uniqueArray(fc.constantFrom(...slugs), { maxLength: 3 }),
      heads: fc.option(heads, { nil: undefined }),
    });
    fc.assert(
      fc.property(fc.array(day, { minLength: 10, maxLength: 10 }), heads, (days, defaults) => {
        const clean = days.map((d) => (d.heads ? d : { recipes: d.recipes }));
        const weeks = [
          PlanWeekSchema.parse({ id: '2026-W48', days: clean.slice(0, 5) }),
          PlanWeekSchema.parse({ id: '2026-W49', days: clean.slice(5) }),
        ];
        const withDefaults = kitchenData({ defaultHeads: defaults });
        const list = buildShoppingList(withDefaults, {
          weeks,
          startDate: '2026-11-23',
          endDate: '2026-12-04',
        });
        const dayTotal = clean.reduce((s, d) => s + dayCost(withDefaults, d).total, 0);
        expect(list.total).toBeCloseTo(dayTotal, 6);
        expect(list.items.reduce((s, i) => s + i.cost, 0)).toBeCloseTo(dayTotal, 6);
      }),
      { numRuns: 60 },
    );
    expect(weekDates('2026-W49')[4]).toBe('2026-12-04');
  });
});

describe('shopped status', () => {
  const list = ShoppingListSchema.parse({ id: 'l1', startDate: '2026-11-23', endDate: '2026-11-27' });
  it('turns shopped once the end date is more than 86,400,000 ms past', () => {
    expect(shoppingListStatus(list, Date.parse('2026-11-28T00:00:00Z'))).toBe('open'); // exactly one day
    expect(shoppingListStatus(list, Date.parse('2026-11-28T00:00:00.001Z'))).toBe('shopped');
    expect(withShoppingStatus(list, Date.parse('2026-12-01T00:00:00Z')).status).toBe('shopped');
    expect(shoppingListStatus({ ...list, status: 'shopped' }, Date.parse('2026-11-01T00:00:00Z'))).toBe(
      'shopped',
    );
    // A list without an end date is a compile error now (test/typedInput.typecheck.ts); a day that is none is not.
    expect(() => shoppingListStatus({ ...list, endDate: '2026-11-31' }, 0)).toThrow(DomainError);
  });
});
