import {
  DomainError,
  bioLevel,
  bioShare,
  bioShareWindow,
  monthlyBioShare,
  monthsEndingWith,
  newShoppingList,
  preparePlannerData,
  purchasesFromShoppingList,
} from '../../src';
import { INGREDIENTS, RECIPES, TODAY } from '../fixtures/kitchen';
import { kitchenData, week } from '../fixtures/planner';

describe('Bio share', () => {
  it('divides organic value by total value, in whole percent', () => {
    // 60 € organic of 100 € = 60 % → Silber
    const share = bioShare([
      { date: '2026-11-02', value: 60, organic: true },
      { date: '2026-11-03', value: 40, organic: false },
    ]);
    expect(share).toEqual({
      organicValue: 60,
      totalValue: 100,
      percent: 60,
      level: 'silver',
      levelLabel: 'Silber',
    });
    // 2 ÷ 3 = 66.67 % → 67
    expect(
      bioShare([
        { date: '2026-11-02', value: 2, organic: true },
        { date: '2026-11-02', value: 1, organic: false },
      ]).percent,
    ).toBe(67);
    expect(bioShare([]).percent).toBe(0);
  });

  it('maps percent to the Bio-AHVV levels at their borders', () => {
    expect([19, 20, 49, 50, 89, 90, 100].map((p) => bioLevel(p).label)).toEqual([
      'keine Auszeichnung',
      'Bronze',
      'Bronze',
      'Silber',
      'Silber',
      'Gold',
      'Gold',
    ]);
    expect(() => bioLevel(101)).toThrow(DomainError);
  });

  it('computes a month and a 12-month window by value, not by mean of months', () => {
    const purchases = [
      { date: '2025-12-15', value: 900, organic: true }, // only in the window ending 2026-11
      { date: '2026-01-10', value: 100, organic: true },
      { date: '2026-11-10', value: 100, organic: false },
      { date: '2026-11-20', value: 300, organic: true },
    ];
    expect(monthlyBioShare(purchases, '2026-11').percent).toBe(75); // 300 ÷ 400
    // Jan–Dec 2026: 400 organic of 500 = 80 %
    expect(bioShareWindow(purchases, '2026-12', 12).percent).toBe(80);
    // Dec 2025–Nov 2026: 1300 of 1400 = 92.86 % → 93, Gold
    expect(bioShareWindow(purchases, '2026-11', 12)).toMatchObject({ percent: 93, level: 'gold' });
    expect(monthsEndingWith('2026-02', 3)).toEqual(['2025-12', '2026-01', '2026-02']);
    expect(() => monthsEndingWith('2026-13', 3)).toThrow(DomainError);
  });

  it('takes purchases from a shopping list with the ingredients organic flags', () => {
    const data = kitchenData();
    // Walnuts (3.00 € per 100 g) are the one conventional ingredient in the fixture.
    const list = newShoppingList(data, 'l1', {
      weeks: [week('2026-W48', [['apfel'], [], [], [], []])],
      startDate: '2026-11-23',
      endDate: '2026-11-27',
    });
    const purchases = purchasesFromShoppingList(data, {
      ...list,
      items: [
        ...list.items,
        {
          slug: 'nuesse',
          name: 'Walnüsse',
          foodGroup: 'nuts',
          amount: 100,
          unit: 'g',
          cost: 0.3,
          checked: false,
        },
      ],
    });
    expect(purchases.map((p) => p.organic)).toEqual([true, false]);
    expect(bioShare(purchases).percent).toBe(50); // 0.30 organic apple of 0.60
  });

  it('leaves salt and water out of both the organic and the total value', () => {
    const data = kitchenData();
    const item = (slug: string, cost: number) => ({
      slug,
      name: slug,
      foodGroup: 'other' as const,
      amount: 100,
      unit: 'g' as const,
      cost,
      checked: false,
    });
    const salted = preparePlannerData({
      ingredients: [
        ...INGREDIENTS,
        {
          slug: 'speisesalz',
          name: 'Speisesalz',
          unit: 'g',
          netReferenceAmount: 100,
          referenceAmountInG: 100,
          isOrganic: false,
          notAgricultural: true,
        },
      ],
      recipes: RECIPES,
      today: TODAY,
    });
    const items = [item('apfel', 0.3), item('speisesalz', 0.3)];
    // Salt counted as conventional would make 50 %; left out it is 100 %.
    expect(bioShare(purchasesFromShoppingList(data, { startDate: '2026-11-23', items })).percent).toBe(50);
    expect(bioShare(purchasesFromShoppingList(salted, { startDate: '2026-11-23', items })).percent).toBe(100);
  });
});
