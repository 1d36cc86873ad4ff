/** ingredients/fetchAll, ingredients/save, ingredients/checkFetch. */
import { z } from 'zod';
import { InstantSchema } from '../schemas/common';
import { IngredientDraftSchema, IngredientSchema } from '../schemas/ingredient';
import { action, EmptyPayloadSchema, MAX_LIST_ANSWER, SeenVersionSchema } from './common';

export const INGREDIENT_ACTIONS = {
  /** Every ingredient with prices; every signed-in kitchen needs them for costs. */
  'ingredients/fetchAll': action({
    payload: EmptyPayloadSchema,
    answer: z.strictObject({
      ingredients: z.array(IngredientSchema).max(MAX_LIST_ANSWER),
      updatedAt: InstantSchema.nullable(),
    }),
  }),
  /** Creates (version 0, slug must be new) or updates a shared ingredient. */
  'ingredients/save': action({
    payload: z.strictObject({ ingredient: IngredientDraftSchema, version: SeenVersionSchema }),
    answer: z.strictObject({ ingredient: IngredientSchema }),
    feature: 'ingredients',
    admin: true,
  }),
  /** On load: has the catalogue changed since the client's copy? */
  'ingredients/checkFetch': action({
    payload: z.strictObject({ since: InstantSchema.nullable().default(null) }),
    answer: z.strictObject({ changed: z.boolean(), updatedAt: InstantSchema.nullable() }),
  }),
};
