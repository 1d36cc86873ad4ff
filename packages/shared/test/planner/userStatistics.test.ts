/** The Statistik page's figures: 12 weeks of costs and recipes, the DGE check of the last 4, the Bio share. */
import {
  bioShareWindow,
  DGE_LOOKBACK_WEEKS,
  dgeGlance,
  lookbackWeekIds,
  monthlyBioShare,
  newShoppingList,
  periodCost,
  plannedWeeksText,
  preparePlannerData,
  purchasesFromShoppingList,
  STATISTICS_WEEKS,
  STATISTICS_WEEKS_AHEAD,
  statisticsRange,
  statisticsWeekIds,
  TOP_RECIPES,
  userStatistics,
  weekCost,
  type RecipeInput,
} from '../../src';
import { INGREDIENTS, RECIPES, TODAY } from '../fixtures/kitchen';
import { kitchenData, week } from '../fixtures/planner';

const MEAT = 'rindergulasch-reis';
const MASH = 'kartoffel-moehren-stampf';
const APPLE = 'apfel';
const THIS_WEEK = '2026-W10';
const data = kitchenData({ defaultHeads: { kiga: 10 } });

describe('statisticsWeekIds', () => {
  it('gives the 12 weeks ending with this week, oldest first, across the turn of the year', () => {
    const ids = statisticsWeekIds('2026-W02');
    expect(ids).toHaveLength(STATISTICS_WEEKS);
    expect(ids[0]).toBe('2025-W43');
    expect(ids.slice(-3)).toEqual(['2025-W52', '2026-W01', '2026-W02']);
  });

  it('covers the weeks of the DGE check', () => {
    expect(STATISTICS_WEEKS).toBeGreaterThanOrEqual(DGE_LOOKBACK_WEEKS);
    expect(statisticsWeekIds(THIS_WEEK)).toEqual(expect.arrayContaining(lookbackWeekIds(THIS_WEEK)));
  });
});

describe('statisticsRange', () => {
  it('runs from the first shown week to half a year ahead', () => {
    expect(statisticsRange(THIS_WEEK)).toEqual({ from: '2025-W51', to: '2026-W36' });
  });
});

describe('plannedWeeksText', () => {
  it('says how many planned weeks lie ahead', () => {
    expect(plannedWeeksText({ weeks: 3, ahead: 1 })).toBe('3 geplante Wochen, davon 1 im Voraus');
    expect(plannedWeeksText({ weeks: 3, ahead: 3 })).toBe('3 geplante Wochen, alle im Voraus');
    expect(plannedWeeksText({ weeks: 1, ahead: 1 })).toBe('eine geplante Woche (im Voraus)');
    expect(plannedWeeksText({ weeks: 2, ahead: 0 })).toBe('2 geplante Wochen');
    expect(plannedWeeksText({ weeks: 1, ahead: 0 })).toBe('eine geplante Woche');
  });
});

