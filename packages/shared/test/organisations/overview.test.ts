import {
  organisationOverview,
  overviewMonths,
  periodMonths,
  type OrganisationMonth,
  type WeekSummary,
} from '../../src';

/** Wednesday 18.11.2026, 11:00 in Berlin: week 2026-W47; the DGE look-back W44–W47, next week W48. */
const NOW = Date.UTC(2026, 10, 18, 10);

const planned = (cost: number, portions: number, dgeMet: number, plannedDays = 5): WeekSummary => ({
  cost,
  portions,
  plannedDays,
  dgeMet,
  dgeTotal: 10,
});
const list = (organicValue: number, totalValue: number) => ({ organicValue, totalValue });

const october: OrganisationMonth = {
  kitchens: {
    sonne: {
      weeks: { '2026-W44': planned(100, 80, 8), '2026-W41': planned(60, 40, 5, 3) },
      lists: { l1: list(30, 100) },
      lastActivity: 1000,
    },
    ahorn: {
      weeks: { '2026-W43': { cost: 0, portions: 0, plannedDays: 0, dgeMet: 0, dgeTotal: 0 } },
      lists: {},
    },
    // Left the Träger: its history stays in the month documents, the overview leaves it out.
    weg: { weeks: { '2026-W44': planned(999, 1, 0) }, lists: { l9: list(0, 999) }, lastActivity: 9999 },
  },
};
const november: OrganisationMonth = {
  kitchens: {
    sonne: {
      weeks: { '2026-W45': planned(40, 40, 6, 2), '2026-W48': planned(50, 25, 9) },
      lists: { l2: list(20, 50) },
      lastActivity: 5000,
    },
    ahorn: { weeks: { '2026-W46': planned(90, 60, 7) }, lists: { l3: list(95, 100) }, lastActivity: 3000 },
  },
};

const kitchens = [
  { kitchenId: 'sonne', name: 'Kita Sonnenschein' },
  { kitchenId: 'ahorn', name: 'Kita Ahorn' },
  { kitchenId: 'neu', name: 'Kita Neubau' },
];

describe('periodMonths', () => {
  it('answers 1, 3 or 12 months from the start', () => {
    expect(periodMonths({ kind: 'month', start: '2026-11' })).toEqual(['2026-11']);
    expect(periodMonths({ kind: 'quarter', start: '2026-10' })).toEqual(['2026-10', '2026-11', '2026-12']);
    const year = periodMonths({ kind: 'year', start: '2026-01' });
    expect(year).toHaveLength(12);
    expect([year[0], year[11]]).toEqual(['2026-01', '2026-12']);
  });

  it('refuses a period that does not start where it must, in German', () => {
    expect(() => periodMonths({ kind: 'quarter', start: '2026-02' })).toThrow(
      'Ein Quartal beginnt im Januar, April, Juli oder Oktober.',
    );
    expect(() => periodMonths({ kind: 'year', start: '2026-03' })).toThrow('Ein Jahr beginnt im Januar.');
    expect(() => periodMonths({ kind: 'month', start: '2026-13' })).toThrow(
      'Der Monat muss wie 2026-03 geschrieben sein.',
    );
  });
});

describe('overviewMonths', () => {
  it('reads the period and at most 2 months beside it', () => {
    // Thursdays of W44–W48: 29.10., 05.11., 12.11., 19.11., 26.11.; today 18.11.
    expect(overviewMonths({ kind: 'month', start: '2026-11' }, NOW)).toEqual({
      period: ['2026-11'],
      extra: ['2026-10'],
    });
    expect(overviewMonths({ kind: 'quarter', start: '2026-07' }, NOW).extra).toEqual(['2026-10', '2026-11']);
    expect(overviewMonths({ kind: 'year', start: '2026-01' }, NOW).extra).toEqual([]);
  });

  it('never needs more than 2 extra months, on any day of a year', () => {
    for (let day = 0; day < 366; day++) {
      const now = Date.UTC(2026, 0, 1, 12) + day * 86_400_000;
      expect(overviewMonths({ kind: 'month', start: '2000-01' }, now).extra.length).toBeLessThanOrEqual(2);
    }
  });
});

