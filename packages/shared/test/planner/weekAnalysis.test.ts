/** The Speiseplan's analysis: planned weeks for DGE, figures placed by day, season, warnings and age groups. */
import {
  analyseWeek,
  DGE_LOOKBACK_WEEKS,
  lookbackWeekIds,
  preparePlannerData,
  servedGroups,
  weekSeasonText,
  type RecipeInput,
} from '../../src';
import { INGREDIENTS, RECIPES, TODAY } from '../fixtures/kitchen';
import { kitchenData, week } from '../fixtures/planner';
import { W48 } from '../fixtures/plans';

const MEAT = 'rindergulasch-reis';
const MASH = 'kartoffel-moehren-stampf';
const APPLE = 'apfel';
const data = kitchenData({ defaultHeads: { kiga: 10 } });

describe('lookbackWeekIds', () => {
  it('gives the 4 weeks ending with the week, oldest first, across the turn of the year', () => {
    expect(DGE_LOOKBACK_WEEKS).toBe(4);
    expect(lookbackWeekIds('2026-W10')).toEqual(['2026-W07', '2026-W08', '2026-W09', '2026-W10']);
    expect(lookbackWeekIds('2026-W02')).toEqual(['2025-W51', '2025-W52', '2026-W01', '2026-W02']);
  });
});

describe('analyseWeek', () => {
  it('names meat on too many days of the planned weeks next to this week’s meat day', () => {
    const history = [
      week('2026-W07', [[MEAT], [MEAT], [], [], []]),
      week('2026-W08', [[MEAT], [], [], [], []]),
      week('2026-W09', [[MEAT], [], [], [], []]),
    ];
    const shown = week('2026-W10', [[MASH], [MEAT], [], [], []]);
    const analysis = analyseWeek(data, shown, history);
    expect(analysis.dge.plannedWeekIds).toHaveLength(4);
    expect(analysis.week.findings.filter((f) => f.criterion === 'meat')).toEqual([]);
    const texts = analysis.dge.areas.flatMap((a) => a.criteria.map((c) => c.planned?.text));
    const meat = texts.find((t) => t?.includes('Fleisch'));
    const rice = texts.find((t) => t?.includes('Reis'));
    expect(meat).toBe('In 4 geplanten Wochen 5× Fleisch – empfohlen höchstens 4×');
    // The goulash comes with rice: both figures of too many days go to the day that serves it.
    expect(analysis.days[1]!.dge).toEqual([meat, rice]);
    expect(analysis.days[0]!.dge).toEqual([]);
  });

  it('leaves weeks without a plan out and ignores weeks outside the 4', () => {
    const tooOld = week('2026-W05', [[MEAT], [MEAT], [MEAT], [MEAT], [MEAT]]);
    const shown = week('2026-W10', [[MEAT], [MEAT], [], [], []]);
    const analysis = analyseWeek(data, shown, [tooOld, shown]);
    expect(analysis.dge.plannedWeekIds).toEqual(['2026-W10']);
    expect(analysis.dge.compared).toBe(false);
    expect(analysis.cost.plannedDays).toBe(2);
    // Only this week's figure stands next to the days; no "In 4 Wochen" sentence at all.
    expect(analysis.days[0]!.dge).toContain('Diese Woche 2× Fleisch – empfohlen höchstens 1×');
    expect(analysis.days.flatMap((d) => d.dge).some((t) => t.startsWith('In '))).toBe(false);
  });

  it('counts the week’s seasonal, all-year and out-of-season dishes', () => {
    const summerOnly = Array.from({ length: 12 }, (_, i) => i >= 5 && i <= 8);
    const winterOnly = summerOnly.map((m) => !m);
    const seasonal = preparePlannerData({
      ingredients: INGREDIENTS,
      recipes: [
        ...RECIPES,
        { slug: 'sommersalat', name: 'Sommersalat', months: summerOnly },
        { slug: 'wintersuppe', name: 'Wintersuppe', months: winterOnly },
      ],
      today: TODAY,
    });
    // 2026-W28 is 6–10 July. A recipe that is gone is not counted.
    const july = week('2026-W28', [
      ['sommersalat'],
      ['wintersuppe'],
      [APPLE],
      ['sommersalat', APPLE],
      ['unbekannt'],
    ]);
    const { season } = analyseWeek(seasonal, july, []);
    // As the recipe picker's "Nur saisonal": the all-year apple counts, and the count says so.
    expect(season).toEqual({ dishes: 5, seasonal: 4, allYear: 2, outOfSeason: 1 });
    expect(weekSeasonText(season)).toBe('Saisonal: 4 von 5 Gerichten, davon 2 ganzjährig');
    expect(weekSeasonText({ dishes: 1, seasonal: 1, allYear: 0, outOfSeason: 0 })).toBe(
      'Saisonal: 1 von 1 Gericht',
    );
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
    expect(analysis.days[0]!.allergens).toEqual(['14']);
    expect(analysis.days[0]!.labels).toEqual(['KR']);
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
