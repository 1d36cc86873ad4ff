/** shoppingLists/list, shoppingLists/fetch, shoppingLists/save, shoppingLists/new. */
import { z } from '../schemas/zod';
import { IdSchema } from '../schemas/common';
import { BoundedShoppingListSchema, ShoppingListSchema } from '../schemas/shoppingList';
import { action, EmptyPayloadSchema } from './common';

/** Most lists one kitchen keeps. */
export const MAX_SHOPPING_LISTS = 500;

export const SHOPPING_ACTIONS = {
  'shoppingLists/list': action({
    payload: EmptyPayloadSchema,
    answer: z.strictObject({ shoppingLists: z.array(ShoppingListSchema).max(MAX_SHOPPING_LISTS) }),
    feature: 'shopping',
    role: 'reader',
  }),
  'shoppingLists/fetch': action({
    payload: z.strictObject({ id: IdSchema }),
    answer: z.strictObject({ shoppingList: ShoppingListSchema }),
    feature: 'shopping',
    role: 'reader',
  }),
  /** Saves an existing list (at most 42 days long); `shoppingList.version` is the version the client last saw. */
  'shoppingLists/save': action({
    payload: z.strictObject({ shoppingList: BoundedShoppingListSchema }),
    answer: z.strictObject({ shoppingList: ShoppingListSchema }),
    feature: 'shopping',
    role: 'cook',
  }),
  /**
   * Stores a new list (id chosen by the client with newShoppingList, at most 42 days long); sending the
   * same list again answers the stored one.
   */
  'shoppingLists/new': action({
    payload: z.strictObject({ shoppingList: BoundedShoppingListSchema }),
    answer: z.strictObject({ shoppingList: ShoppingListSchema }),
    feature: 'shopping',
    role: 'cook',
  }),
};
