/** ingredients/fetchAll, ingredients/checkFetch, ingredients/save. An entity's `version` is the one the client last saw. */
import { z } from '../schemas/zod';
import { VersionSchema } from '../schemas/common';
import { IngredientSchema } from '../schemas/ingredient';
import { action, EmptyPayloadSchema, MAX_LIST_ANSWER } from './common';

const IngredientListSchema = z.array(IngredientSchema).max(MAX_LIST_ANSWER);

export const INGREDIENT_ACTIONS = {
  /** Every ingredient with prices; every signed-in kitchen needs them for costs. */
  'ingredients/fetchAll': action({
    payload: EmptyPayloadSchema,
    answer: z.strictObject({ ingredients: IngredientListSchema, catalogueVersion: VersionSchema }),
    role: 'reader',
  }),
  /** On load: the client sends the catalogue version it holds; ingredients come back only when it is outdated. */
  'ingredients/checkFetch': action({
    payload: z.strictObject({ catalogueVersion: VersionSchema.optional() }),
    answer: z.strictObject({
      upToDate: z.boolean(),
      catalogueVersion: VersionSchema,
      ingredients: IngredientListSchema.optional(),
    }),
    role: 'reader',
  }),
  /** Puts one ingredient into the shared catalogue (version 0 = new slug). */
  'ingredients/save': action({
    payload: z.strictObject({ ingredient: IngredientSchema }),
    answer: z.strictObject({ ingredient: IngredientSchema }),
    feature: 'ingredients',
    admin: true,
    role: 'reader',
  }),
};
