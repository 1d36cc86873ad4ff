/**
 * Costs of plan days, weeks and periods. A day uses its own heads when set, else the planner's default
 * heads. The week's `average` is the mean cost per Kindergarten portion over the days that have at least
 * one known recipe (empty days, e.g. holidays, do not pull it down). Recipes missing from the catalogue
 * cost 0 and are reported.
 */
import { AGE_GROUP_IDS, type AgeGroupId } from '../catalogues/ageGroups';
import { assertPlannerData, type PlannerData } from '../planner/plannerData';
import { checkWeek, finiteAmount, isWeekIdFormat, refuseWeekIdFormat } from '../schemas/guards';
import type { MasterplanWeek, PlanDay, PlanWeek } from '../schemas/plan';
import { breakdownOf, factorsOf, portionsOf } from './breakdown';
import { dayHeads } from './portions';

/** Weeks the trend averages over (docs/domain-core.md, "Portions and costs"). */
export const TREND_WEEKS = 4;

export interface DayCost {
  /** Euro for the day's heads. */
  total: number;
  /** Euro per Kindergarten portion of all the day's recipes. */
  perKigaPortion: number;
  /** Euro per portion of each age group. */
  perPortion: Record<AgeGroupId, number>;
  /** Recipes of the day that were found. */
  recipeCount: number;
  missingRecipes: string[];
}

/** What the costs read of a week: its id and its five days. */
export type CostedWeek = Pick<PlanWeek, 'id' | 'days'>;

/** What the trend reads of a masterplan week: its id and its stored `average`. */
export type TrendWeek = Pick<MasterplanWeek, 'id' | 'average'>;

/** Cost of one plan day for its heads (or the default heads). */
export function dayCost(plannerData: PlannerData, day: PlanDay): DayCost {
  const data = assertPlannerData(plannerData);
  const heads = dayHeads(day, data.defaultHeads);
  const perPortion = Object.fromEntries(AGE_GROUP_IDS.map((g) => [g, 0])) as Record<AgeGroupId, number>;
  const missingRecipes: string[] = [];
  let total = 0;
  let perKigaPortion = 0;
  let recipeCount = 0;
  for (const slug of day.recipes) {
    const recipe = data.recipes.get(slug);
    if (!recipe) {
      missingRecipes.push(slug);
      continue;
    }
    recipeCount++;
    const perPortionCost = breakdownOf(data, recipe).costPerKigaPortion;
    perKigaPortion += perPortionCost;
    total += perPortionCost * portionsOf(data, recipe, heads);
    const factors = factorsOf(data, recipe);
    for (const g of AGE_GROUP_IDS) perPortion[g] += perPortionCost * factors[g];
  }
  return { total, perKigaPortion, perPortion, recipeCount, missingRecipes };
}

export interface WeekCost {
  id: string;
  days: DayCost[];
  /** Euro for all heads of the week. */
  total: number;
  /** Mean euro per Kindergarten portion over planned days (the week's `average`). */
  average: number;
  plannedDays: number;
  missingRecipes: string[];
}

/** Costs of a plan (or masterplan) week: per day, total and the week's average. */
export function weekCost(plannerData: PlannerData, week: CostedWeek): WeekCost {
  const data = assertPlannerData(plannerData);
  const w = checkWeek(week, 'Planwoche');
  const days = w.days.map((d) => dayCost(data, d));
  const planned = days.filter((d) => d.recipeCount > 0);
  return {
    id: w.id,
    days,
    total: sum(days.map((d) => d.total)),
    average: planned.length ? sum(planned.map((d) => d.perKigaPortion)) / planned.length : 0,
    plannedDays: planned.length,
    missingRecipes: days.flatMap((d) => d.missingRecipes),
  };
}

/** The week with its `average` recomputed (what a save stores). */
export function withWeekAverage<W extends PlanWeek>(plannerData: PlannerData, week: W): W {
  return { ...week, average: weekCost(plannerData, week).average };
}

export interface PeriodCost {
  weeks: WeekCost[];
  total: number;
  /** Mean euro per Kindergarten portion over all planned days of the period. */
  average: number;
}

/** Costs of several weeks, e.g. the 6 weeks of a masterplan. */
export function periodCost(plannerData: PlannerData, weeks: readonly CostedWeek[]): PeriodCost {
  const data = assertPlannerData(plannerData);
  const costs = weeks.map((w) => weekCost(data, w));
  const plannedDays = sum(costs.map((c) => c.plannedDays));
  return {
    weeks: costs,
    total: sum(costs.map((c) => c.total)),
    average: plannedDays ? sum(costs.map((c) => c.average * c.plannedDays)) / plannedDays : 0,
  };
}

/** Masterplan trend: mean `average` of the last 4 weeks by week id (fewer weeks: their mean; none: 0). */
export function masterplanTrend(weeks: readonly TrendWeek[]): number {
  const last = byWeekId(weeks).slice(-TREND_WEEKS);
  return last.length ? sum(last.map((w) => w.average)) / last.length : 0;
}

export interface TrendPoint {
  id: string;
  /** The week's stored cost per Kindergarten portion. */
  average: number;
  /** Mean average of this week and up to 3 weeks before it (the trend as of this week). */
  trend: number;
}

/**
 * The masterplan's weeks by week id, each with the trend as of that week (for a chart's trend line);
 * the last point's trend is `masterplanTrend` of all weeks.
 */
export function masterplanTrendLine(weeks: readonly TrendWeek[]): TrendPoint[] {
  const parsed = byWeekId(weeks);
  return parsed.map((w, i) => {
    const last = parsed.slice(Math.max(0, i + 1 - TREND_WEEKS), i + 1);
    return {
      id: w.id,
      average: w.average,
      trend: sum(last.map((l) => l.average)) / last.length,
    };
  });
}

/**
 * The weeks sorted by id, each checked: an id written `yyyy-Www` (the order depends on it) and an
 * `average` that is a number ≥ 0 (a NaN would turn every trend after it into NaN).
 */
function byWeekId<W extends TrendWeek>(weeks: readonly W[]): W[] {
  weeks.forEach((w, i) => {
    if (!isWeekIdFormat(w.id)) refuseWeekIdFormat('Kennung der Masterplan-Woche', w.id, `${i}.id`);
    finiteAmount(w.average, `Durchschnitt der Masterplan-Woche ${w.id}`, `${i}.average`);
  });
  return weeks.slice().sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

function sum(values: readonly number[]): number {
  let s = 0;
  for (const v of values) s += v;
  return s;
}
