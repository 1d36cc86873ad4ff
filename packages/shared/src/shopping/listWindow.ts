/**
 * A shopping list's days must lie in the planning window the weeks use (calendar/planningWindow.ts; one rule
 * for both, docs/product.md "Shopping list dates"): a list from 1900 or 2099 is a typo or a probe.
 */
import { assertDateInPlanningWindow, dateInPlanningWindow } from '../calendar/planningWindow';

interface DatedList {
  startDate: string;
  endDate: string;
}

/** True when both days of the list lie in the planning window of `today`. */
export function shoppingListInPlanningWindow(list: DatedList, today: Date | number | string): boolean {
  return dateInPlanningWindow(list.startDate, today) && dateInPlanningWindow(list.endDate, today);
}

/** The list when both its days lie in the planning window of `today`; else DomainError('invalid-argument'). */
export function assertShoppingListInPlanningWindow<L extends DatedList>(
  list: L,
  today: Date | number | string,
): L {
  assertDateInPlanningWindow(list.startDate, today, 'Das Startdatum der Einkaufsliste');
  assertDateInPlanningWindow(list.endDate, today, 'Das Enddatum der Einkaufsliste');
  return list;
}
