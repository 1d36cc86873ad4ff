/**
 * The domain core's planner data for the current user: the ingredient catalogue, the user's own prices
 * and default heads. Rebuilt only when one of them changes (the core caches per-recipe results inside).
 */
import { useEffect, useMemo } from 'react';
import { preparePlannerData, today, type PlannerData } from '@speiseplaner/shared';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { ingredientsNeeded, selectIngredients } from './ingredientsSlice';

const NO_PRICES = {};

export function usePlannerData(): { data: PlannerData | undefined; status: string; error?: string } {
  const dispatch = useAppDispatch();
  const { items, status, error } = useAppSelector(selectIngredients);
  const userPrices = useAppSelector((state) => state.auth.user?.prices ?? NO_PRICES);
  const heads = useAppSelector((state) => state.auth.user?.heads);

  useEffect(() => {
    dispatch(ingredientsNeeded());
  }, [dispatch]);

  const data = useMemo(
    () =>
      status === 'loaded'
        ? preparePlannerData({
            ingredients: Object.values(items),
            userPrices,
            defaultHeads: heads,
            today: today(),
          })
        : undefined,
    [items, userPrices, heads, status],
  );
  return { data, status, error };
}
