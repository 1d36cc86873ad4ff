/**
 * Whether the personal menu offers 'Eigene Preise': only when ingredients exist and the user has own prices.
 * Apart from the dialog, so the frame can ask without loading the dialog (and the price rules) up front.
 */
import { useAppSelector } from '../../platform/hooks';
import type { IngredientsState } from './ingredientsSlice';

export function useOwnPricesAvailable(): boolean {
  // The frame asks on every page; the ingredients area joins the store only with the first planner page.
  const hasIngredients = useAppSelector(
    (state: { ingredients?: IngredientsState }) => Object.keys(state.ingredients?.items ?? {}).length > 0,
  );
  const hasOwnPrices = useAppSelector((state) => Object.keys(state.auth.user?.prices ?? {}).length > 0);
  return hasIngredients && hasOwnPrices;
}
