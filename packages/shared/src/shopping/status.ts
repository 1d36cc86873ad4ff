/** A shopping list counts as shopped once its end date is more than one day past (SPEC.md section 4). */
import { toInstant } from '../format/berlinTime';
import { ShoppingListSchema, type ShoppingList, type ShoppingStatus } from '../schemas/shoppingList';
import { parseOrThrow } from '../schemas/validate';

/** One day in milliseconds: how far past its end date a list must be to count as shopped. */
export const SHOPPED_AFTER_MS = 86_400_000;

/** Status of a list at `now`: 'shopped' when already so or when now − end date (00:00 UTC) > 86,400,000 ms. */
export function shoppingListStatus(list: unknown, now: Date | number = Date.now()): ShoppingStatus {
  const l = parseOrThrow(ShoppingListSchema, list, 'Einkaufsliste');
  if (l.status === 'shopped') return 'shopped';
  return toInstant(now).getTime() - Date.parse(`${l.endDate}T00:00:00Z`) > SHOPPED_AFTER_MS
    ? 'shopped'
    : 'open';
}

/** The list with its status brought up to date (what loading a list does). */
export function withShoppingStatus(list: unknown, now: Date | number = Date.now()): ShoppingList {
  const l = parseOrThrow(ShoppingListSchema, list, 'Einkaufsliste');
  const status = shoppingListStatus(l, now);
  return status === l.status ? l : { ...l, status };
}

/** Total cost of a list's items in euro. */
export function shoppingListTotal(list: unknown): number {
  return parseOrThrow(ShoppingListSchema, list, 'Einkaufsliste').items.reduce((s, i) => s + i.cost, 0);
}
