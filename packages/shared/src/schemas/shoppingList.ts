/** Shopping list and its items (docs/domain-shapes.md). */
import { z } from './zod';
import { ChangedBySchema } from './kitchen';
import { FOOD_GROUP_IDS } from '../catalogues/foodGroups';
import { PURCHASE_UNIT_IDS } from '../catalogues/units';
import {
  AmountSchema,
  DateStringSchema,
  DEFAULT_HEADS,
  HeadcountsSchema,
  IdSchema,
  MoneySchema,
  NameSchema,
  SlugSchema,
  VersionSchema,
} from './common';

/** Most items on one list (a 6-week plan rarely needs more than 300 ingredients). */
export const MAX_SHOPPING_ITEMS = 1000;
/** Longest date range of one list, in days. */
export const MAX_SHOPPING_RANGE_DAYS = 42;

export const ShoppingItemSchema = z.strictObject({
  slug: SlugSchema,
  name: NameSchema,
  foodGroup: z.enum(FOOD_GROUP_IDS),
  /** Gross amount to buy, in `unit`. */
  amount: AmountSchema,
  unit: z.enum(PURCHASE_UNIT_IDS),
  /** Euro. */
  cost: MoneySchema,
  checked: z.boolean().default(false),
});
export type ShoppingItem = z.infer<typeof ShoppingItemSchema>;

export const SHOPPING_STATUSES = ['open', 'shopped'] satisfies [unknown, unknown];
export type ShoppingStatus = (typeof SHOPPING_STATUSES)[number];

export const ShoppingListFieldsSchema = z.strictObject({
  id: IdSchema,
  startDate: DateStringSchema,
  endDate: DateStringSchema,
  status: z.enum(SHOPPING_STATUSES).default('open'),
  heads: HeadcountsSchema.default(() => ({ ...DEFAULT_HEADS })),
  items: z
    .array(ShoppingItemSchema)
    .max(MAX_SHOPPING_ITEMS)
    .default(() => []),
  /** Who saved it last and when (set by the server). */
  changedBy: ChangedBySchema.optional(),
  version: VersionSchema.default(0),
});

export const ShoppingListSchema = ShoppingListFieldsSchema.refine((l) => l.startDate <= l.endDate, {
  message: 'Das Enddatum liegt vor dem Startdatum',
  path: ['endDate'],
});
export type ShoppingList = z.infer<typeof ShoppingListSchema>;

const DAY_MS = 86_400_000;
export const SHOPPING_RANGE_MESSAGE = `Eine Einkaufsliste umfasst höchstens ${MAX_SHOPPING_RANGE_DAYS} Tage`;
/** Whether a list's date range stays within MAX_SHOPPING_RANGE_DAYS (both ends count). */
export const shoppingRangeFits = (list: { startDate: string; endDate: string }): boolean =>
  (Date.parse(list.endDate) - Date.parse(list.startDate)) / DAY_MS < MAX_SHOPPING_RANGE_DAYS;
/**
 * A list as a client sends it (shoppingLists/new and shoppingLists/save): at most 42 days long. Answers use
 * ShoppingListSchema, so a list stored before the bound was checked on save still loads.
 */
export const BoundedShoppingListSchema = ShoppingListSchema.refine(shoppingRangeFits, {
  message: SHOPPING_RANGE_MESSAGE,
  path: ['endDate'],
});
export type ShoppingListInput = z.input<typeof ShoppingListSchema>;

/** Loading state of the shopping lists in the app (docs/product.md, "Loading and autosave"). */
export const SHOPPING_LOADING_STATES = ['none', 'loading', 'loaded'] as const;
export type ShoppingLoadingState = (typeof SHOPPING_LOADING_STATES)[number];
