import { dishMarks, organicLegend, organicOnMenu, preparePlannerData } from '../../src';
import { INGREDIENTS, RECIPES, TODAY } from '../fixtures/kitchen';
import { kitchenData } from '../fixtures/planner';

const data = kitchenData();

describe('marks of a dish on the parents’ menu', () => {
  it('calls a dish without animal ingredients vegan and one with dairy or eggs vegetarian', () => {
    expect(dishMarks(data, 'vollkornnudeln-linsen').diet).toBe('vegan');
    expect(dishMarks(data, 'quarkauflauf').diet).toBe('vegetarian');
    expect(dishMarks(data, 'rindergulasch-reis').diet).toBeNull();
    expect(dishMarks(data, 'lachs-kartoffeln').diet).toBeNull();
  });

  it('gives allergens and additives as codes and keeps labels apart', () => {
    const nuts = preparePlannerData({
      ingredients: INGREDIENTS,
      recipes: [
        ...RECIPES,
        {
          slug: 'apfel-nuss',
          name: 'Apfel mit Nüssen',
          dishType: 'dessert',
          ingredients: [
            { slug: 'apfel', amount: 90, raw: true },
            { slug: 'nuesse', amount: 10 },
          ],
        },
      ],
      today: TODAY,
    });
    expect(dishMarks(nuts, 'apfel-nuss')).toEqual({
      diet: 'vegan',
      codes: ['14'],
      labels: ['KR'],
      organic: false,
      ownAllergens: [],
    });
    expect(dishMarks(data, 'quarkauflauf')).toMatchObject({ codes: ['10', '12'], labels: [], organic: true });
  });

  it('claims neither a diet nor Bio for a dish with an unknown ingredient', () => {
    expect(dishMarks(data, 'geheimrezept')).toMatchObject({ diet: null, organic: false });
  });

  it('calls a dish Bio whose agricultural ingredients are organic, salt and water left out', () => {
    const salt = {
      slug: 'speisesalz',
      name: 'Speisesalz',
      unit: 'g' as const,
      netReferenceAmount: 100,
      referenceAmountInG: 100,
      isOrganic: false,
      notAgricultural: true,
    };
    const dish = (slug: string, lines: string[]) => ({
      slug,
      name: slug,
      ingredients: lines.map((s) => ({ slug: s, amount: 10 })),
    });
    const salted = preparePlannerData({
      ingredients: [...INGREDIENTS, salt],
      recipes: [
        ...RECIPES,
        dish('apfel-gesalzen', ['apfel', 'speisesalz']),
        dish('nuss-gesalzen', ['nuesse', 'speisesalz']),
        dish('nur-salz', ['speisesalz']),
      ],
      today: TODAY,
    });
    expect(dishMarks(salted, 'apfel-gesalzen').organic).toBe(true);
    expect(dishMarks(salted, 'nuss-gesalzen').organic).toBe(false);
    expect(dishMarks(salted, 'nur-salz').organic).toBe(false);
  });
});

describe('"Bio" on the menu', () => {
  it('only for an organic dish of a kitchen that gave its control body code, which the legend names', () => {
    expect(organicOnMenu({ organic: true }, 'DE-ÖKO-006')).toBe(true);
    expect(organicOnMenu({ organic: true }, '')).toBe(false);
    expect(organicOnMenu({ organic: true }, '  ')).toBe(false);
    expect(organicOnMenu({ organic: false }, 'DE-ÖKO-006')).toBe(false);
    expect(organicLegend('DE-ÖKO-006')).toBe(
      'Bio = alle landwirtschaftlichen Zutaten aus ökologischem Landbau (Öko-Kontrollstelle DE-ÖKO-006)',
    );
  });
});
