/**
 * The demo Träger's figures (docs/data-model.md, "Organisations (Träger)"): its kitchens' past planned
 * weeks get their shopping lists as the server computes them (organic and conventional items, the latter
 * from conventional fish), and `organisations/{orgId}/months/{YYYY-MM}` gets each kitchen's summaries,
 * built from the stored weeks and lists with the shared rules the functions use on every save
 * (organisations/summaries.ts), so the overview shows the seeded costs and Bio shares.
 */
import type { Firestore } from 'firebase-admin/firestore';
import {
  addWeeks,
  isoWeekId,
  kitchenPrices,
  listSummaryOf,
  monthOfInstant,
  monthOfList,
  monthOfWeek,
  newShoppingList,
  PlanWeekSchema,
  preparePlannerData,
  ShoppingListSchema,
  weekDates,
  weekSummaryOf,
  withShoppingStatus,
  type ChangedBy,
  type KitchenDoc,
  type KitchenMonth,
  type MenuLine,
  type OrganisationDoc,
  type PlannerData,
  type PlanWeek,
  type ShoppingList,
} from '@speiseplaner/shared';
import { kitchenPath } from '../kitchens';
import type { DemoPlan } from './demoUsers';
import { demoSavedAt } from './seedDemoPlans';

export const organisationPath = (orgId: string) => `organisations/${orgId}`;
export const organisationMonthPath = (orgId: string, month: string) =>
  `${organisationPath(orgId)}/months/${month}`;

/** The id of a demo kitchen's shopping list of a plan week. */
export const demoListId = (weekId: string) => `demo-${weekId}`;

/**
 * A kitchen's planner data: the catalogue and shared recipes of `reference` with the kitchen's own prices
 * over its Träger's, its allergen marks and heads (what the kitchen's saves are computed with).
 */
export function kitchenPlannerData(reference: PlannerData, kitchen: KitchenDoc): PlannerData {
  return preparePlannerData({
    ingredients: [...reference.ingredients.values()],
    recipes: [...reference.recipes.values()],
    userPrices: kitchenPrices(kitchen.prices, kitchen.organisationPrices),
    userAllergens: kitchen.allergens,
    defaultHeads: kitchen.heads,
    today: reference.today,
  });
}

/**
 * The shopping lists of a demo kitchen's past planned weeks (Monday to Friday, the kitchen's heads), as
 * shoppingLists/new computes them, shopped and checked off, each prepared on the Thursday before its
 * week. Only lists that do not exist are written.
 */
export async function seedDemoShoppingLists(
  db: Firestore,
  kitchenId: string,
  kitchen: KitchenDoc,
  plan: DemoPlan,
  reference: PlannerData,
  author: Omit<ChangedBy, 'at'>,
  now = new Date(),
): Promise<void> {
  const data = kitchenPlannerData(reference, kitchen);
  const thisWeek = isoWeekId(now);
  for (const offset of plan.weeks.filter((w) => w < 0)) {
    const weekId = addWeeks(thisWeek, offset);
    const ref = db.doc(`${kitchenPath(kitchenId)}/shoppingLists/${demoListId(weekId)}`);
    const [listSnap, weekSnap] = await Promise.all([
      ref.get(),
      db.doc(`${kitchenPath(kitchenId)}/weeks/${weekId}`).get(),
    ]);
    const week = PlanWeekSchema.safeParse(weekSnap.data());
    if (listSnap.exists || !week.success) continue;
    const days = weekDates(weekId);
    const list = withShoppingStatus(
      newShoppingList(data, demoListId(weekId), {
        weeks: [week.data],
        startDate: days[0]!,
        endDate: days[4]!,
      }),
      now,
    );
    const shopped = list.status === 'shopped';
    const stored: ShoppingList = ShoppingListSchema.parse({
      ...list,
      items: list.items.map((item) => ({ ...item, checked: shopped })),
      changedBy: { ...author, at: demoSavedAt(weekId, 4, now.getTime()) },
      version: 1,
    });
    await ref.set(stored);
  }
}

/**
 * One kitchen's entries of the month documents, by month: a WeekSummary per stored week (month of its
 * Thursday), a ListSummary per stored list (month of its start), and per month the last save
 * (`changedBy.at`) of a week or list made in it.
 */
export function kitchenMonthsOf(
  data: PlannerData,
  menuLine: MenuLine,
  weeks: readonly PlanWeek[],
  lists: readonly ShoppingList[],
): Map<string, KitchenMonth> {
  const months = new Map<string, KitchenMonth>();
  const monthEntry = (month: string) => {
    let entry = months.get(month);
    if (!entry) months.set(month, (entry = { weeks: {}, lists: {} }));
    return entry;
  };
  const saved = (at: number | undefined) => {
    if (at === undefined) return;
    const entry = monthEntry(monthOfInstant(at));
    entry.lastActivity = Math.max(entry.lastActivity ?? 0, at);
  };
  for (const week of weeks) {
    monthEntry(monthOfWeek(week.id)).weeks[week.id] = weekSummaryOf(data, week, menuLine);
    saved(week.changedBy?.at);
  }
  for (const list of lists) {
    monthEntry(monthOfList(list)).lists[list.id] = listSummaryOf(data, list);
    saved(list.changedBy?.at);
  }
  return months;
}

/**
 * Writes the month documents of the Träger's current kitchens from their stored weeks and lists (what a
 * kitchen's joining backfills): each kitchen's field `kitchens.<kitchenId>` alone, so other kitchens'
 * entries stay. Answers the months written.
 */
export async function seedDemoMonths(
  db: Firestore,
  orgId: string,
  organisation: OrganisationDoc,
  kitchens: ReadonlyMap<string, KitchenDoc>,
  reference: PlannerData,
): Promise<string[]> {
  const written = new Set<string>();
  for (const kitchenId of Object.keys(organisation.kitchens)) {
    const kitchen = kitchens.get(kitchenId);
    if (!kitchen) continue;
    const [weekSnaps, listSnaps] = await Promise.all([
      db.collection(`${kitchenPath(kitchenId)}/weeks`).get(),
      db.collection(`${kitchenPath(kitchenId)}/shoppingLists`).get(),
    ]);
    const weeks = weekSnaps.docs.flatMap((d) => {
      const parsed = PlanWeekSchema.safeParse(d.data());
      return parsed.success ? [parsed.data] : [];
    });
    const lists = listSnaps.docs.flatMap((d) => {
      const parsed = ShoppingListSchema.safeParse(d.data());
      return parsed.success ? [parsed.data] : [];
    });
    const months = kitchenMonthsOf(kitchenPlannerData(reference, kitchen), kitchen.menuLine, weeks, lists);
    const batch = db.batch();
    for (const [month, entry] of months) {
      batch.set(
        db.doc(organisationMonthPath(orgId, month)),
        { kitchens: { [kitchenId]: entry } },
        { mergeFields: [`kitchens.${kitchenId}`] },
      );
      written.add(month);
    }
    await batch.commit();
  }
  return [...written].sort();
}
