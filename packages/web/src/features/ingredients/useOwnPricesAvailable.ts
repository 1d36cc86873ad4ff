/**
 * Whether the personal menu offers 'Eigene Preise': only when ingredients exist, the kitchen has own prices
 * and the person's role may change them (platform/roles.ts).
 * Apart from the dialog, so the frame can ask without loading the dialog (and the price rules) up front.
 */
import { useAppSelector } from '../../platform/hooks';
import { useMay } from '../../platform/roles';
import type { IngredientsState } from './ingredientsSlice';

export function useOwnPricesAvailable(): boolean {
  // The frame asks on every page; the ingredients area joins the store only with the first planner page.
  const hasIngredients = useAppSelector(
    (state: { ingredients?: IngredientsState }) => Object.keys(state.ingredients?.items ?? {}).length > 0,
  );
  const hasOwnPrices = useAppSelector((state) => Object.keys(state.auth.user?.prices ?? {}).length > 0);
  const mayEdit = useMay('edit');
  return hasIngredients && hasOwnPrices && mayEdit;
}
