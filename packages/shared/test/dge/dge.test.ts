import fc from 'fast-check';
import { DGE_RULES, DomainError, dgeCheck, dgeCheckPlan } from '../../src';
import { kitchenData, week } from '../fixtures/planner';
import { W48 } from '../fixtures/plans';
import { RECIPES } from '../fixtures/kitchen';

const data = kitchenData();
const noRecipes = { recipes: [] };
const byCriterion = (report: ReturnType<typeof dgeCheck>) =>
  Object.fromEntries(report.results.map((r) => [r.criterion, r.count]));

describe('DGE check over 5 days', () => {
  it('counts the days that serve each criterion', () => {
    // Mo stampf + apple, Di wholemeal noodles with lentils and raw carrots, Mi beef with rice, Do –, Fr quark bake
    const report = dgeCheck(data, W48.days!);
    expect(byCriterion(report)).toMatchObject({
      grainOrPotato: 3,
      wholeGrain: 1,
      vegetables: 2,
      rawVegetables: 1,
      legumes: 1,
      fruit: 1,
      wholeFruit: 1,
      dairy: 2,
      meat: 1,
      fish: 0,
      sweetMain: 1,
      noodles: 1,
      rice: 1,
    });
    expect(report.missingRecipes).toEqual(['unbekannt']);
  });

  it('reports what falls short, in words a cook understands', () => {
    const texts = dgeCheck(data, W48.days!).findings.map((f) => f.text);
    expect(texts).toEqual([
      'Diese Woche 3× Getreide oder Kartoffeln – empfohlen mindestens 5×',
      'Diese Woche 2× Gemüse oder Salat – empfohlen mindestens 5×',
      'Diese Woche 1× Rohkost oder Salat – empfohlen mindestens 2×',
      'Diese Woche 1× Obst – empfohlen mindestens 2×',
      'Diese Woche 0× Fisch – empfohlen mindestens 1×',
    ]);
  });

  it('warns about meat twice a week', () => {
    const meaty = week('2026-W48', [['rindergulasch-reis'], ['rindergulasch-reis'], [], [], []]);
    const meat = dgeCheck(data, meaty.days!).findings.find((f) => f.criterion === 'meat')!;
    expect(meat.text).toBe('Diese Woche 2× Fleisch – empfohlen höchstens 1×');
    expect(dgeCheck(data, meaty.days!).findings.map((f) => f.criterion)).toContain('rice');
  });

  it('checks a vegetarian plan without meat and fish rules, with the nut rule', () => {
    const criteria = dgeCheck(data, W48.days!, { variant: 'vegetarian' }).results.map((r) => r.criterion);
    expect(criteria).not.toContain('fish');
    expect(criteria).not.toContain('meat');
    expect(criteria).toContain('nuts');
    expect(dgeCheck(data, W48.days!).results.map((r) => r.criterion)).not.toContain('nuts');
  });

  it('does not count tiny amounts (10 g salt is 1 g per portion)', () => {
    const report = dgeCheck(data, [
      { recipes: ['kartoffel-moehren-stampf'] },
      noRecipes,
      noRecipes,
      noRecipes,
      noRecipes,
    ]);
    expect(byCriterion(report).vegetables).toBe(1);
  });

  it('checks an empty week without failing', () => {
    const report = dgeCheck(data, [noRecipes, noRecipes, noRecipes, noRecipes, noRecipes]);
    expect(report.findings.every((f) => f.kind === 'min')).toBe(true);
    expect(byCriterion(report).grainOrPotato).toBe(0);
  });

  it('throws for day counts other than 5 or 20', () => {
    expect(() => dgeCheck(data, [noRecipes, noRecipes])).toThrow(DomainError);
    expect(() => dgeCheck(data, [noRecipes, noRecipes])).toThrow(
      'Die DGE-Prüfung braucht 5 oder 20 Tage, nicht 2.',
    );
  });
});

describe('DGE check over 20 days', () => {
  it('multiplies weekly numbers by four and adds the 20-day rules', () => {
    const days = [...W48.days!, ...W48.days!, ...W48.days!, ...W48.days!];
    const report = dgeCheck(data, days);
    const meat = report.results.find((r) => r.criterion === 'meat')!;
    expect([meat.count, meat.limit, meat.ok]).toEqual([4, 4, true]);
    expect(report.results.find((r) => r.criterion === 'leanMeat')!.ok).toBe(true); // 4 ≥ 2
    expect(report.findings.find((r) => r.criterion === 'fattyFish')!.text).toBe(
      'In 4 Wochen 0× fetter Seefisch – empfohlen mindestens 2×',
    );
  });

  it('checks each week and each 4-week window of a plan', () => {
    const weeks = ['2026-W45', '2026-W46', '2026-W47', '2026-W48', '2026-W49', '2026-W50'].map((id) => ({
      ...W48,
      id,
    }));
    const plan = dgeCheckPlan(data, weeks);
    expect(plan.weeks).toHaveLength(6);
    expect(plan.windows.map((w) => w.ids[0])).toEqual(['2026-W45', '2026-W46', '2026-W47']);
  });
});

describe('plan windows', () => {
  it('give the same report as checking the 20 days directly (property)', () => {
    const slugs = RECIPES.map((r) => r.slug);
    const day = fc.record({ recipes: fc.uniqueArray(fc.constantFrom(...slugs), { maxLength: 3 }) });
    const ids = ['2026-W45', '2026-W46', '2026-W47', '2026-W48', '2026-W49'];
    fc.assert(
      fc.property(
        fc.array(fc.array(day, { minLength: 5, maxLength: 5 }), { minLength: 5, maxLength: 5 }),
        (weekDays) => {
          const weeks = weekDays.map((days, i) => ({ id: ids[i]!, days }));
          const plan = dgeCheckPlan(data, weeks);
          plan.windows.forEach((w, i) => {
            expect(w.report).toEqual(
              dgeCheck(
                data,
                weeks.slice(i, i + 4).flatMap((x) => x.days),
              ),
            );
          });
        },
      ),
      { numRuns: 30 },
    );
  });
});

describe('every threshold lives in the one table', () => {
  it('has a min or a max for each rule', () => {
    for (const rule of DGE_RULES) expect((rule.min === undefined) !== (rule.max === undefined)).toBe(true);
  });
});

describe('order independence (property)', () => {
  it('gives the same counts for any order of the days', () => {
    const slugs = RECIPES.map((r) => r.slug);
    const day = fc.record({ recipes: fc.uniqueArray(fc.constantFrom(...slugs), { maxLength: 3 }) });
    fc.assert(
      fc.property(
        fc.array(day, { minLength: 20, maxLength: 20 }),
        fc.array(fc.double({ noNaN: true }), { minLength: 20, maxLength: 20 }),
        (days, keys) => {
          // A permutation drawn by fast-check itself: order the days by random keys.
          const shuffled = days
            .map((d, i) => ({ d, k: keys[i]! }))
            .sort((a, b) => a.k - b.k)
            .map((x) => x.d);
          expect(dgeCheck(data, shuffled).results).toEqual(dgeCheck(data, days).results);
          expect(dgeCheck(data, days.slice(0, 5).reverse()).results).toEqual(
            dgeCheck(data, days.slice(0, 5)).results,
          );
        },
      ),
      { numRuns: 50 },
    );
  });
});
