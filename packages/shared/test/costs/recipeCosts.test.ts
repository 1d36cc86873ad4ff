import {
  DomainError,
  kigaPortions,
  preparePlannerData,
  recipeAllergens,
  recipeBreakdown,
  recipeCost,
  recipeNutrients,
  recipePortionCosts,
  recipeWarnings,
  scaleRecipe,
  totalHeads,
} from '../../src';
import fc from 'fast-check';
import { INGREDIENTS, RECIPES } from '../fixtures/kitchen';
import { kitchenData } from '../fixtures/planner';

const data = kitchenData();

describe('portions', () => {
  it('counts Kindergarten-equivalent portions with default and own factors', () => {
    const stampf = data.recipes.get('kartoffel-moehren-stampf')!;
    // 20 × 1.0 + 10 × 1.3 (default school factor) + 5 × 0.8 (Krippe) = 37
    expect(kigaPortions(stampf, { kiga: 20, school: 10, kita: 5 })).toBeCloseTo(37, 10);
    const gulasch = data.recipes.get('rindergulasch-reis')!;
    // own school factor 1.5: 20 + 10 × 1.5 = 35
    expect(kigaPortions(gulasch, { kiga: 20, school: 10 })).toBe(35);
    expect(kigaPortions(stampf, {})).toBe(0);
    expect(totalHeads({ kiga: 20, school: 10, kita: 5 })).toBe(35);
    expect(() => kigaPortions(stampf, { kiga: -2 })).toThrow(DomainError);
  });
});

describe('recipe costs', () => {
  it('costs one Kindergarten portion from net amounts, gross factors and prices', () => {
    // 200 g potatoes gross × 0.002 €/g = 0.40; 100 g carrots gross × 0.004 = 0.40; 50 ml milk × 0.0015 = 0.075
    const costs = recipePortionCosts(data, 'kartoffel-moehren-stampf');
    expect(costs.perKigaPortion).toBeCloseTo(0.875, 10);
    expect(costs.byAgeGroup.kita).toBeCloseTo(0.7, 10); // 0.875 × 0.8
    expect(costs.byAgeGroup.adult).toBeCloseTo(1.4, 10); // 0.875 × 1.6
    expect(costs.unpricedIngredients).toEqual(['salz']);
    expect(costs.missingIngredients).toEqual([]);
  });

  it('costs a recipe for headcounts', () => {
    // 0.875 € × (20 + 10 × 1.3) = 0.875 × 33 = 28.875 €
    expect(recipeCost(data, 'kartoffel-moehren-stampf', { kiga: 20, school: 10 })).toBeCloseTo(28.875, 10);
    expect(recipeCost(data, 'kartoffel-moehren-stampf', {})).toBe(0);
  });

  it('counts an unknown ingredient as 0 € and names it', () => {
    const costs = recipePortionCosts(data, 'geheimrezept');
    expect(costs.perKigaPortion).toBeCloseTo(0.3, 10); // only the apple: 100 g gross × 0.003
    expect(costs.missingIngredients).toEqual(['einhorn']);
  });

  it('applies the user own price instead of the shared price', () => {
    // own carrot price 1.00 € per 500 g → 100 g gross = 0.20 € instead of 0.40 €: 0.875 − 0.20 = 0.675
    const own = kitchenData({ userPrices: { moehren: { price: 1, amount: 500 } } });
    expect(recipePortionCosts(own, 'kartoffel-moehren-stampf').perKigaPortion).toBeCloseTo(0.675, 10);
  });

  it('follows a price change in a new ingredient list (unchanged ingredients are not checked again)', () => {
    // carrots 0.80 € instead of 0.40 € per 100 g: 0.875 + 0.40 = 1.275
    const changed = INGREDIENTS.map((i) =>
      i.slug === 'moehren'
        ? { ...i, prices: [{ price: 0.8, fromDate: '2026-01-01', referenceAmount: 100 }] }
        : i,
    );
    const next = preparePlannerData({ ingredients: changed, recipes: RECIPES, today: '2026-11-23' });
    expect(recipePortionCosts(next, 'kartoffel-moehren-stampf').perKigaPortion).toBeCloseTo(1.275, 10);
    expect(recipePortionCosts(data, 'kartoffel-moehren-stampf').perKigaPortion).toBeCloseTo(0.875, 10);
  });

  it('scales net and gross amounts to headcounts', () => {
    const lines = scaleRecipe(data, 'kartoffel-moehren-stampf', { kiga: 25 });
    const potatoes = lines.find((l) => l.slug === 'kartoffeln')!;
    expect(potatoes.netAmount).toBeCloseTo(4000, 9); // 160 g × 25
    expect(potatoes.grossAmount).toBeCloseTo(5000, 9); // 4000 ÷ 0.8
    expect(potatoes.cost).toBeCloseTo(10, 9); // 5000 g × 0.002 €
  });

  it('scales linearly in every headcount (property)', () => {
    const heads = fc.record({
      kita: fc.nat(400),
      kiga: fc.nat(400),
      school: fc.nat(400),
      highschool: fc.nat(400),
      adult: fc.nat(400),
    });
    fc.assert(
      fc.property(
        fc.constantFrom(...RECIPES.map((r) => r.slug)),
        heads,
        heads,
        fc.integer({ min: 0, max: 20 }),
        (slug, a, b, k) => {
          const sum = {
            kita: a.kita + b.kita,
            kiga: a.kiga + b.kiga,
            school: a.school + b.school,
            highschool: a.highschool + b.highschool,
            adult: a.adult + b.adult,
          };
          const ca = recipeCost(data, slug, a);
          const cb = recipeCost(data, slug, b);
          expect(recipeCost(data, slug, sum)).toBeCloseTo(ca + cb, 6);
          const scaled = Object.fromEntries(Object.entries(a).map(([g, n]) => [g, Math.min(n * k, 9999)]));
          if (Object.values(a).every((n) => n * k <= 9999))
            expect(recipeCost(data, slug, scaled)).toBeCloseTo(ca * k, 6);
        },
      ),
    );
  });

  it('throws not-found for an unknown recipe slug and invalid-data for a broken recipe', () => {
    expect(() => recipeCost(data, 'gibt-es-nicht', { kiga: 1 })).toThrow(
      'Rezept gibt-es-nicht nicht gefunden.',
    );
    const apple = data.recipes.get('apfel')!;
    expect(() => recipeBreakdown(data, { ...apple, portions: -1 })).toThrow(
      'Ungültige Daten: Portionen von apfel muss eine Zahl über 0 sein, nicht -1.',
    );
    expect(() => recipeCost({} as never, 'apfel', { kiga: 1 })).toThrow('Planungsdaten fehlen');
  });

  it('refuses planner data with a broken ingredient or duplicate slugs', () => {
    expect(() => preparePlannerData({ ingredients: [{ slug: 'x' }] })).toThrow(DomainError);
    expect(() => preparePlannerData({ ingredients: [INGREDIENTS[0], INGREDIENTS[0]] })).toThrow(
      'Zutat kartoffeln ist doppelt vorhanden.',
    );
  });
});

