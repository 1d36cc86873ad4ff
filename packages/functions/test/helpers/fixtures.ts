/** Valid example entities (as a client would send them) and a far-future workshop. */
import type { IngredientInput, RecipeInput, ShoppingListInput, Workshop } from '@speiseplaner/shared';

export function ingredient(slug: string, overrides: Partial<IngredientInput> = {}): IngredientInput {
  return {
    slug,
    name: `Zutat ${slug}`,
    unit: 'g',
    referenceAmount: 100,
    netReferenceAmount: 90,
    referenceAmountInG: 100,
    prices: [{ price: 0.45, fromDate: '2026-01-01', referenceAmount: 100 }],
    calories: 80,
    foodGroup: 'vegetables',
    version: 0,
    ...overrides,
  };
}

export function recipe(slug: string, overrides: Partial<RecipeInput> = {}): RecipeInput {
  return {
    slug,
    name: `Rezept ${slug}`,
    dishType: 'component',
    ingredients: [{ slug: 'karotte', amount: 500 }],
    method: 'Karotten schälen, in Scheiben schneiden und dünsten.',
    portions: 10,
    version: 0,
    ...overrides,
  };
}

export function week(id: string, recipes: string[] = [], version = 0) {
  return {
    id,
    days: [0, 1, 2, 3, 4].map((i) => ({ recipes: i === 0 ? recipes : [] })),
    average: 1.25,
    version,
  };
}

export function masterplanWeek(id: string, version = 0) {
  return { ...week(id, ['linsen-dal'], version), average: 1.4 };
}

export function shoppingList(id: string, overrides: Partial<ShoppingListInput> = {}): ShoppingListInput {
  return {
    id,
    startDate: '2026-11-23',
    endDate: '2026-11-27',
    status: 'open',
    heads: { kiga: 20 },
    items: [
      {
        slug: 'karotte',
        name: 'Karotte',
        foodGroup: 'vegetables',
        amount: 5000,
        unit: 'g',
        cost: 22.5,
        checked: false,
      },
    ],
    version: 0,
    ...overrides,
  };
}

/** A workshop a year ahead with its deadline 14 days before. */
export function upcomingWorkshop(slug: string, overrides: Partial<Workshop> = {}): Workshop {
  const start = new Date(Date.now() + 365 * 86_400_000);
  start.setUTCHours(9, 0, 0, 0);
  const deadline = new Date(start.getTime() - 14 * 86_400_000).toISOString().slice(0, 10);
  return {
    slug,
    title: 'Einführung in den Speiseplaner',
    date: start.toISOString(),
    deadline,
    duration: 90,
    type: 'einfuehrung',
    ...overrides,
  };
}
