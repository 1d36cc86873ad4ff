/**
 * The domain core's planner data for the Speiseplan: the ingredient catalogue, the recipe list (list
 * entries carry everything costs need), the user's own prices and default heads. Rebuilt only when one
 * of them changes; the core caches per-recipe results inside.
 */
import { useEffect, useMemo } from 'react';
import { preparePlannerData, today, type PlannerData, type RecipeListEntry } from '@speiseplaner/shared';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { ingredientsNeeded, selectIngredients } from '../ingredients/ingredientsSlice';
import { recipesNeeded, selectRecipes } from '../recipes/recipesSlice';

const NO_PRICES = {};

export interface PlanData {
  data?: PlannerData;
  entries: RecipeListEntry[];
  /** German message when the catalogue or the recipes could not be loaded. */
  error?: string;
}

export function usePlanData(): PlanData {
  const dispatch = useAppDispatch();
  const ingredients = useAppSelector(selectIngredients);
  const recipes = useAppSelector(selectRecipes);
  const userPrices = useAppSelector((state) => state.auth.user?.prices ?? NO_PRICES);
  const heads = useAppSelector((state) => state.auth.user?.heads);

  useEffect(() => {
    dispatch(ingredientsNeeded());
    dispatch(recipesNeeded());
  }, [dispatch]);

  const ready = ingredients.status === 'loaded' && recipes.listStatus === 'loaded';
  const data = useMemo(
    () =>
      ready
        ? preparePlannerData({
            ingredients: Object.values(ingredients.items),
            recipes: recipes.entries,
            userPrices,
            defaultHeads: heads,
            today: today(),
          })
        : undefined,
    [ready, ingredients.items, recipes.entries, userPrices, heads],
  );
  return { data, entries: recipes.entries, error: ingredients.error ?? recipes.listError };
}
