/**
 * A kitchen's own figures for the Statistik page: cost per Kindergarten portion of each week (at today's
 * prices; the last 12 weeks and every week planned ahead, docs/product.md, "Statistik"), the most planned
 * recipes, the DGE check at a glance of this week and the planned weeks among the
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
/** Weeks after this week the page looks ahead for planned weeks (half a year). */
export const STATISTICS_WEEKS_AHEAD = 26;
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

/** The weeks with at least one planned day among those counted, and how many of them lie after this week. */
export interface PlannedWeeks {
  weeks: number;
  ahead: number;
}

export interface UserStatistics {
  /** The last STATISTICS_WEEKS weeks (planned or not), then each planned week ahead. */
  costs: WeekCostPoint[];
  planned: PlannedWeeks;
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

/** The weeks the page lists: from the first of the shown weeks to the last it looks ahead to. */
export function statisticsRange(thisWeek: string): { from: string; to: string } {
  return { from: statisticsWeekIds(thisWeek)[0]!, to: addWeeks(thisWeek, STATISTICS_WEEKS_AHEAD) };
}

/** „3 geplante Wochen, davon 2 im Voraus“, „eine geplante Woche (im Voraus)“, „2 geplante Wochen“. */
export function plannedWeeksText({ weeks, ahead }: PlannedWeeks): string {
  const count = weeks === 1 ? 'eine geplante Woche' : `${weeks} geplante Wochen`;
  if (ahead === 0) return count;
  if (ahead === weeks) return weeks === 1 ? `${count} (im Voraus)` : `${count}, alle im Voraus`;
  return `${count}, davon ${ahead} im Voraus`;
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
  const costOf = (week: PlanWeek) => {
    const cost = weekCost(data, week);
    return { weekId: week.id, average: cost.average, plannedDays: cost.plannedDays };
  };
  const past = statisticsWeekIds(thisWeek).map(weekOf);
  const ahead = Array.from({ length: STATISTICS_WEEKS_AHEAD }, (_, i) => weekOf(addWeeks(thisWeek, i + 1)))
    .map((week) => ({ week, cost: costOf(week) }))
    .filter((w) => w.cost.plannedDays > 0);
  const shown = [...past, ...ahead.map((w) => w.week)];
  const costs = [...past.map(costOf), ...ahead.map((w) => w.cost)];
  const dgeWeekIds = lookbackWeekIds(thisWeek);
  const purchases = lists.flatMap((list) => purchasesFromShoppingList(data, list));
  return {
    costs,
    planned: { weeks: costs.filter((c) => c.plannedDays > 0).length, ahead: ahead.length },
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
