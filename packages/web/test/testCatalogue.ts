/** A small ingredient catalogue and recipes for the planner's tests, checked by the real schemas. */
import { IngredientSchema, RecipeSchema, type Ingredient, type Recipe } from '@speiseplaner/shared';
import { makeTransport, type Handlers } from './fakeTransport';

const price = (value: number, referenceAmount = 100) => [
  { price: value, fromDate: '2025-01-01', referenceAmount },
];

export const INGREDIENTS: Ingredient[] = [
  {
    slug: 'karotte',
    name: 'Karotte',
    unit: 'g',
    referenceAmount: 100,
    netReferenceAmount: 80,
    referenceAmountInG: 100,
    prices: price(0.4),
    calories: 36,
    components: { protein: 1, carbs: 7, fat: 0.2, fiber: 3.6, salt: 0.1 },
    foodGroup: 'vegetables',
  },
  {
    slug: 'kartoffel',
    name: 'Kartoffel',
    unit: 'g',
    referenceAmount: 1000,
    netReferenceAmount: 850,
    referenceAmountInG: 1000,
    prices: price(2.5, 1000),
    calories: 70,
    components: { protein: 2, carbs: 15, fat: 0.1, fiber: 2, salt: 0 },
    foodGroup: 'potatoes',
    isPotato: true,
  },
  {
    slug: 'sahne',
    name: 'Sahne',
    unit: 'ml',
    referenceAmount: 100,
    netReferenceAmount: 100,
    referenceAmountInG: 100,
    prices: price(0.9),
    calories: 300,
    components: { protein: 2.4, carbs: 3.2, fat: 30, fiber: 0, salt: 0.1 },
    foodGroup: 'dairy',
    allergens: ['10'],
  },
  {
    slug: 'haehnchenbrust',
    name: 'Hähnchenbrust',
    unit: 'g',
    referenceAmount: 100,
    netReferenceAmount: 100,
    referenceAmountInG: 100,
    prices: price(2.2),
    calories: 110,
    components: { protein: 23, carbs: 0, fat: 1.5, fiber: 0, salt: 0.2 },
    foodGroup: 'meat',
    isMeat: true,
    isNotVegetarian: true,
    isNotVegan: true,
  },
].map((i) => IngredientSchema.parse(i));

export const SOUP: Recipe = RecipeSchema.parse({
  slug: 'karottensuppe',
  name: 'Karottensuppe',
  dishType: 'soup',
  category: 'Hauptgericht',
  tags: ['Suppe', 'Winter'],
  months: [true, true, true, false, false, false, false, false, false, true, true, true],
  complexity: 0,
  portions: 10,
  ingredients: [
    { slug: 'karotte', amount: 1000 },
    { slug: 'kartoffel', amount: 500 },
    { slug: 'sahne', amount: 200 },
  ],
  method: 'Gemüse schälen, kochen, pürieren.',
  version: 3,
});

export const CURRY: Recipe = RecipeSchema.parse({
  slug: 'haehnchen-curry',
  name: 'Hähnchen-Curry',
  dishType: 'pan',
  category: 'Hauptgericht',
  tags: ['Sommer'],
  complexity: 2,
  portions: 10,
  ingredients: [
    { slug: 'haehnchenbrust', amount: 800 },
    { slug: 'karotte', amount: 300 },
  ],
  version: 1,
});

export const listEntry = ({ method: _m, ...entry }: Recipe) => entry;

/** A backend that knows the catalogue and the recipes, and stores saved recipes and user prices. */
export function plannerBackend(options: { recipes?: Recipe[]; extra?: Handlers } = {}) {
  const recipes = new Map((options.recipes ?? [SOUP, CURRY]).map((r) => [r.slug, r]));
  return makeTransport({
    'ingredients/checkFetch': () => ({ upToDate: false, catalogueVersion: 7, ingredients: INGREDIENTS }),
    'recipes/list': () => ({ recipes: [...recipes.values()].map(listEntry) }),
    'recipes/listImages': () => ({ images: ['karottensuppe.jpg', 'andere.jpg'] }),
    'recipes/fetch': (payload) => {
      const found = recipes.get(payload.slug);
      if (!found) throw Object.assign(new Error('Das Rezept gibt es nicht.'), { code: 'not-found' });
      return { recipe: found };
    },
    'recipes/save': (payload) => {
      const { recipe } = payload;
      const saved = { ...recipe, version: recipe.version + 1 };
      recipes.set(saved.slug, saved);
      return { recipe: saved };
    },
    ...options.extra,
  });
}
