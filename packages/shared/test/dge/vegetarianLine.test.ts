/**
 * The ovo-lacto-vegetarian menu line (docs/domain-rules.md, "DGE check"): no meat and fish rules, nuts,
 * kernels or oilseeds at least once in 5 lunches, everything else as in the mixed line; a dish with meat or
 * fish is named on its day.
 */
import {
  analyseWeek,
  dgeCheck,
  dgeCheckPlan,
  dgeGlance,
  dgeLineText,
  dgeRulesFor,
  preparePlannerData,
  userStatistics,
  type DgeReport,
  type RecipeInput,
} from '../../src';
import { INGREDIENTS, RECIPES, TODAY } from '../fixtures/kitchen';
import { week } from '../fixtures/planner';

/** Per Kindergarten portion: 150 g potatoes, 40 g lentils, 20 g raw carrots, 15 g walnuts, 30 g quark. */
const NUT_DISH: RecipeInput = {
  slug: 'linsen-nuss-pfanne',
  name: 'Linsen-Nuss-Pfanne',
  dishType: 'pan',
  portions: 10,
  ingredients: [
    { slug: 'kartoffeln', amount: 1500 },
    { slug: 'linsen', amount: 400 },
    { slug: 'moehren', amount: 200, raw: true },
    { slug: 'nuesse', amount: 150 },
    { slug: 'quark', amount: 300 },
  ],
};
const data = preparePlannerData({ ingredients: INGREDIENTS, recipes: [...RECIPES, NUT_DISH], today: TODAY });

const MASH = 'kartoffel-moehren-stampf';
const NUTS = 'linsen-nuss-pfanne';
const APPLE = 'apfel';
const QUARK = 'quarkauflauf';
const NOODLES = 'vollkornnudeln-linsen';
const SALMON = 'lachs-kartoffeln';
const GOULASH = 'rindergulasch-reis';

/** Every day grains and vegetables, whole grain, 3× legumes, 2× nuts, 2× fruit, dairy: a good vegetarian week. */
const VEGETARIAN = week('2026-W10', [[NUTS, APPLE], [MASH, QUARK], [NOODLES], [MASH, APPLE], [NUTS]]);
/** The same week with salmon instead of one day's dish. */
const WITH_FISH = week('2026-W11', [[NUTS, APPLE], [MASH, QUARK], [SALMON], [MASH, APPLE], [NUTS]]);

const findingsOf = (report: DgeReport) => report.findings.map((f) => f.criterion);

