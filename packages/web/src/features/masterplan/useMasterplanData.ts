/**
 * The domain core's planner data for the Masterplan: the ingredient catalogue and the recipe list with
 * the shared prices only. The masterplan is the same for every kitchen, so an admin's own prices must
 * not enter its costs.
 */
import { useEffect, useMemo } from 'react';
import { preparePlannerData, today, type PlannerData, type RecipeListEntry } from '@speiseplaner/shared';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { ingredientsNeeded, selectIngredients } from '../ingredients/ingredientsSlice';
import { recipesNeeded, selectRecipes } from '../recipes/recipesSlice';

export interface MasterplanData {
  data?: PlannerData;
  entries: RecipeListEntry[];
  /** German message when the catalogue or the recipes could not be loaded. */
  error?: string;
}

export function useMasterplanData(): MasterplanData {
  const dispatch = useAppDispatch();
  const ingredients = useAppSelector(selectIngredients);
  const recipes = useAppSelector(selectRecipes);

  useEffect(() => {
    dispatch(ingredientsNeeded());
    dispatch(recipesNeeded());
  }, [dispatch]);

  // Only shared recipes: an admin's own recipe would be unknown to every other kitchen.
  const entries = useMemo(() => recipes.entries.filter((entry) => !entry.owner), [recipes.entries]);
  const ready = ingredients.status === 'loaded' && recipes.listStatus === 'loaded';
  const data = useMemo(
    () =>
      ready
        ? preparePlannerData({
            ingredients: Object.values(ingredients.items),
            recipes: entries,
            today: today(),
          })
        : undefined,
    [ready, ingredients.items, entries],
  );
  return { data, entries, error: ingredients.error ?? recipes.listError };
}
