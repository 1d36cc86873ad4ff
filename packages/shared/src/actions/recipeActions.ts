/** recipes/fetch, recipes/list, recipes/save, recipes/listImages. */
import { z } from '../schemas/zod';
import { SlugSchema } from '../schemas/common';
import { RecipeListEntrySchema, RecipeSchema } from '../schemas/recipe';
import { action, EmptyPayloadSchema, MAX_LIST_ANSWER } from './common';

/**
 * The version of the recipe list a kitchen sees: the versions of the summaries it is made of (shared,
 * the Träger's, the kitchen's own), as the server writes it (recipeListVersion in functions).
 */
export const RecipeListVersionSchema = z.string().min(1).max(200);

export const RECIPE_ACTIONS = {
  /** One full recipe; not-found when it does not exist (the client marks it notFound). */
  'recipes/fetch': action({
    payload: z.strictObject({ slug: SlugSchema }),
    answer: z.strictObject({ recipe: RecipeSchema }),
    role: 'reader',
  }),
  /**
   * Shared recipes plus the caller's own, without methods. The client sends the `listVersion` it holds
   * (none on a first load, and from clients older than it); when the list has not changed since, the answer
   * is `upToDate` without recipes.
   */
  'recipes/list': action({
    payload: z.strictObject({ listVersion: RecipeListVersionSchema.optional() }),
    answer: z.strictObject({
      recipes: z.array(RecipeListEntrySchema).max(MAX_LIST_ANSWER).optional(),
      listVersion: RecipeListVersionSchema.optional(),
      upToDate: z.boolean().optional(),
    }),
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
