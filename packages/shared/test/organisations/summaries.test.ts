import {
  dgeCheck,
  listSummaryOf,
  monthOfInstant,
  monthOfList,
  monthOfWeek,
  organisationMonthOf,
  preparePlannerData,
  weekCost,
  weekSummaryOf,
  type PlanDay,
} from '../../src';

/** 1 € per 100 g, nothing lost in cleaning: a gram costs one cent. */
const karotte = {
  slug: 'karotte',
  name: 'Karotte',
  unit: 'g',
  referenceAmount: 100,
  netReferenceAmount: 100,
  referenceAmountInG: 100,
  prices: [{ price: 1, fromDate: '2026-01-01', referenceAmount: 100 }],
  foodGroup: 'vegetables',
  isOrganic: true,
};
const linsen = { ...karotte, slug: 'linsen', name: 'Linsen', foodGroup: 'legumes', isOrganic: false };
const salz = { ...karotte, slug: 'salz', name: 'Salz', isOrganic: false, notAgricultural: true };

const recipe = (slug: string, grams: number) => ({
  slug,
  name: `Rezept ${slug}`,
  dishType: 'component',
  ingredients: [{ slug: 'karotte', amount: grams }],
  method: 'Kochen.',
  portions: 10,
});

const data = preparePlannerData({
  ingredients: [karotte, linsen, salz],
  // Per Kindergarten portion: eintopf 100 g = 1,00 €, salat 50 g = 0,50 €.
  recipes: [recipe('eintopf', 1000), recipe('salat', 500)],
  defaultHeads: { kiga: 20 },
  today: '2026-11-28',
});

const days = (...planned: PlanDay[]): PlanDay[] => [0, 1, 2, 3, 4].map((i) => planned[i] ?? { recipes: [] });

describe('weekSummaryOf', () => {
  it('costs the planned days for their heads and counts their Kindergarten portions', () => {
    const week = {
      id: '2026-W48',
      days: days(
        { recipes: ['eintopf'] }, // the default 20 Kindergarten children: 20 × 1,00 € = 20 €, 20 portions
        // 10 Kindergarten + 10 school children (factor 1,3) = 23 portions; (1,00 € + 0,50 €) × 23 = 34,50 €
        { recipes: ['eintopf', 'salat'], heads: { kiga: 10, school: 10 } },
      ),
    };
    const summary = weekSummaryOf(data, week);
    expect(summary.cost).toBeCloseTo(54.5, 10);
    expect(summary.portions).toBeCloseTo(43, 10);
    expect(summary.plannedDays).toBe(2);
    // Weighted by heads: 54,50 € ÷ 43 = 1,2674 € (the planner's plain mean of the days is 1,25 €).
    expect(summary.cost / summary.portions).toBeCloseTo(1.2674, 4);
  });

  it('agrees with the planner’s week average when every day serves the same heads', () => {
    const week = { id: '2026-W48', days: days({ recipes: ['eintopf'] }, { recipes: ['eintopf', 'salat'] }) };
    const summary = weekSummaryOf(data, week);
    // 20 × 1,00 € + 20 × 1,50 € = 50 € for 40 portions = 1,25 €.
    expect(summary.cost).toBeCloseTo(50, 10);
    expect(summary.portions).toBeCloseTo(40, 10);
    expect(summary.cost / summary.portions).toBeCloseTo(weekCost(data, week).average, 10);
    expect(weekCost(data, week).average).toBeCloseTo(1.25, 10);
  });

  it('keeps to the cost per Kindergarten portion when a dish has portion factors of its own', () => {
    // School children eat a double portion of this dish (factor 2 instead of 1,3).
    const hearty = { ...recipe('eintopf', 1000), headPortionFactors: { kiga: 1, school: 2 } };
    const own = preparePlannerData({
      ingredients: [karotte],
      recipes: [hearty, recipe('salat', 500)],
      defaultHeads: { kiga: 10, school: 10 },
      today: '2026-11-28',
    });
    const week = { id: '2026-W48', days: days({ recipes: ['eintopf'] }, { recipes: ['salat'] }) };
    const summary = weekSummaryOf(own, week);
    // 10 + 10 × 1,3 = 23 portions a day: 23 × 1,00 € + 23 × 0,50 € = 34,50 € for 46 portions = 0,75 €.
    expect(summary.portions).toBeCloseTo(46, 10);
    expect(summary.cost).toBeCloseTo(34.5, 10);
    expect(summary.cost / summary.portions).toBeCloseTo(weekCost(own, week).average, 10);
  });

  it('takes the week’s DGE check in the kitchen’s menu line', () => {
    const week = { id: '2026-W48', days: days({ recipes: ['eintopf'] }, { recipes: ['salat'] }) };
    for (const line of ['mixed', 'vegetarian'] as const) {
      const report = dgeCheck(data, week.days, { variant: line });
      const summary = weekSummaryOf(data, week, line);
      expect(summary.dgeTotal).toBe(report.results.length);
      expect(summary.dgeMet).toBe(report.results.filter((r) => r.ok).length);
      expect(summary.dgeMet).toBeLessThan(summary.dgeTotal);
    }
  });

  it('counts a week without a known dish as not planned, with nothing to check', () => {
    const week = { id: '2026-W48', days: days({ recipes: ['gibt-es-nicht'] }) };
    expect(weekSummaryOf(data, week)).toEqual({
      cost: 0,
      portions: 0,
      plannedDays: 0,
      dgeMet: 0,
      dgeTotal: 0,
    });
  });
});

