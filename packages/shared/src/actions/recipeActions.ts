/** recipes/fetch, recipes/list, recipes/save, recipes/listImages. */
import { z } from 'zod';
import { SlugSchema, UrlSchema } from '../schemas/common';
import { RecipeDraftSchema, RecipeListEntrySchema, RecipeSchema } from '../schemas/recipe';
import { action, EmptyPayloadSchema, MAX_LIST_ANSWER, SeenVersionSchema } from './common';

export const RecipeImageSchema = z.strictObject({
  name: z.string().min(1).max(200),
  url: UrlSchema,
  /** Recipe the image belongs to, if any. */
  slug: SlugSchema.optional(),
});
export type RecipeImage = z.infer<typeof RecipeImageSchema>;

export const RECIPE_ACTIONS = {
  /** One full recipe; not-found when it does not exist (the client marks it notFound). */
  'recipes/fetch': action({
    payload: z.strictObject({ slug: SlugSchema }),
    answer: z.strictObject({ recipe: RecipeSchema }),
  }),
  /** Shared recipes plus the caller's own, without methods. */
  'recipes/list': action({
    payload: EmptyPayloadSchema,
    answer: z.strictObject({ recipes: z.array(RecipeListEntrySchema).max(MAX_LIST_ANSWER) }),
  }),
  /** Creates (version 0, slug must be new) or updates a recipe the caller owns. */
  'recipes/save': action({
    payload: z.strictObject({ recipe: RecipeDraftSchema, version: SeenVersionSchema }),
    answer: z.strictObject({ recipe: RecipeSchema }),
    feature: 'recipes',
  }),
  'recipes/listImages': action({
    payload: z.strictObject({ slug: SlugSchema.optional() }),
    answer: z.strictObject({ images: z.array(RecipeImageSchema).max(2000) }),
    feature: 'recipes',
  }),
};
