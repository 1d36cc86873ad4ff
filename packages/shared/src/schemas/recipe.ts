/** Recipe and recipe list entry (docs/domain-shapes.md). Amounts are net, for `portions` Kindergarten portions. */
import { z } from './zod';
import { ChangedBySchema } from './kitchen';
import { DISH_TYPE_IDS } from '../catalogues/dishTypes';
import {
  AmountSchema,
  IdSchema,
  NameSchema,
  PortionFactorsSchema,
  ShortTextSchema,
  singleLine,
  SlugSchema,
  TextSchema,
  VersionSchema,
} from './common';

/** Most ingredients in one recipe, and most tags. */
export const MAX_RECIPE_INGREDIENTS = 60;
export const MAX_TAGS = 20;

export const RecipeIngredientSchema = z.strictObject({
  slug: SlugSchema,
  amount: AmountSchema,
  /** Raw vegetables or whole fruit, for the DGE check. */
  raw: z.boolean().optional(),
});
export type RecipeIngredient = z.infer<typeof RecipeIngredientSchema>;

const allMonths = () => Array.from({ length: 12 }, () => true);

const recipeFields = {
  slug: SlugSchema,
  name: NameSchema,
  dishType: z.enum(DISH_TYPE_IDS).default('component'),
  category: ShortTextSchema.default(''),
  tags: z
    .array(singleLine(z.string().min(1).max(40)))
    .max(MAX_TAGS)
    .default(() => []),
  months: z.array(z.boolean()).length(12).default(allMonths),
  complexity: z.union([z.literal(0), z.literal(1), z.literal(2)]).default(0),
  portions: z.number().finite().positive().max(10_000).default(1),
  headPortionFactors: PortionFactorsSchema.default(() => ({ kiga: 1 })),
  ingredients: z
    .array(RecipeIngredientSchema)
    .max(MAX_RECIPE_INGREDIENTS)
    .default(() => []),
  /** The kitchen whose recipe an admin made a shared one (admin/shareRecipe); absent otherwise. */
  author: ShortTextSchema.optional(),
};

export const RecipeSchema = z.strictObject({
  ...recipeFields,
  method: TextSchema.default(''),
  /** uid of the kitchen that owns it; absent for shared recipes. */
  owner: IdSchema.optional(),
  /** The Träger whose recipe it is (its orgId); absent on own and shared recipes (docs/data-model.md). */
  organisation: IdSchema.optional(),
  /** Who saved it last and when (set by the server; own recipes only). */
  changedBy: ChangedBySchema.optional(),
  version: VersionSchema.default(0),
});
export type Recipe = z.infer<typeof RecipeSchema>;
export type RecipeInput = z.input<typeof RecipeSchema>;

/** What recipes/list delivers per recipe: everything but the method. */
export const RecipeListEntrySchema = z.strictObject({
  ...recipeFields,
  owner: IdSchema.optional(),
  /** The Träger whose recipe it is; absent on own and shared recipes. */
  organisation: IdSchema.optional(),
  changedBy: ChangedBySchema.optional(),
  version: VersionSchema.default(0),
});
export type RecipeListEntry = z.infer<typeof RecipeListEntrySchema>;

/** A recipe slot in the app: the loaded recipe, 'pending' while fetching, 'notFound' when the fetch failed. */
export type RecipeSlot = Recipe | 'pending' | 'notFound';

/** True when a recipe slot holds a loaded recipe (not a placeholder string). */
export function isLoadedRecipe(slot: RecipeSlot | undefined): slot is Recipe {
  return typeof slot === 'object' && slot !== null;
}
