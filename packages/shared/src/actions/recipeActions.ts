/** recipes/fetch, recipes/list, recipes/save, recipes/listImages. */
import { z } from '../schemas/zod';
import { SlugSchema } from '../schemas/common';
import { RecipeListEntrySchema, RecipeSchema } from '../schemas/recipe';
import { action, EmptyPayloadSchema, MAX_LIST_ANSWER } from './common';

export const RECIPE_ACTIONS = {
  /** One full recipe; not-found when it does not exist (the client marks it notFound). */
  'recipes/fetch': action({
    payload: z.strictObject({ slug: SlugSchema }),
    answer: z.strictObject({ recipe: RecipeSchema }),
    role: 'reader',
  }),
  /** Shared recipes plus the caller's own, without methods. */
  'recipes/list': action({
    payload: EmptyPayloadSchema,
    answer: z.strictObject({ recipes: z.array(RecipeListEntrySchema).max(MAX_LIST_ANSWER) }),
    role: 'reader',
  }),
  /** Saves an own recipe, or with `shared: true` (admins) a shared one; `recipe.version` as last seen. */
  'recipes/save': action({
    payload: z.strictObject({ recipe: RecipeSchema, shared: z.boolean().optional() }),
    answer: z.strictObject({ recipe: RecipeSchema }),
    feature: 'recipes',
    role: 'cook',
  }),
  /** Names of the recipe images on offer. */
  'recipes/listImages': action({
    payload: EmptyPayloadSchema,
    answer: z.strictObject({ images: z.array(z.string().min(1).max(200)).max(5000) }),
    role: 'reader',
  }),
};
