/**
 * What the Speiseplan shows beside each day and the week: costs (per portion per age group, per day, the
 * week's average), allergens, warnings and the DGE check of the week and of the 4 weeks up to it
 * (lookbackWeekIds; weeks without a plan count as empty). A DGE finding of too many days ("2× Fleisch –
 * empfohlen höchstens 1×") is placed next to the days that caused it; findings of too few days concern the
 * week as a whole. A day with Krippe heads warns about each of its recipes that is not for infants.
 */
import { AGE_GROUP_IDS, type AgeGroupId } from '../catalogues/ageGroups';
import { sortAllergenIds, type AllergenId } from '../catalogues/allergens';
import { recipeAllergens, recipeWarnings } from '../costs/nutrients';
import { weekCost, type DayCost, type WeekCost } from '../costs/planCosts';
import { dayHeads } from '../costs/portions';
import { dgeCheckPlan, type DgeReport, type DgeResult } from '../dge/check';
import { recipeCriteria } from '../dge/facts';
import { lookbackWeekIds } from '../dge/lookback';
import type { Headcounts } from '../schemas/common';
import type { PlanWeek } from '../schemas/plan';
import { emptyPlanWeek } from './emptyWeeks';
import type { PlannerData } from './plannerData';

export interface DayAnalysis {
  cost: DayCost;
  heads: Headcounts;
  /** Age groups with heads that day (Kindergarten when nobody is counted). */
  groups: AgeGroupId[];
  allergens: AllergenId[];
  /** Plain German warnings for this day. */
  warnings: string[];
  /** DGE findings this day contributes to. */
  dge: string[];
}

export interface WeekAnalysis {
  cost: WeekCost;
  days: DayAnalysis[];
  week: DgeReport;
  /** The 20-day check of the shown week and the 3 before it. */
  fourWeeks: DgeReport;
  /** Findings of too few days in this week. */
  weekFindings: string[];
  /** Findings of too few days in the 4 weeks up to this one. */
  fourWeekFindings: string[];
  /** How many of the 3 weeks before have no plan yet (they count as empty). */
  unplannedHistory: number;
}

/** Age groups with heads, or Kindergarten when nobody is counted (the portion every price refers to). */
export function servedGroups(heads: Headcounts): AgeGroupId[] {
  const groups = AGE_GROUP_IDS.filter((g) => (heads[g] ?? 0) > 0);
  return groups.length ? groups : ['kiga'];
}

function dayServes(data: PlannerData, recipes: readonly string[], finding: DgeResult): boolean {
  return recipes.some((slug) => {
    const recipe = data.recipes.get(slug);
    return recipe !== undefined && recipeCriteria(data, recipe).has(finding.criterion);
  });
}

/** A recipe gone from the list, and (with Krippe heads) each recipe not for infants. */
function dayWarnings(
  data: PlannerData,
  recipes: readonly string[],
  heads: Headcounts,
  missing: readonly string[],
): string[] {
  const warnings = missing.map((slug) => `Rezept „${slug}“ gibt es nicht mehr – es zählt nicht mit.`);
  if ((heads.kita ?? 0) > 0) {
    for (const slug of recipes) {
      const recipe = data.recipes.get(slug);
      if (recipe && recipeWarnings(data, recipe).includes('notForInfants'))
        warnings.push(`${recipe.name} ist nicht für Krippenkinder geeignet.`);
    }
  }
  return warnings;
}

const tooFew = (report: DgeReport) => report.findings.filter((f) => f.kind === 'min').map((f) => f.text);

/**
 * Analyses `week`; `history` may hold any plan weeks (those of the 3 weeks before it count, missing ones
 * count as empty for the 4-week check).
 */
export function analyseWeek(data: PlannerData, week: PlanWeek, history: readonly PlanWeek[]): WeekAnalysis {
  const cost = weekCost(data, week);
  const earlierIds = lookbackWeekIds(week.id).slice(0, -1);
  const previous = history.filter((w) => earlierIds.includes(w.id));
  const fillers = earlierIds
    .filter((id) => !previous.some((w) => w.id === id))
    .map((id) => emptyPlanWeek(id));
  const report = dgeCheckPlan(data, [...previous, ...fillers, week]);
  const weekReport = report.weeks.find((w) => w.id === week.id)!.report;
  const fourWeeks = report.windows[report.windows.length - 1]!.report;
  const tooMany = [...weekReport.findings, ...fourWeeks.findings].filter((f) => f.kind === 'max');
  const days = week.days.map((day, i): DayAnalysis => {
    const heads = dayHeads(day, data.defaultHeads);
    const dayCostNow = cost.days[i]!;
    return {
      cost: dayCostNow,
      heads,
      groups: servedGroups(heads),
      allergens: sortAllergenIds(
        day.recipes.filter((slug) => data.recipes.has(slug)).flatMap((slug) => recipeAllergens(data, slug)),
      ),
      warnings: dayWarnings(data, day.recipes, heads, dayCostNow.missingRecipes),
      dge: tooMany.filter((f) => dayServes(data, day.recipes, f)).map((f) => f.text),
    };
  });
  return {
    cost,
    days,
    week: weekReport,
    fourWeeks,
    weekFindings: tooFew(weekReport),
    fourWeekFindings: tooFew(fourWeeks),
    unplannedHistory: fillers.length,
  };
}