describe('organisationOverview', () => {
  const overview = organisationOverview({
    period: { kind: 'quarter', start: '2026-10' },
    kitchens,
    months: { '2026-10': october, '2026-11': november },
    now: NOW,
  });

  it('gives each current kitchen a row with its sums, by name', () => {
    expect(overview.rows.map((r) => r.name)).toEqual(['Kita Ahorn', 'Kita Neubau', 'Kita Sonnenschein']);
    const [ahorn, neu, sonne] = overview.rows;
    // Sonnenschein: 100 + 60 + 40 + 50 = 250 € for 80 + 40 + 40 + 25 = 185 portions = 1,3514 €;
    // Bio 30 + 20 = 50 of 100 + 50 = 150 € = 33 % (Bronze); DGE W44 8/10 + W45 6/10 (W41, W48 outside).
    expect(sonne).toEqual({
      kitchenId: 'sonne',
      name: 'Kita Sonnenschein',
      costPerPortion: 250 / 185,
      portions: 185,
      bioPercent: 33,
      bioLevel: 'bronze',
      dgeMet: 14,
      dgeTotal: 20,
      nextWeekPlanned: true,
      lastActivity: 5000,
    });
    expect(sonne!.costPerPortion).toBeCloseTo(1.3514, 4);
    // Ahorn: 90 € ÷ 60 = 1,50 €; Bio 95 of 100 € = 95 % (Gold); DGE W46 7/10; W48 not planned.
    expect(ahorn).toEqual({
      kitchenId: 'ahorn',
      name: 'Kita Ahorn',
      costPerPortion: 1.5,
      portions: 60,
      bioPercent: 95,
      bioLevel: 'gold',
      dgeMet: 7,
      dgeTotal: 10,
      nextWeekPlanned: false,
      lastActivity: 3000,
    });
    expect(neu).toEqual({
      kitchenId: 'neu',
      name: 'Kita Neubau',
      costPerPortion: null,
      portions: 0,
      bioPercent: null,
      bioLevel: null,
      dgeMet: 0,
      dgeTotal: 0,
      nextWeekPlanned: false,
      lastActivity: null,
    });
  });

  it('totals the sums, not the rows’ figures', () => {
    // 250 + 90 = 340 € for 185 + 60 = 245 portions = 1,3878 € (the mean of the rows would be 1,4257 €);
    // Bio 50 + 95 = 145 of 150 + 100 = 250 € = 58 % Silber (the mean of 33 % and 95 % would be 64 %).
    expect(overview.totals).toEqual({
      costPerPortion: 340 / 245,
      portions: 245,
      bioPercent: 58,
      bioLevel: 'silver',
    });
    expect(overview.totals.costPerPortion).toBeCloseTo(1.3878, 4);
  });

  it('has a trend point per month of the period', () => {
    expect(overview.months).toEqual(['2026-10', '2026-11', '2026-12']);
    // October: Sonnenschein's 160 € for 120 portions, Bio 30 of 100 €; November: 40 + 50 + 90 = 180 € for
    // 40 + 25 + 60 = 125 portions = 1,44 €, Bio 20 + 95 = 115 of 150 € = 77 %; December: nothing yet.
    expect(overview.trend).toEqual([
      { month: '2026-10', costPerPortion: 160 / 120, bioPercent: 30 },
      { month: '2026-11', costPerPortion: 180 / 125, bioPercent: 77 },
      { month: '2026-12', costPerPortion: null, bioPercent: null },
    ]);
  });

  it('counts the DGE weeks and next week from the months beside a past period', () => {
    const january = organisationOverview({
      period: { kind: 'month', start: '2026-01' },
      kitchens,
      months: { '2026-01': { kitchens: {} }, '2026-10': october, '2026-11': november },
      now: NOW,
    });
    const sonne = january.rows.find((r) => r.kitchenId === 'sonne')!;
    expect(sonne).toMatchObject({ costPerPortion: null, portions: 0, dgeMet: 14, dgeTotal: 20 });
    expect(sonne).toMatchObject({ nextWeekPlanned: true, lastActivity: 5000 });
  });
});
