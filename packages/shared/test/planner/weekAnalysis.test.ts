/** The Speiseplan's analysis: the 4-week window, DGE findings placed by day, warnings and age groups. */
import {
  analyseWeek,
  DGE_LOOKBACK_WEEKS,
  lookbackWeekIds,
  preparePlannerData,
  servedGroups,
  type RecipeInput,
} from '../../src';
import { INGREDIENTS, RECIPES, TODAY } from '../fixtures/kitchen';
import { kitchenData, week } from '../fixtures/planner';
import { W48 } from '../fixtures/plans';

const MEAT = 'rindergulasch-reis';
const MASH = 'kartoffel-moehren-stampf';
const data = kitchenData({ defaultHeads: { kiga: 10 } });

describe('lookbackWeekIds', () => {
  it('gives the 4 weeks ending with the week, oldest first, across the turn of the year', () => {
    expect(DGE_LOOKBACK_WEEKS).toBe(4);
    expect(lookbackWeekIds('2026-W10')).toEqual(['2026-W07', '2026-W08', '2026-W09', '2026-W10']);
    expect(lookbackWeekIds('2026-W02')).toEqual(['2025-W51', '2025-W52', '2026-W01', '2026-W02']);
  });
});

describe('analyseWeek', () => {
  it('names meat on too many days of the last 4 weeks next to this week’s meat day', () => {
    const history = [
      week('2026-W07', [[MEAT], [MEAT], [], [], []]),
      week('2026-W08', [[MEAT], [], [], [], []]),
      week('2026-W09', [[MEAT], [], [], [], []]),
    ];
    const shown = week('2026-W10', [[MASH], [MEAT], [], [], []]);
    const analysis = analyseWeek(data, shown, history);
    expect(analysis.unplannedHistory).toBe(0);
    expect(analysis.week.findings.filter((f) => f.criterion === 'meat')).toEqual([]);
    const meat = analysis.fourWeeks.findings.find((f) => f.criterion === 'meat');
    const rice = analysis.fourWeeks.findings.find((f) => f.criterion === 'rice');
    expect(meat?.count).toBe(5);
    // The goulash comes with rice: both findings of too many days go to the day that serves it.
    expect(analysis.days[1]!.dge).toEqual([meat!.text, rice!.text]);
    expect(analysis.days[1]!.dge[0]).toMatch(/^In 4 Wochen 5× Fleisch – empfohlen höchstens \d+×$/);
    expect(analysis.days[0]!.dge).toEqual([]);
  });

  it('counts weeks without a plan as empty and ignores weeks outside the 4', () => {
    const tooOld = week('2026-W05', [[MEAT], [MEAT], [MEAT], [MEAT], [MEAT]]);
    const shown = week('2026-W10', [[MEAT], [], [], [], []]);
    const analysis = analyseWeek(data, shown, [tooOld, shown]);
    expect(analysis.unplannedHistory).toBe(3);
    expect(analysis.fourWeeks.results.find((r) => r.criterion === 'meat')?.count).toBe(1);
    expect(analysis.cost.plannedDays).toBe(1);
  });

  it('lists too few days for the week and for the 4 weeks apart from the days', () => {
    const analysis = analyseWeek(data, W48, []);
    expect(analysis.weekFindings).toContain('Diese Woche 0× Fisch – empfohlen mindestens 1×');
    expect(analysis.fourWeekFindings.every((text) => text.startsWith('In 4 Wochen '))).toBe(true);
    expect(analysis.days.flatMap((d) => d.dge)).toEqual([]);
  });

  it('warns about a recipe that is gone, and about dishes not for infants only on days with Krippe heads', () => {
    const nuts: RecipeInput = {
      slug: 'nusskuchen',
      name: 'Nusskuchen',
      ingredients: [{ slug: 'nuesse', amount: 30 }],
    };
    const withNuts = preparePlannerData({
      ingredients: INGREDIENTS,
      recipes: [...RECIPES, nuts],
      today: TODAY,
      defaultHeads: { kiga: 10 },
    });
    const shown = week(
      '2026-W48',
      [['nusskuchen'], ['nusskuchen'], ['unbekannt'], [], []],
      [{ kita: 5, kiga: 10 }, {}, {}, {}, {}],
    );
    const analysis = analyseWeek(withNuts, shown, []);
    expect(analysis.days[0]!.warnings).toEqual(['Nusskuchen ist nicht für Krippenkinder geeignet.']);
    expect(analysis.days[1]!.warnings).toEqual([]);
    expect(analysis.days[2]!.warnings).toEqual([
      'Rezept „unbekannt“ gibt es nicht mehr – es zählt nicht mit.',
    ]);
    expect(analysis.days[0]!.allergens).toEqual(['14', 'KR']);
  });

  it('shows the age groups that eat, and Kindergarten when nobody is counted', () => {
    expect(servedGroups({ kita: 5, kiga: 10, school: 0 })).toEqual(['kita', 'kiga']);
    expect(servedGroups({})).toEqual(['kiga']);
    const nobody = kitchenData({ defaultHeads: {} });
    expect(analyseWeek(nobody, W48, []).days[0]!.groups).toEqual(['kiga']);
    const shown = week('2026-W48', [[MASH], [], [], [], []], [{ kita: 3, adult: 2 }, {}, {}, {}, {}]);
    expect(analyseWeek(data, shown, []).days.map((d) => d.groups)).toEqual([
      ['kita', 'adult'],
      ['kiga'],
      ['kiga'],
      ['kiga'],
      ['kiga'],
    ]);
  });
});