describe('listSummaryOf', () => {
  it('adds up organic and total purchases as the Bio share does', () => {
    const item = (slug: string, cost: number) => ({
      slug,
      name: slug,
      foodGroup: 'vegetables' as const,
      amount: 1000,
      unit: 'g' as const,
      cost,
      checked: false,
    });
    const summary = listSummaryOf(data, {
      startDate: '2026-11-23',
      items: [item('karotte', 30), item('linsen', 10), item('salz', 2), item('unbekannt', 5)],
    });
    // Karotte organic 30 €; Linsen 10 € and the unknown 5 € not organic; salt left out: 30 of 45 €.
    expect(summary).toEqual({ organicValue: 30, totalValue: 45 });
  });
});

describe('months', () => {
  it('puts a week in the month of its Thursday', () => {
    expect(monthOfWeek('2026-W40')).toBe('2026-10'); // Monday 28.09., Thursday 01.10.2026
    expect(monthOfWeek('2026-W01')).toBe('2026-01'); // Thursday 01.01.2026
    expect(monthOfWeek('2026-W53')).toBe('2026-12'); // Thursday 31.12.2026
    expect(monthOfWeek('2021-W01')).toBe('2021-01'); // Monday 04.01., Thursday 07.01.2021
  });

  it('puts a list in the month of its start date and a save in its Berlin month', () => {
    expect(monthOfList({ startDate: '2026-09-28' })).toBe('2026-09');
    expect(monthOfInstant(Date.UTC(2026, 9, 31, 23, 30))).toBe('2026-11'); // 01.11.2026, 00:30 in Berlin
  });
});

describe('organisationMonthOf', () => {
  it('keeps what fits and leaves out a stray entry alone', () => {
    const week = { cost: 10, portions: 8, plannedDays: 2, dgeMet: 3, dgeTotal: 9 };
    const month = organisationMonthOf({
      kitchens: {
        a: {
          weeks: { '2026-W48': week, '2026-W49': { cost: -1 } },
          lists: { l1: { organicValue: 1, totalValue: 2 } },
          lastActivity: 7,
        },
        b: { weeks: 'kaputt', lastActivity: 'gestern' },
        'x/y': { weeks: {} },
      },
    });
    expect(month).toEqual({
      kitchens: {
        a: {
          weeks: { '2026-W48': week },
          lists: { l1: { organicValue: 1, totalValue: 2 } },
          lastActivity: 7,
        },
        b: { weeks: {}, lists: {} },
      },
    });
    expect(organisationMonthOf(undefined)).toEqual({ kitchens: {} });
  });
});
