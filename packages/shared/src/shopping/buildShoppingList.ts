/**
 * The shopping list of a date range: every plan day in the range, scaled to its heads, summed gross per
 * ingredient, in purchase units, sorted by food group. Costs are summed unrounded, so the list's total
 * equals the sum of the same days' costs. Unknown recipes and ingredients are reported, not bought.
 */
import { FOOD_GROUPS, foodGroupLabel, type FoodGroupId } from '../catalogues/foodGroups';
import type { UnitId } from '../catalogues/units';
import { DAYS_PER_WEEK } from '../catalogues/weekdays';
import { breakdownOf, portionsOf } from '../costs/breakdown';
import { dayHeads } from '../costs/portions';
import { DomainError } from '../errors';
import { assertDateString, daysBetween } from '../calendar/dates';
import { weekDates } from '../calendar/weeks';
import { assertPlannerData, memoized, type PlannerData } from '../planner/plannerData';
import type { Headcounts } from '../schemas/common';
import { checkHeadcounts, isAmount, refuseAmount } from '../schemas/guards';
import type { PlanWeek } from '../schemas/plan';
import { MAX_SHOPPING_RANGE_DAYS, type ShoppingItem, type ShoppingList } from '../schemas/shoppingList';
import { toPurchaseUnit } from './purchaseUnits';

export interface ShoppingListRequest {
  /** Plan or masterplan weeks, as the app holds them (checked when they were loaded). */
  weeks: readonly PlanWeek[];
  startDate: string;
  endDate: string;
  /** Heads of days without their own; default: the planner's default heads. */
  heads?: Headcounts | undefined;
}

export interface ShoppingListResult {
  items: ShoppingItem[];
  /** Euro. */
  total: number;
  /** Plan days inside the range. */
  days: number;
  /** Plan days inside the range with at least one recipe (none: nothing is planned there). */
  plannedDays: number;
  missingRecipes: string[];
  missingIngredients: string[];
}

interface Sum {
  slug: string;
  name: string;
  foodGroup: FoodGroupId;
  unit: UnitId;
  gross: number;
  cost: number;
}

const groupOrder = new Map<string, number>(FOOD_GROUPS.map((g, i) => [g.id, i]));
const byGermanName = new Intl.Collator('de').compare;

/** Builds the items of a shopping list from the plan weeks, a date range and headcounts. */
export function buildShoppingList(
  plannerData: PlannerData,
  request: ShoppingListRequest,
): ShoppingListResult {
  const data = assertPlannerData(plannerData);
  const startDate = assertDateString(request.startDate, 'Startdatum');
  const endDate = assertDateString(request.endDate, 'Enddatum');
  const span = daysBetween(startDate, endDate);
  if (span < 0) throw new DomainError('invalid-argument', 'Das Enddatum liegt vor dem Startdatum.');
  if (span >= MAX_SHOPPING_RANGE_DAYS) {
    throw new DomainError(
      'invalid-argument',
      `Eine Einkaufsliste umfasst höchstens ${MAX_SHOPPING_RANGE_DAYS} Tage.`,
    );
  }
  const defaultHeads: Headcounts =
    request.heads === undefined ? data.defaultHeads : checkHeadcounts(request.heads);

  const sums = new Map<string, Sum>();
  const missingRecipes = new Set<string>();
  const missingIngredients = new Set<string>();
  let days = 0;
  let plannedDays = 0;
  for (const week of request.weeks) {
    const dates = weekDates(week.id);
    // Each day is matched to its date by position: a week of another length would shift them.
    if (week.days.length !== DAYS_PER_WEEK) {
      throw new DomainError(
        'invalid-data',
        `Ungültige Daten: Die Woche ${week.id} hat ${week.days.length} statt ${DAYS_PER_WEEK} Tage.`,
        'days',
      );
    }
    week.days.forEach((day, i) => {
      const date = dates[i]!;
      if (date < startDate || date > endDate) return;
      days++;
      if (day.recipes.length > 0) plannedDays++;
      const heads = dayHeads(day, defaultHeads);
      for (const slug of day.recipes) {
        const recipe = data.recipes.get(slug);
        if (!recipe) {
          missingRecipes.add(slug);
          continue;
        }
        const portions = portionsOf(data, recipe, heads);
        for (const line of breakdownOf(data, recipe).lines) {
          if (!line.known) {
            missingIngredients.add(line.slug);
            continue;
          }
          const sum = sums.get(line.slug);
          if (sum) {
            sum.gross += line.grossAmount * portions;
            sum.cost += line.cost * portions;
          } else {
            sums.set(line.slug, {
              slug: line.slug,
              name: line.name,
              foodGroup: line.foodGroup,
              unit: line.unit,
              gross: line.grossAmount * portions,
              cost: line.cost * portions,
            });
          }
        }
      }
    });
  }
  const items: ShoppingItem[] = [];
  let total = 0;
  for (const s of sums.values()) {
    if (s.gross <= 0) continue;
    total += s.cost;
    const bought = toPurchaseUnit(s.gross, s.unit);
    items.push({
      slug: s.slug,
      name: s.name,
      foodGroup: s.foodGroup,
      amount: bought.amount,
      unit: bought.unit,
      cost: s.cost,
      checked: false,
    });
  }
  const rank = shoppingRank(data);
  items.sort((a, b) => rank.get(a.slug)! - rank.get(b.slug)!);
  return {
    items,
    total,
    days,
    plannedDays,
    missingRecipes: [...missingRecipes],
    missingIngredients: [...missingIngredients],
  };
}

