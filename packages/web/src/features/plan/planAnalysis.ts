/**
 * What the Speiseplan shows beside each day and the week, all from the domain core: costs (per portion
 * per age group, per day, the week's average), allergens, warnings and the DGE check of the week and of
 * the last 4 weeks. A DGE finding of too many days ("2× Fleisch – empfohlen höchstens 1×") is placed
 * next to the days that caused it; findings of too few days concern the week as a whole.
 */
import {
  addWeeks,
  AGE_GROUP_IDS,
  dayHeads,
  dgeCheckPlan,
  emptyPlanWeek,
  recipeAllergens,
  recipeCriteria,
  recipeWarnings,
  sortAllergenIds,
  weekCost,
  type AgeGroupId,
  type AllergenId,
  type DayCost,
  type DgeReport,
  type DgeResult,
  type Headcounts,
  type PlannerData,
  type PlanWeek,
  type WeekCost,
} from '@speiseplaner/shared';

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

function dayServes(data: PlannerData, recipes: readonly string[], finding: DgeResult): boolean {
  return recipes.some((slug) => {
    const recipe = data.recipes.get(slug);
    return recipe !== undefined && recipeCriteria(data, recipe).has(finding.criterion);
  });
}

function dayWarnings(
  data: PlannerData,
  recipes: readonly string[],
  heads: Headcounts,
  missing: string[],
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

/**
 * Analyses `week`; `history` holds the plan weeks before it that are loaded (missing ones count as
 * empty for the 4-week check).
 */
export function analyseWeek(data: PlannerData, week: PlanWeek, history: readonly PlanWeek[]): WeekAnalysis {
  const cost = weekCost(data, week);
  const earlierIds = [1, 2, 3].map((back) => addWeeks(week.id, -back));
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
    const groups = AGE_GROUP_IDS.filter((g) => (heads[g] ?? 0) > 0);
    const dayCostNow = cost.days[i]!;
    return {
      cost: dayCostNow,
      heads,
      groups: groups.length ? groups : ['kiga'],
      allergens: sortAllergenIds(
        day.recipes.filter((slug) => data.recipes.has(slug)).flatMap((slug) => recipeAllergens(data, slug)),
      ),
      warnings: dayWarnings(data, day.recipes, heads, dayCostNow.missingRecipes),
      dge: tooMany.filter((f) => dayServes(data, day.recipes, f)).map((f) => f.text),
    };
  });
  const tooFew = (report: DgeReport) => report.findings.filter((f) => f.kind === 'min').map((f) => f.text);
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
