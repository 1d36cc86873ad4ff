/**
 * Food groups as the DGE criteria mean them (docs/domain-rules.md, "Food groups in the DGE check"): fats
 * from milk or coconut (cream, butter, Schmand, coconut milk) count neither as milk products nor as nuts,
 * and a dish counts for nuts, kernels or oilseeds from 15 g of them per Kindergarten portion, summed over
 * its ingredients.
 */
import {
  MIN_NUT_GRAMS_PER_PORTION,
  preparePlannerData,
  recipeCriteria,
  type IngredientInput,
  type RecipeInput,
} from '../../src';
import { INGREDIENTS, RECIPES, TODAY } from '../fixtures/kitchen';

const g = (slug: string, extra: Partial<IngredientInput>): IngredientInput => ({
  slug,
  name: slug,
  unit: 'g',
  referenceAmount: 100,
  netReferenceAmount: 100,
  referenceAmountInG: 100,
  prices: [{ price: 1, fromDate: '2026-01-01', referenceAmount: 100 }],
  ...extra,
});

const EXTRA: IngredientInput[] = [
  g('kochsahne', { foodGroup: 'dairy', isFatProduct: true, allergens: ['10'] }),
  g('schmand', { foodGroup: 'dairy', isFatProduct: true, allergens: ['10'] }),
  g('kokosmilch', { foodGroup: 'nuts', isFatProduct: true }),
  g('mandelmus', { foodGroup: 'nuts', allergens: ['14'] }),
  g('sesam', { foodGroup: 'nuts', allergens: ['21'] }),
];

/** A potato dish for 10 Kindergarten portions with the given extra lines. */
const dish = (slug: string, lines: [string, number][]): RecipeInput => ({
  slug,
  name: slug,
  dishType: 'pan',
  portions: 10,
  ingredients: [{ slug: 'kartoffeln', amount: 1500 }, ...lines.map(([s, amount]) => ({ slug: s, amount }))],
});

const DISHES = [
  dish('mit-sahne', [['kochsahne', 300]]),
  dish('mit-schmand-und-quark', [
    ['schmand', 200],
    ['quark', 300],
  ]),
  dish('mit-kokosmilch', [['kokosmilch', 400]]),
  dish('mit-wenig-mandelmus', [['mandelmus', 140]]),
  dish('mit-mandelmus-und-sesam', [
    ['mandelmus', 100],
    ['sesam', 50],
  ]),
];
const data = preparePlannerData({
  ingredients: [...INGREDIENTS, ...EXTRA],
  recipes: [...RECIPES, ...DISHES],
  today: TODAY,
});
const serves = (slug: string, criterion: 'dairy' | 'nuts') =>
  recipeCriteria(data, data.recipes.get(slug)!).has(criterion);

describe('food groups as the DGE criteria mean them', () => {
  it('counts no cream or Schmand as a milk product, but the quark beside them', () => {
    expect(serves('mit-sahne', 'dairy')).toBe(false);
    expect(serves('mit-schmand-und-quark', 'dairy')).toBe(true);
  });

  it('counts 40 ml coconut milk per portion as no nut dish', () => {
    expect(serves('mit-kokosmilch', 'nuts')).toBe(false);
  });

  it('counts nuts, kernels and oilseeds from 15 g per Kindergarten portion, summed over the lines', () => {
    expect(MIN_NUT_GRAMS_PER_PORTION).toBe(15);
    expect(serves('mit-wenig-mandelmus', 'nuts')).toBe(false); // 14 g
    expect(serves('mit-mandelmus-und-sesam', 'nuts')).toBe(true); // 10 g + 5 g
  });
});
