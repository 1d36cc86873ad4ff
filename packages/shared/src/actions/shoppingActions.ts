/** shoppingLists/list, shoppingLists/fetch, shoppingLists/save, shoppingLists/new. */
import { z } from 'zod';
import { DateStringSchema, HeadcountsSchema, IdSchema } from '../schemas/common';
import {
  MAX_SHOPPING_ITEMS,
  MAX_SHOPPING_RANGE_DAYS,
  ShoppingItemSchema,
  ShoppingListDraftSchema,
  ShoppingListSchema,
} from '../schemas/shoppingList';
import { action, EmptyPayloadSchema, SeenVersionSchema } from './common';

/** Most lists one kitchen keeps. */
export const MAX_SHOPPING_LISTS = 500;

const DAY_MS = 86_400_000;

/** A new list: range, heads and the items the client computed with buildShoppingList; the server assigns the id. */
export const NewShoppingListSchema = z
  .strictObject({
    startDate: DateStringSchema,
    endDate: DateStringSchema,
    heads: HeadcountsSchema,
    items: z.array(ShoppingItemSchema).max(MAX_SHOPPING_ITEMS),
  })
  .refine((l) => l.startDate <= l.endDate, {
    message: 'Das Enddatum liegt vor dem Startdatum',
    path: ['endDate'],
  })
  .refine((l) => (Date.parse(l.endDate) - Date.parse(l.startDate)) / DAY_MS < MAX_SHOPPING_RANGE_DAYS, {
    message: `Eine Einkaufsliste umfasst höchstens ${MAX_SHOPPING_RANGE_DAYS} Tage`,
    path: ['endDate'],
  });

export const SHOPPING_ACTIONS = {
  'shoppingLists/list': action({
    payload: EmptyPayloadSchema,
    answer: z.strictObject({ lists: z.array(ShoppingListSchema).max(MAX_SHOPPING_LISTS) }),
    feature: 'shopping',
  }),
  'shoppingLists/fetch': action({
    payload: z.strictObject({ id: IdSchema }),
    answer: z.strictObject({ list: ShoppingListSchema }),
    feature: 'shopping',
  }),
  'shoppingLists/save': action({
    payload: z.strictObject({ list: ShoppingListDraftSchema, version: SeenVersionSchema }),
    answer: z.strictObject({ list: ShoppingListSchema }),
    feature: 'shopping',
  }),
  'shoppingLists/new': action({
    payload: NewShoppingListSchema,
    answer: z.strictObject({ list: ShoppingListSchema }),
    feature: 'shopping',
  }),
};
