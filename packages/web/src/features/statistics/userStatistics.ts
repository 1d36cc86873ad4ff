/**
 * A kitchen's own figures for the Statistik page, all from the domain core: cost per Kindergarten portion
 * of each week (at today's prices), the most planned recipes, the DGE check of the last 20 days (this week
 * and the 3 before) and the Bio share per month and over 12 (and 3) months from the shopping lists.
 */
import {
  addWeeks,
  bioShareWindow,
  dgeCheckPlan,
  emptyPlanWeek,
  monthlyBioShare,
  monthsEndingWith,
  periodCost,
  purchasesFromShoppingList,
  weekCost,
  type BioShare,
  type DgeReport,
  type PlannerData,
  type PlanWeek,
  type ShoppingList,
} from '@speiseplaner/shared';

/** Weeks the cost chart and the recipe ranking look back over, this week included. */
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
  dge: { weekIds: string[]; report: DgeReport; plannedDays: number };
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
 * `weeks` are the kitchen's stored weeks (any of `weekIds`; missing ones count as not planned), `lists`
 * its shopping lists, `thisMonth` the month (`yyyy-MM`) the Bio windows end with.
 */
export function userStatistics(
  data: PlannerData,
  weekIds: readonly string[],
  weeks: readonly PlanWeek[],
  lists: readonly ShoppingList[],
  thisMonth: string,
): UserStatistics {
  const byId = new Map(weeks.map((w) => [w.id, w]));
  const shown = weekIds.map((id) => byId.get(id) ?? emptyPlanWeek(id));
  const costs = shown.map((week) => {
    const cost = weekCost(data, week);
    return { weekId: week.id, average: cost.average, plannedDays: cost.plannedDays };
  });
  const last4 = shown.slice(-4);
  const dgeReport = dgeCheckPlan(data, last4);
  const purchases = lists.flatMap((list) => purchasesFromShoppingList(data, list));
  return {
    costs,
    periodAverage: periodCost(data, shown).average,
    topRecipes: recipeRanking(data, shown),
    dge: {
      weekIds: last4.map((w) => w.id),
      report: dgeReport.windows[dgeReport.windows.length - 1]!.report,
      plannedDays: costs.slice(-4).reduce((n, c) => n + c.plannedDays, 0),
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
