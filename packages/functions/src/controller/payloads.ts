/**
 * Payload schemas of the controller's actions, built from the shared entity schemas (sizes, ids and
 * strict objects come from there). Every object is strict: unknown and prototype-pollution keys fail.
 */
import { z } from 'zod';
import {
  HeadcountsSchema,
  IdSchema,
  IngredientSchema,
  MasterplanWeekSchema,
  NameSchema,
  PlanWeekSchema,
  RecipeSchema,
  ShoppingListSchema,
  SlugSchema,
  UserPricesSchema,
  VersionSchema,
  WeekIdSchema,
} from '@speiseplaner/shared';

export const EmptyPayload = z.strictObject({});
export const WeekRangePayload = z
  .strictObject({ from: WeekIdSchema.optional(), to: WeekIdSchema.optional() })
  .refine((r) => !r.from || !r.to || r.from <= r.to, { message: 'Der Zeitraum ist leer', path: ['to'] });

export const PAYLOADS = {
  'ingredients/fetchAll': EmptyPayload,
  'ingredients/checkFetch': z.strictObject({ catalogueVersion: VersionSchema.optional() }),
  'ingredients/save': z.strictObject({ ingredient: IngredientSchema }),
  'masterplan/listWeeks': WeekRangePayload,
  'masterplan/saveWeek': z.strictObject({ week: MasterplanWeekSchema }),
  'plan/listWeeks': WeekRangePayload,
  'plan/saveNewWeek': z.strictObject({ week: PlanWeekSchema }),
  'plan/saveWeek': z.strictObject({ week: PlanWeekSchema }),
  'plan/stats': EmptyPayload,
  'recipes/fetch': z.strictObject({ slug: SlugSchema }),
  'recipes/list': EmptyPayload,
  'recipes/save': z.strictObject({ recipe: RecipeSchema, shared: z.boolean().optional() }),
  'recipes/listImages': EmptyPayload,
  'shoppingLists/list': EmptyPayload,
  'shoppingLists/fetch': z.strictObject({ id: IdSchema }),
  'shoppingLists/save': z.strictObject({ shoppingList: ShoppingListSchema }),
  'shoppingLists/new': z.strictObject({ shoppingList: ShoppingListSchema }),
  'user/validate': EmptyPayload,
  'user/name': z.strictObject({ name: NameSchema }),
  'user/heads': z.strictObject({ heads: HeadcountsSchema }),
  'user/prices': z.strictObject({ prices: UserPricesSchema }),
} as const;

export type PayloadOf<T extends keyof typeof PAYLOADS> = z.output<(typeof PAYLOADS)[T]>;