describe('the rules of the vegetarian line', () => {
  it('drops meat, lean meat, fish and fatty fish and adds nuts; the other rules stay', () => {
    const mixed = dgeRulesFor('mixed').map((r) => r.criterion);
    const vegetarian = dgeRulesFor('vegetarian').map((r) => r.criterion);
    expect(mixed).toEqual(expect.arrayContaining(['meat', 'leanMeat', 'fish', 'fattyFish']));
    expect(mixed).not.toContain('nuts');
    for (const c of ['meat', 'leanMeat', 'fish', 'fattyFish']) expect(vegetarian).not.toContain(c);
    expect(vegetarian.filter((c) => c !== 'nuts')).toEqual(
      mixed.filter((c) => !['meat', 'leanMeat', 'fish', 'fattyFish'].includes(c)),
    );
    const nuts = dgeRulesFor('vegetarian').find((r) => r.criterion === 'nuts')!;
    expect(nuts).toMatchObject({ min: 1, per: 5, source: 'dge' });
    expect(dgeRulesFor()).toEqual(dgeRulesFor('mixed'));
  });

  it('passes a good vegetarian week without a word about fish or meat', () => {
    const report = dgeCheck(data, VEGETARIAN.days, { variant: 'vegetarian' });
    expect(report.findings).toEqual([]);
    expect(report.results.find((r) => r.criterion === 'nuts')).toMatchObject({
      count: 2,
      limit: 1,
      ok: true,
    });
    expect(report.results.find((r) => r.criterion === 'legumes')).toMatchObject({ count: 3, ok: true });
    // The same week checked as mixed diet misses its fish.
    expect(findingsOf(dgeCheck(data, VEGETARIAN.days))).toEqual(['fish']);
  });

  it('asks for nuts, kernels or oilseeds at least once a week, 4× in 20 days', () => {
    const noNuts = week('2026-W12', [[MASH, APPLE], [MASH, QUARK], [MASH], [MASH, APPLE], [MASH, QUARK]]);
    const nuts = dgeCheck(data, noNuts.days, { variant: 'vegetarian' }).findings.find(
      (f) => f.criterion === 'nuts',
    );
    expect(nuts?.text).toBe('Diese Woche 0× Nüsse, Kerne oder Ölsamen – empfohlen mindestens 1×');
    const plan = dgeCheckPlan(
      data,
      ['2026-W10', '2026-W11', '2026-W12', '2026-W13'].map((id) => ({ ...VEGETARIAN, id })),
      {
        variant: 'vegetarian',
      },
    );
    expect(plan.windows[0]!.report.results.find((r) => r.criterion === 'nuts')).toMatchObject({
      count: 8,
      limit: 4,
    });
  });

  it('does not count a few grams of nuts (under 10 g per portion)', () => {
    const sprinkled = preparePlannerData({
      ingredients: INGREDIENTS,
      recipes: [
        { ...NUT_DISH, ingredients: [...NUT_DISH.ingredients!.slice(0, 3), { slug: 'nuesse', amount: 50 }] },
      ],
      today: TODAY,
    });
    const days = [[NUTS], [], [], [], []].map((recipes) => ({ recipes }));
    const report = dgeCheck(sprinkled, days, { variant: 'vegetarian' });
    expect(report.results.find((r) => r.criterion === 'nuts')).toMatchObject({ count: 0, ok: false });
  });

  it('shows no fish and no meat row at a glance, and the nut row', () => {
    const glance = dgeGlance(data, VEGETARIAN, [], { variant: 'vegetarian' });
    const areas = glance.areas.map((a) => a.area);
    expect(areas).toEqual(['grains', 'vegetables', 'fruit', 'nuts', 'dairy', 'ours']);
    expect(glance.areas.every((a) => a.status !== 'missed')).toBe(true);
    expect(dgeLineText(glance)).toBe('Geprüft für die Menülinie „ovo-lacto-vegetarisch“.');
    expect(dgeLineText(dgeGlance(data, VEGETARIAN, []))).toBe('Geprüft für die Menülinie „Mischkost“.');
  });
});

describe('the week analysis in the vegetarian line', () => {
  it('flags the day with fish and keeps the fish out of the DGE rows', () => {
    const analysis = analyseWeek(data, WITH_FISH, [], 'vegetarian');
    expect(analysis.days.map((d) => d.notVegetarian)).toEqual([[], [], [SALMON], [], []]);
    expect(analysis.dge.areas.map((a) => a.area)).not.toContain('fish');
    expect(analysis.week.results.map((r) => r.criterion)).not.toContain('fish');
  });

  it('flags meat dishes, and flags nothing in the mixed line', () => {
    const meaty = week('2026-W12', [[GOULASH, APPLE], [MASH], [], [], []]);
    expect(analyseWeek(data, meaty, [], 'vegetarian').days[0]!.notVegetarian).toEqual([GOULASH]);
    const mixed = analyseWeek(data, meaty, []);
    expect(mixed.days.every((d) => d.notVegetarian.length === 0)).toBe(true);
    expect(mixed.dge.areas.map((a) => a.area)).toContain('fish');
  });

  it('gives the Statistik page the same rows', () => {
    const stats = userStatistics(data, '2026-W10', [VEGETARIAN], [], '2026-03', 'vegetarian');
    expect(stats.dge.glance.areas.map((a) => a.area)).toEqual([
      'grains',
      'vegetables',
      'fruit',
      'nuts',
      'dairy',
      'ours',
    ]);
  });
});