describe('userStatistics', () => {
  const planned = [
    week('2026-W09', [[MASH], [MEAT, APPLE], [], [], []]),
    week(THIS_WEEK, [[MEAT], [], [], [], []]),
  ];

  it('costs each shown week as the core does, weeks without a plan as not planned, others ignored', () => {
    const tooOld = week('2025-W40', [[MEAT], [MEAT], [MEAT], [MEAT], [MEAT]]);
    const stats = userStatistics(data, THIS_WEEK, [tooOld, ...planned], [], '2026-03');
    expect(stats.costs.map((c) => c.weekId)).toEqual(statisticsWeekIds(THIS_WEEK));
    expect(stats.costs[10]).toEqual({
      weekId: '2026-W09',
      average: weekCost(data, planned[0]!).average,
      plannedDays: 2,
    });
    expect(stats.costs[11]).toMatchObject({ weekId: THIS_WEEK, plannedDays: 1 });
    expect(stats.costs.slice(0, 10).every((c) => c.plannedDays === 0 && c.average === 0)).toBe(true);
    expect(stats.periodAverage).toBe(periodCost(data, planned).average);
  });

  it('counts the weeks planned ahead: only planned ones join the costs, the ranking and the average', () => {
    const next = week('2026-W11', [[MASH], [MASH], [], [], []]);
    const later = week('2026-W14', [[MEAT], [], [], [], []]);
    const beyond = week('2026-W37', [[MEAT], [], [], [], []]);
    expect(STATISTICS_WEEKS_AHEAD).toBe(26);
    const stats = userStatistics(data, THIS_WEEK, [next, later, beyond], [], '2026-03');
    expect(stats.costs.map((c) => c.weekId)).toEqual([
      ...statisticsWeekIds(THIS_WEEK),
      '2026-W11',
      '2026-W14',
    ]);
    expect(stats.planned).toEqual({ weeks: 2, ahead: 2 });
    expect(stats.periodAverage).toBe(periodCost(data, [next, later]).average);
    expect(stats.topRecipes[0]).toEqual({ slug: MASH, name: 'Kartoffel-Möhren-Stampf', days: 2 });
    // This week and the 3 before are empty: the DGE check has nothing to compare yet.
    expect(stats.dge.plannedDays).toBe(0);
  });

  it('counts past and ahead weeks apart', () => {
    const stats = userStatistics(
      data,
      THIS_WEEK,
      [...planned, week('2026-W12', [[MEAT], [], [], [], []])],
      [],
      '2026-03',
    );
    expect(stats.planned).toEqual({ weeks: 3, ahead: 1 });
    expect(userStatistics(data, THIS_WEEK, [], [], '2026-03').planned).toEqual({ weeks: 0, ahead: 0 });
  });

  it('checks DGE over this week and the planned weeks among the 3 before, unplanned weeks left out', () => {
    const fiveWeeksAgo = week('2026-W05', [[MEAT], [MEAT], [MEAT], [MEAT], [MEAT]]);
    const stats = userStatistics(data, THIS_WEEK, [fiveWeeksAgo, ...planned], [], '2026-03');
    expect(stats.dge.weekIds).toEqual(lookbackWeekIds(THIS_WEEK));
    expect(stats.dge.plannedDays).toBe(3);
    // W05 lies outside the 4 weeks, W07 and W08 are not planned: only the 2 planned weeks are compared.
    expect(stats.dge.glance).toEqual(dgeGlance(data, planned[1]!, planned));
    expect(stats.dge.glance.plannedWeekIds).toEqual(planned.map((w) => w.id));
    const meat = stats.dge.glance.areas.flatMap((a) => a.criteria).find((c) => c.criterion === 'meat');
    expect(meat?.planned?.count).toBe(2);
  });

  it('ranks recipes by the days they are planned on, a day counting once, then by German name', () => {
    const weeks = [week('2026-W08', [[MASH], [MEAT], [APPLE, APPLE], ['unbekannt'], []]), ...planned];
    const stats = userStatistics(data, THIS_WEEK, weeks, [], '2026-03');
    expect(stats.topRecipes).toEqual([
      { slug: MEAT, name: 'Rindergulasch mit Reis', days: 3 },
      { slug: APPLE, name: 'Apfel', days: 2 },
      { slug: MASH, name: 'Kartoffel-Möhren-Stampf', days: 2 },
    ]);
  });

  it(`shows at most ${TOP_RECIPES} recipes`, () => {
    const apples: RecipeInput[] = Array.from({ length: TOP_RECIPES + 2 }, (_, i) => ({
      ...RECIPES.find((r) => r.slug === APPLE)!,
      slug: `apfel-${i}`,
      name: `Apfel ${String(i).padStart(2, '0')}`,
    }));
    const many = preparePlannerData({ ingredients: INGREDIENTS, recipes: apples, today: TODAY });
    const days = apples.map((r) => [r.slug]);
    const weeks = [
      week('2026-W08', days.slice(0, 5)),
      week('2026-W09', days.slice(5, 10)),
      week(THIS_WEEK, [...days.slice(10), [], [], []]),
    ];
    const stats = userStatistics(many, THIS_WEEK, weeks, [], '2026-03');
    expect(stats.topRecipes.map((r) => r.name)).toEqual(apples.slice(0, TOP_RECIPES).map((r) => r.name));
  });

  it('gives the Bio share per month of the last 12 and over 12 and 3 months', () => {
    const list = newShoppingList(data, 'l1', {
      weeks: [week('2025-W48', [[APPLE], [], [], [], []])],
      startDate: '2025-11-24',
      endDate: '2025-11-28',
    });
    const purchases = purchasesFromShoppingList(data, list);
    const stats = userStatistics(data, THIS_WEEK, [], [list], '2026-03');
    expect(stats.bio.months.map((m) => m.month)).toEqual([
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
    ]);
    expect(stats.bio.months[7]!.share).toEqual(monthlyBioShare(purchases, '2025-11'));
    expect(stats.bio.months[7]!.share.percent).toBe(100);
    expect(stats.bio.year).toEqual(bioShareWindow(purchases, '2026-03', 12));
    expect(stats.bio.year.totalValue).toBeGreaterThan(0);
    expect(stats.bio.firstCertification.totalValue).toBe(0);
  });
});
