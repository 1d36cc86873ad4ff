import { IngredientSchema, today } from '@speiseplaner/shared';
import { ingredientRow, visibleRows } from './ingredientRows';
import { INGREDIENTS } from '../../../test/testCatalogue';

const day = today();
const unpriced = IngredientSchema.parse({ ...INGREDIENTS[0], slug: 'ingwer', name: 'Ingwer', prices: [] });
const rows = [...INGREDIENTS, unpriced].map((i) =>
  ingredientRow(i, { sahne: { price: 3, amount: 250 } }, day),
);
const order = (key: Parameters<typeof visibleRows>[2], dir: 'asc' | 'desc') =>
  visibleRows(rows, '', key, dir).map((r) => r.slug);

test('an own price decides the comparable price; the current price column stays the catalogue price', () => {
  const sahne = rows.find((r) => r.slug === 'sahne')!;
  expect(sahne).toMatchObject({ currentPrice: 0.9, comparable: 1.2, ownPrice: true, priceSource: 'user' });
  expect(rows.find((r) => r.slug === 'kartoffel')).toMatchObject({
    currentPrice: 2.5,
    comparable: 0.25,
    ownPrice: false,
    priceSource: 'catalogue',
  });
});

test('without an own price the Träger’s price counts and says so; an own price still wins', () => {
  const traeger = { karotte: { price: 0.6, amount: 200 }, sahne: { price: 9, amount: 100 } };
  const [karotte, , sahne] = INGREDIENTS.map((i) =>
    ingredientRow(i, { sahne: { price: 3, amount: 250 } }, day, {}, traeger),
  );
  expect(karotte).toMatchObject({
    currentPrice: 0.4,
    comparable: 0.3,
    ownPrice: false,
    priceSource: 'organisation',
  });
  expect(sahne).toMatchObject({ comparable: 1.2, ownPrice: true, priceSource: 'user' });
});

test('an ingredient without price shows no price and sorts last', () => {
  expect(rows.find((r) => r.slug === 'ingwer')).toMatchObject({
    currentPrice: undefined,
    comparable: undefined,
  });
  expect(order('comparable', 'asc')).toEqual(['kartoffel', 'karotte', 'sahne', 'haehnchenbrust', 'ingwer']);
  expect(order('comparable', 'desc')).toEqual(['haehnchenbrust', 'sahne', 'karotte', 'kartoffel', 'ingwer']);
});

test('sorts by reference amount and by food group label; searches flags and groups', () => {
  expect(order('referenceAmount', 'desc')[0]).toBe('kartoffel');
  expect(visibleRows(rows, 'nicht vegan', 'name', 'asc').map((r) => r.slug)).toEqual([
    'haehnchenbrust',
    'sahne',
  ]);
  expect(visibleRows(rows, 'milch', 'name', 'asc').map((r) => r.slug)).toEqual(['sahne']);
});

test('the search finds an ingredient by another name of the food (Möhren, Mohrrüben → Karotte; Rahm → Sahne)', () => {
  const found = (search: string) => visibleRows(rows, search, 'name', 'asc').map((r) => r.slug);
  expect(found('Möhre')).toEqual(['karotte']);
  expect(found('mohrrübe')).toEqual(['karotte']);
  expect(found('Rahm')).toEqual(['sahne']);
  expect(found('Sauerrahm')).toEqual([]);
});
