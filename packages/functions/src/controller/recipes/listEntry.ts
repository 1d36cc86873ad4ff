/** A recipe list entry is the recipe without its method (docs/domain-shapes.md). */
import type { Recipe, RecipeListEntry } from '@speiseplaner/shared';

export function listEntryOf(recipe: Recipe): RecipeListEntry {
  const { method: _method, ...entry } = recipe;
  return entry;
}

export const recipeKey = (r: RecipeListEntry) => r.slug;
