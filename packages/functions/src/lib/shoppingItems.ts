/**
 * What the server stores on a shopping list (docs/data-model.md, "Who computes a shopping list"). The
 * user's input is the date range and the headcounts (shoppingLists/new) and which items are checked
 * (shoppingLists/save). The rest is derived, and whatever the client sent for it is ignored:
 * - the items (slug, name, food group, amount, unit, cost), computed once, when the list is created, by the
 *   shared `newShoppingList` from the kitchen's stored plan weeks of the range, the recipes they name (own
 *   or shared, lib/visibleRecipes.ts), the ingredient catalogue and the kitchen's own prices; a save keeps
 *   the stored items and takes only their `checked` from the client;
 * - the status, by the shared `shoppingListStatus` at the server's clock (a shopped list stays shopped).
 */
import type { Firestore } from 'firebase-admin/firestore';
import {
  newShoppingList,
  PlanWeekSchema,
  preparePlannerData,
  shoppingListStatus,
  weekDates,
  weekIdsBetween,
  weekRecipeSlugs,
  withShoppingStatus,
  type ShoppingList,
  type User,
} from '@speiseplaner/shared';
import { readCatalogue } from '../controller/ingredients/catalogue';
import { PATHS } from './paths';
import { readDocs } from './reads';
import { visibleRecipes } from './visibleRecipes';
import { usedIngredients } from './weekAverage';

/** What the client may choose for a new list: the rest is computed. */
export type ShoppingRequest = Pick<ShoppingList, 'id' | 'startDate' | 'endDate' | 'heads'>;

/**
 * The new list as the server stores it (version 0, nothing checked, status by the shared rule): the shared rule over the stored
 * plan weeks the range touches (at most 7 documents for 42 days), the recipes named on the days inside the
 * range (two reads each: own and shared; three for a kitchen of a Träger `organisationId`) and, when there
 * is any, the catalogue (one read).
 */
export async function computedShoppingList(
  db: Firestore,
  kitchenId: string,
  request: ShoppingRequest,
  prices: User['prices'] | undefined,
  organisationId: string | null | undefined,
): Promise<ShoppingList> {
  const { startDate, endDate } = request;
  const weekRefs = weekIdsBetween(startDate, endDate).map((id) => db.doc(PATHS.planWeek(kitchenId, id)));
  const snaps = weekRefs.length > 0 ? await readDocs(weekRefs) : [];
  // Parsed as the app parses plan/listWeeks: a week the app could not load cannot be shopped for either.
  const weeks = snaps.flatMap((snap) => (snap.exists ? [PlanWeekSchema.parse(snap.data())] : []));
  const daysInRange = weeks.flatMap((week) => {
    const dates = weekDates(week.id);
    return week.days.filter((_day, i) => dates[i]! >= startDate && dates[i]! <= endDate);
  });
  const slugs = weekRecipeSlugs({ days: daysInRange });
  const [recipes, catalogue] = await Promise.all([
    slugs.length > 0 ? visibleRecipes(db, slugs, kitchenId, organisationId) : new Map<string, unknown>(),
    slugs.length > 0 ? readCatalogue(db) : null,
  ]);
  const stored = [...recipes.values()];
  const data = preparePlannerData({
    ingredients: usedIngredients(stored, catalogue?.items ?? []),
    recipes: stored,
    userPrices: prices ?? {},
  });
  const list = newShoppingList(data, request.id, { weeks, startDate, endDate, heads: request.heads });
  return withShoppingStatus(list, Date.now());
}

/**
 * The list a save stores: the stored list with the client's `checked` per item slug (an item the client
 * does not name keeps its mark) and the status of the shared rule; dates, headcounts and items stay the
 * stored ones, so a save changes nothing but the marks. `version` is the client's (the version check).
 */
export function withUserMarks(stored: ShoppingList, incoming: ShoppingList, now: number): ShoppingList {
  const marks = new Map(incoming.items.map((item) => [item.slug, item.checked]));
  return {
    ...stored,
    status: shoppingListStatus(stored, now),
    items: stored.items.map((item) => ({ ...item, checked: marks.get(item.slug) ?? item.checked })),
    version: incoming.version,
  };
}