/** Position of every ingredient in shopping order (food group, then German name), computed once per planner data. */
function shoppingRank(data: PlannerData): Map<string, number> {
  return memoized(data, data.ingredients, 'shoppingRank', () => {
    const sorted = [...data.ingredients.values()].sort(
      (a, b) => groupOrder.get(a.foodGroup)! - groupOrder.get(b.foodGroup)! || byGermanName(a.name, b.name),
    );
    return new Map(sorted.map((ing, i) => [ing.slug, i]));
  });
}

export interface ShoppingGroup {
  foodGroup: FoodGroupId;
  label: string;
  items: ShoppingItem[];
  cost: number;
}

/** Items grouped by food group, groups in catalogue order, empty groups left out; refuses a NaN amount or cost. */
export function groupShoppingItems(items: readonly ShoppingItem[]): ShoppingGroup[] {
  const groups = new Map<FoodGroupId, ShoppingItem[]>();
  for (let i = 0; i < items.length; i++) {
    const item = items[i]!;
    if (!isAmount(item.amount)) refuseAmount(`Menge von ${item.slug}`, item.amount, `items.${i}.amount`);
    if (!isAmount(item.cost)) refuseAmount(`Kosten von ${item.slug}`, item.cost, `items.${i}.cost`);
    const list = groups.get(item.foodGroup) ?? [];
    list.push(item);
    groups.set(item.foodGroup, list);
  }
  return FOOD_GROUPS.filter((g) => groups.has(g.id)).map((g) => {
    const list = groups
      .get(g.id)!
      .slice()
      .sort((a, b) => byGermanName(a.name, b.name));
    return {
      foodGroup: g.id,
      label: foodGroupLabel(g.id),
      items: list,
      cost: list.reduce((s, i) => s + i.cost, 0),
    };
  });
}

/** Document ids (IdSchema's rule, without zod). */
const ID_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;

/**
 * A new, open shopping list entity with computed items. Its parts are typed and checked (id, dates, heads),
 * so it is not parsed again here: the backend parses it as the payload of `shoppingLists/new`.
 */
export function newShoppingList(
  plannerData: PlannerData,
  id: string,
  request: ShoppingListRequest,
): ShoppingList {
  const data = assertPlannerData(plannerData);
  if (!ID_PATTERN.test(id))
    throw new DomainError('invalid-argument', `Ungültige Kennung der Einkaufsliste: ${id}.`, 'id');
  const heads = { ...(request.heads === undefined ? data.defaultHeads : checkHeadcounts(request.heads)) };
  const { items } = buildShoppingList(data, { ...request, heads });
  return {
    id,
    startDate: request.startDate,
    endDate: request.endDate,
    status: 'open',
    heads,
    items,
    version: 0,
  };
}
