/**
 * A fake backend for the Statistik tests: the test catalogue (plus a conventional ingredient), the test
 * recipes, the kitchen's plan weeks and shopping lists, and the usage counters – or a refusal for any of them.
 */
import {
  IngredientSchema,
  ShoppingListSchema,
  type PlanWeek,
  type ShoppingList,
  type UsageStats,
} from '@speiseplaner/shared';
import { TransportError } from '../../../test/fakeTransport';
import { INGREDIENTS, plannerBackend } from '../../../test/testCatalogue';

export const CONVENTIONAL_RICE = IngredientSchema.parse({
  slug: 'reis-konventionell',
  name: 'Reis (konventionell)',
  unit: 'g',
  referenceAmount: 1000,
  netReferenceAmount: 1000,
  referenceAmountInG: 1000,
  prices: [{ price: 3, fromDate: '2025-01-01', referenceAmount: 1000 }],
  calories: 350,
  foodGroup: 'grains',
  isOrganic: false,
});

/** A shopping list starting `startDate` with items of the given euro values (organic carrots, conventional rice). */
export function listOn(id: string, startDate: string, organic: number, conventional: number): ShoppingList {
  return ShoppingListSchema.parse({
    id,
    startDate,
    endDate: startDate,
    items: [
      { slug: 'karotte', name: 'Karotte', foodGroup: 'vegetables', amount: 10, unit: 'kg', cost: organic },
      {
        slug: CONVENTIONAL_RICE.slug,
        name: CONVENTIONAL_RICE.name,
        foodGroup: 'grains',
        amount: 5,
        unit: 'kg',
        cost: conventional,
      },
    ],
  });
}

type Refusal = { code: string; message: string };

export interface StatisticsBackendOptions {
  weeks?: PlanWeek[];
  lists?: ShoppingList[] | Refusal;
  stats?: UsageStats | Refusal;
}

const refuse = (r: Refusal) => {
  throw new TransportError(r.code, r.message);
};

export function statisticsBackend({ weeks = [], lists = [], stats }: StatisticsBackendOptions = {}) {
  return plannerBackend({
    extra: {
      'ingredients/checkFetch': () => ({
        upToDate: false,
        catalogueVersion: 7,
        ingredients: [...INGREDIENTS, CONVENTIONAL_RICE],
      }),
      'plan/listWeeks': (payload) => {
        const { from = '', to = '9999' } = payload;
        return { weeks: weeks.filter((w) => w.id >= from && w.id <= to) };
      },
      'shoppingLists/list': () => (Array.isArray(lists) ? { shoppingLists: lists } : refuse(lists)),
      'plan/stats': () =>
        stats === undefined
          ? refuse({ code: 'permission-denied', message: 'Nur Administratoren dürfen das.' })
          : 'code' in stats
            ? refuse(stats)
            : { stats },
    },
  });
}