describe('nutrients, allergens and recipe warnings', () => {
  it('computes energy and nutrients per portion from grams', () => {
    // Per Kindergarten portion: potatoes 160 g × 70 kcal/100 g = 112; carrots 80 g × 40/100 = 32;
    // milk 50 ml × 1.03 g/ml = 51.5 g × 64/100 = 32.96 → 176.96 kcal
    const n = recipeNutrients(data, 'kartoffel-moehren-stampf');
    expect(n.energyKcal).toBeCloseTo(176.96, 9);
    expect(n.energyKj).toBeCloseTo(176.96 * 4.184, 9);
    // protein: 160 × 2/100 + 51.5 × 3.4/100 = 3.2 + 1.751 = 4.951
    expect(n.protein).toBeCloseTo(4.951, 9);
    // a school portion is 1.3 × as big
    expect(recipeNutrients(data, 'kartoffel-moehren-stampf', 'school').energyKcal).toBeCloseTo(
      176.96 * 1.3,
      9,
    );
  });

  it('unites the allergens of the ingredients in catalogue order', () => {
    expect(recipeAllergens(data, 'quarkauflauf')).toEqual(['10', '12']);
    expect(recipeAllergens(data, 'vollkornnudeln-linsen')).toEqual(['16']);
    expect(recipeAllergens(data, 'apfel')).toEqual([]);
  });

  it('unites the warning flags, plus dish type noodles and sweets', () => {
    expect(recipeWarnings(data, 'rindergulasch-reis')).toEqual([
      'rice',
      'grain',
      'meat',
      'notVegetarian',
      'notVegan',
    ]);
    expect(recipeWarnings(data, 'vollkornnudeln-linsen')).toEqual(['noodle', 'legume', 'grain']);
    expect(recipeWarnings(data, 'quarkauflauf')).toEqual(['dessert', 'notVegan']);
  });
});
