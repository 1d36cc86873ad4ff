/**
 * The photos a screen shows of a recipe (issue #33): the kitchen's own ones under its kitchen, the shared
 * recipes' ones from the Verwaltung; the first of a recipe is its cover. Addresses come from shared's
 * photoUrl (docs/architecture.md, "Recipe photos").
 */
import { createSelector } from '@reduxjs/toolkit';
import { photoUrl, type PhotoEntry, type PhotoSize } from '@speiseplaner/shared';
import type { RecipesState } from './recipesSlice';

export interface ShownPhoto {
  recipeId: string;
  id: string;
  /** Of the largest variant; a smaller one has the same aspect ratio. */
  width: number;
  height: number;
  /** Whether it belongs to a shared recipe (only the Verwaltung changes it). */
  shared: boolean;
  /** The address of one of its variants. */
  src: (size: PhotoSize) => string;
}

function shown(entry: PhotoEntry, kitchenId: string | null): ShownPhoto {
  return {
    recipeId: entry.recipeId,
    id: entry.id,
    width: entry.width,
    height: entry.height,
    shared: kitchenId === null,
    src: (size) => photoUrl(kitchenId, entry.recipeId, entry.id, size),
  };
}

/** Every recipe's photos, own ones before shared ones, each recipe's in the order they were added. */
export function photosByRecipe(
  own: readonly PhotoEntry[],
  shared: readonly PhotoEntry[],
  kitchenId: string | undefined,
): Map<string, ShownPhoto[]> {
  const byRecipe = new Map<string, ShownPhoto[]>();
  const add = (photo: ShownPhoto) => {
    const list = byRecipe.get(photo.recipeId);
    if (list === undefined) byRecipe.set(photo.recipeId, [photo]);
    else list.push(photo);
  };
  if (kitchenId !== undefined) for (const entry of own) add(shown(entry, kitchenId));
  for (const entry of shared) add(shown(entry, null));
  return byRecipe;
}

type WithPhotos = { recipes: Pick<RecipesState, 'photos' | 'sharedPhotos'>; auth: { kitchenId?: string } };

/** Recipe id → its photos; the same Map as long as photos and kitchen stay the same. */
export const selectPhotosByRecipe = createSelector(
  [
    (state: WithPhotos) => state.recipes.photos,
    (state: WithPhotos) => state.recipes.sharedPhotos,
    (state: WithPhotos) => state.auth.kitchenId,
  ],
  photosByRecipe,
);

const NONE: readonly ShownPhoto[] = [];

/** A recipe's photos (the first is its cover); an empty list when it has none. */
export function photosOfRecipe(byRecipe: Map<string, ShownPhoto[]>, recipeId: string): readonly ShownPhoto[] {
  return byRecipe.get(recipeId) ?? NONE;
}
