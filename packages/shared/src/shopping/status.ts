/**
 * A shopping list counts as shopped once its end date is more than one day past
 * (docs/domain-core.md, "Shopping list").
 */
import { toInstant } from '../calendar/berlinTime';
import { dateToUtcMs } from '../calendar/dates';
import { isAmount, refuseAmount } from '../schemas/guards';
import type { ShoppingList, ShoppingStatus } from '../schemas/shoppingList';

/** One day in milliseconds: how far past its end date a list must be to count as shopped. */
export const SHOPPED_AFTER_MS = 86_400_000;

/** Status of a list at `now`: 'shopped' when already so or when now − end date (00:00 UTC) > 86,400,000 ms. */
export function shoppingListStatus(
  list: Pick<ShoppingList, 'status' | 'endDate'>,
  now: Date | number = Date.now(),
): ShoppingStatus {
  if (list.status === 'shopped') return 'shopped';
  // dateToUtcMs refuses an end date that is not a real yyyy-MM-dd (it would leave the list open for ever).
  return toInstant(now).getTime() - dateToUtcMs(list.endDate) > SHOPPED_AFTER_MS ? 'shopped' : 'open';
}

/** The list with its status brought up to date (what loading a list does). */
export function withShoppingStatus<L extends ShoppingList>(list: L, now: Date | number = Date.now()): L {
  const status = shoppingListStatus(list, now);
  return status === list.status ? list : { ...list, status };
}

/** Total cost of a list's items in euro; refuses a cost that is not a number ≥ 0. */
export function shoppingListTotal(list: Pick<ShoppingList, 'items'>): number {
  let total = 0;
  for (let i = 0; i < list.items.length; i++) {
    const item = list.items[i]!;
    if (!isAmount(item.cost)) refuseAmount(`Kosten von ${item.slug}`, item.cost, `items.${i}.cost`);
    total += item.cost;
  }
  return total;
}
