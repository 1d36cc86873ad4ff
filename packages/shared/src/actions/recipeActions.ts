/** recipes/fetch, recipes/list, recipes/save, recipes/listImages, recipes/addImage, recipes/deleteImage. */
import { z } from '../schemas/zod';
import { SlugSchema } from '../schemas/common';
import { RecipeListEntrySchema, RecipeSchema } from '../schemas/recipe';
import {
  AddPhotoPayloadSchema,
  DeletePhotoPayloadSchema,
  MAX_SHARED_PHOTOS,
  PHOTO_QUOTA,
  PhotoEntrySchema,
} from '../photos';
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
  /**
   * Names of the recipe images on offer (`images`, the catalogue's static ones) and the photos the kitchen
   * uploaded to its own recipes (`photos`, issue #33) with what they use of the quota.
   */
  'recipes/listImages': action({
    payload: EmptyPayloadSchema,
    answer: z.strictObject({
      images: z.array(z.string().min(1).max(200)).max(5000),
      photos: z.array(PhotoEntrySchema).max(PHOTO_QUOTA.count).optional(),
      /** Photos of the shared recipes (added in the Verwaltung), for every kitchen. */
      sharedPhotos: z.array(PhotoEntrySchema).max(MAX_SHARED_PHOTOS).optional(),
      used: z.strictObject({ count: z.number().int().min(0), bytes: z.number().int().min(0) }).optional(),
    }),
    role: 'reader',
  }),
  /**
   * Adds a photo to one of the kitchen's own recipes, or with `shared: true` (admins) to a shared recipe;
   * answers its entry (the same one when already there).
   */
  'recipes/addImage': action({
    payload: AddPhotoPayloadSchema,
    answer: z.strictObject({ photo: PhotoEntrySchema }),
    feature: 'recipes',
    role: 'cook',
  }),
  /** Removes a photo of one of the kitchen's own recipes (or, `shared: true`, admins: of a shared one). */
  'recipes/deleteImage': action({
    payload: DeletePhotoPayloadSchema,
    answer: z.strictObject({ deleted: z.literal(true) }),
    feature: 'recipes',
    role: 'cook',
  }),
};
