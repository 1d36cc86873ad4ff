/** shoppingLists/list, shoppingLists/fetch, shoppingLists/save, shoppingLists/new. */
import { z } from '../schemas/zod';
import { IdSchema } from '../schemas/common';
import { MAX_SHOPPING_RANGE_DAYS, ShoppingListSchema } from '../schemas/shoppingList';
import { action, EmptyPayloadSchema } from './common';

/** Most lists one kitchen keeps. */
export const MAX_SHOPPING_LISTS = 500;

const DAY_MS = 86_400_000;

/** A new list as the client built it with newShoppingList (id chosen by the client), at most 42 days long. */
export const NewShoppingListSchema = ShoppingListSchema.refine(
  (l) => (Date.parse(l.endDate) - Date.parse(l.startDate)) / DAY_MS < MAX_SHOPPING_RANGE_DAYS,
  { message: `Eine Einkaufsliste umfasst höchstens ${MAX_SHOPPING_RANGE_DAYS} Tage`, path: ['endDate'] },
);

export const SHOPPING_ACTIONS = {
  'shoppingLists/list': action({
    payload: EmptyPayloadSchema,
    answer: z.strictObject({ shoppingLists: z.array(ShoppingListSchema).max(MAX_SHOPPING_LISTS) }),
    feature: 'shopping',
  }),
  'shoppingLists/fetch': action({
    payload: z.strictObject({ id: IdSchema }),
    answer: z.strictObject({ shoppingList: ShoppingListSchema }),
    feature: 'shopping',
  }),
  /** Saves an existing list; `shoppingList.version` is the version the client last saw. */
  'shoppingLists/save': action({
    payload: z.strictObject({ shoppingList: ShoppingListSchema }),
    answer: z.strictObject({ shoppingList: ShoppingListSchema }),
    feature: 'shopping',
  }),
  /** Stores a new list under the client's id; sending the same list again answers the stored one. */
  'shoppingLists/new': action({
    payload: z.strictObject({ shoppingList: NewShoppingListSchema }),
    answer: z.strictObject({ shoppingList: ShoppingListSchema }),
    feature: 'shopping',
  }),
};
