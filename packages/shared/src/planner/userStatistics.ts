/**
 * A kitchen's own figures for the Statistik page: cost per Kindergarten portion of each week (at today's
 * prices), the most planned recipes, the DGE check at a glance of this week and the planned weeks among the
 * 3 before (dgeGlance, the same rows as the Speiseplan: weeks without a plan are left out, never counted as
 * empty) and the Bio share per month and over 12 (and 3) months from the shopping lists.
 */
import {
  bioShareWindow,
  monthlyBioShare,
  monthsEndingWith,
  purchasesFromShoppingList,
  type BioShare,
} from '../bio/bioShare';
import { periodCost, weekCost } from '../costs/planCosts';
import { dgeGlance, type DgeGlance } from '../dge/glance';
import { lookbackWeekIds } from '../dge/lookback';
import { addWeeks } from '../calendar/weeks';
import type { MenuLine } from '../schemas/menuLine';
import type { PlanWeek } from '../schemas/plan';
import type { ShoppingList } from '../schemas/shoppingList';
import { emptyPlanWeek } from './emptyWeeks';
import type { PlannerData } from './plannerData';

/** Weeks the cost chart and the recipe ranking look back over, this week included (the DGE weeks among them). */
export const STATISTICS_WEEKS = 12;
/** Recipes the ranking shows. */
export const TOP_RECIPES = 10;

export interface WeekCostPoint {
  weekId: string;
  /** Euro per Kindergarten portion over the planned days. */
  average: number;
  plannedDays: number;
}

export interface RecipeUse {
  slug: string;
  name: string;
  /** Plan days the recipe is on. */
  days: number;
}

export interface UserStatistics {
  costs: WeekCostPoint[];
  /** Euro per Kindergarten portion over every planned day of the shown weeks. */
  periodAverage: number;
  topRecipes: RecipeUse[];
  dge: { weekIds: string[]; glance: DgeGlance; plannedDays: number };
  bio: { months: { month: string; share: BioShare }[]; year: BioShare; firstCertification: BioShare };
}

/** The week ids the page shows, oldest first, ending with `thisWeek`. */
export function statisticsWeekIds(thisWeek: string, count = STATISTICS_WEEKS): string[] {
  return Array.from({ length: count }, (_, i) => addWeeks(thisWeek, i - count + 1));
}

function recipeRanking(data: PlannerData, weeks: readonly PlanWeek[]): RecipeUse[] {
  const days = new Map<string, number>();
  for (const week of weeks)
    for (const day of week.days)
      for (const slug of new Set(day.recipes))
        if (data.recipes.has(slug)) days.set(slug, (days.get(slug) ?? 0) + 1);
  return [...days.entries()]
    .map(([slug, n]) => ({ slug, name: data.recipes.get(slug)!.name, days: n }))
    .sort((a, b) => b.days - a.days || a.name.localeCompare(b.name, 'de'))
    .slice(0, TOP_RECIPES);
}

/**
 * The figures of the `STATISTICS_WEEKS` weeks ending with `thisWeek`. `weeks` are the kitchen's stored
 * weeks (others are ignored; missing ones count as not planned), `lists` its shopping lists, `thisMonth`
 * the month (`yyyy-MM`) the Bio windows end with, `menuLine` the kitchen's (its DGE rules apply).
 */
export function userStatistics(
  data: PlannerData,
  thisWeek: string,
  weeks: readonly PlanWeek[],
  lists: readonly ShoppingList[],
  thisMonth: string,
  menuLine: MenuLine = 'mixed',
): UserStatistics {
  const byId = new Map(weeks.map((w) => [w.id, w]));
  const weekOf = (id: string) => byId.get(id) ?? emptyPlanWeek(id);
  const shown = statisticsWeekIds(thisWeek).map(weekOf);
  const costs = shown.map((week) => {
    const cost = weekCost(data, week);
    return { weekId: week.id, average: cost.average, plannedDays: cost.plannedDays };
  });
  const dgeWeekIds = lookbackWeekIds(thisWeek);
  const purchases = lists.flatMap((list) => purchasesFromShoppingList(data, list));
  return {
    costs,
    periodAverage: periodCost(data, shown).average,
    topRecipes: recipeRanking(data, shown),
    dge: {
      weekIds: dgeWeekIds,
      glance: dgeGlance(data, weekOf(thisWeek), weeks, { variant: menuLine }),
      plannedDays: costs.filter((c) => dgeWeekIds.includes(c.weekId)).reduce((n, c) => n + c.plannedDays, 0),
    },
    bio: {
      months: monthsEndingWith(thisMonth, 12).map((month) => ({
        month,
        share: monthlyBioShare(purchases, month),
      })),
      year: bioShareWindow(purchases, thisMonth, 12),
      firstCertification: bioShareWindow(purchases, thisMonth, 3),
    },
  };
}
