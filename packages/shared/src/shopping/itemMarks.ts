/**
 * What the shopping list says below an item's name: the allergen and additive codes its product carries for
 * the kitchen (its own marks as „eigene Angabe“), by the one rule of shared allergens/allergenMarks (labels
 * such as MSC are no allergens).
 */
import { ingredientMarks } from '../allergens/allergenMarks';
import { OWN_ALLERGENS_MARK, ownAllergenOf } from '../allergens/ownAllergens';
import type { PlannerData } from '../planner/plannerData';

/** "Allergene: 16a, 21 (eigene Angabe)", or '' for an item without allergens or additives (or no data yet). */
export function shoppingItemMarks(data: PlannerData | undefined, slug: string): string {
  if (!data) return '';
  const { codes } = ingredientMarks([data.ingredients.get(slug)]);
  const own = ownAllergenOf(data.userAllergens, slug) ? ` (${OWN_ALLERGENS_MARK})` : '';
  return codes.length ? `Allergene: ${codes.join(', ')}${own}` : own ? `Allergene: keine${own}` : '';
}
