/**
 * What the Speiseplan shows beside each day and the week: costs (per portion per age group, per day, the
 * week's average), allergens, warnings, the seasonal dishes and the DGE check at a glance (dgeGlance: this
 * week and the planned weeks of the 4 up to it; weeks without a plan are left out). A DGE figure of too
 * many days ("2× Fleisch – empfohlen höchstens 1×") is placed next to the days that caused it. A day with
 * Krippe heads warns about each of its recipes that is not for infants. The DGE rules are those of the
 * kitchen's menu line; in the vegetarian line a day names each of its dishes that is not vegetarian.
 */
import { AGE_GROUP_IDS, type AgeGroupId } from '../catalogues/ageGroups';
import type { AllergenId } from '../catalogues/allergens';
import { listedMarks } from '../allergens/allergenMarks';
import { recipeAllergens, recipeOwnAllergenIngredients, recipeWarnings } from '../costs/nutrients';
import { weekCost, type DayCost, type WeekCost } from '../costs/planCosts';
import { dayHeads } from '../costs/portions';
import { dgeCheck, type DgeReport } from '../dge/check';
import { recipeCriteria } from '../dge/facts';
import { dgeGlance, type DgeFigure, type DgeGlance } from '../dge/glance';
import type { DgeCriterion } from '../dge/rules';
import type { Headcounts } from '../schemas/common';
import type { MenuLine } from '../schemas/menuLine';
import type { PlanWeek } from '../schemas/plan';
import type { PlannerData } from './plannerData';
import { weekSeason, type WeekSeason } from './weekSeason';

export interface DayAnalysis {
  cost: DayCost;
  heads: Headcounts;
  /** Age groups with heads that day (Kindergarten when nobody is counted). */
  groups: AgeGroupId[];
  /** Allergens and additives of the day's dishes (never a label such as MSC: shared allergenMarks). */
  allergens: AllergenId[];
  /** Labels of the day's dishes (MSC, "nicht für Krippe" …), listed apart as "Kennzeichnungen". */
  labels: AllergenId[];
  /** Ingredients of the day whose allergens are the kitchen's own marks („eigene Angabe“), by name. */
  ownAllergens: string[];
  /** Plain German warnings for this day. */
  warnings: string[];
  /** DGE findings this day contributes to. */
  dge: string[];
  /** Slugs of the day's dishes that are not vegetarian, in a vegetarian menu line (else always empty). */
  notVegetarian: string[];
}

export interface WeekAnalysis {
  cost: WeekCost;
  days: DayAnalysis[];
  /** The 5-day check of this week alone. */
  week: DgeReport;
  /** One row per food group: this week and the planned weeks of the last 4. */
  dge: DgeGlance;
  season: WeekSeason;
}

/** Age groups with heads, or Kindergarten when nobody is counted (the portion every price refers to). */
export function servedGroups(heads: Headcounts): AgeGroupId[] {
  const groups = AGE_GROUP_IDS.filter((g) => (heads[g] ?? 0) > 0);
  return groups.length ? groups : ['kiga'];
}

function dayServes(data: PlannerData, recipes: readonly string[], criterion: DgeCriterion): boolean {
  return recipes.some((slug) => {
    const recipe = data.recipes.get(slug);
    return recipe !== undefined && recipeCriteria(data, recipe).has(criterion);
  });
}

/** The figures of too many days, in this week and over the planned weeks, with their criterion. */
function tooManyOf(glance: DgeGlance): { criterion: DgeCriterion; text: string }[] {
  const over = (f: DgeFigure | undefined) => f !== undefined && f.kind === 'max' && f.status !== 'met';
  return glance.areas.flatMap((area) =>
    area.criteria.flatMap((c) =>
      [c.week, c.planned].filter(over).map((f) => ({ criterion: c.criterion, text: f!.text })),
    ),
  );
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

/** The dishes among `recipes` with meat, fish or another ingredient marked not vegetarian (gelatine …). */
export function notVegetarianDishes(data: PlannerData, recipes: readonly string[]): string[] {
  return recipes.filter((slug) => {
    const recipe = data.recipes.get(slug);
    return recipe !== undefined && recipeWarnings(data, recipe).includes('notVegetarian');
  });
}

/**
 * Analyses `week` in the kitchen's menu line; `history` may hold any plan weeks (the planned ones among the 3 weeks before it count
 * for the DGE comparison; missing or empty weeks are left out).
 */
export function analyseWeek(
  data: PlannerData,
  week: PlanWeek,
  history: readonly PlanWeek[],
  menuLine: MenuLine = 'mixed',
): WeekAnalysis {
  const cost = weekCost(data, week);
  const dge = dgeGlance(data, week, history, { variant: menuLine });
  const tooMany = tooManyOf(dge);
  const days = week.days.map((day, i): DayAnalysis => {
    const heads = dayHeads(day, data.defaultHeads);
    const dayCostNow = cost.days[i]!;
    const marks = listedMarks(
      day.recipes.filter((slug) => data.recipes.has(slug)).flatMap((slug) => recipeAllergens(data, slug)),
    );
    return {
      cost: dayCostNow,
      heads,
      groups: servedGroups(heads),
      allergens: marks.codes,
      labels: marks.labels,
      ownAllergens: [
        ...new Set(
          day.recipes
            .filter((slug) => data.recipes.has(slug))
            .flatMap((slug) => recipeOwnAllergenIngredients(data, slug)),
        ),
      ],
      warnings: dayWarnings(data, day.recipes, heads, dayCostNow.missingRecipes),
      dge: tooMany.filter((f) => dayServes(data, day.recipes, f.criterion)).map((f) => f.text),
      notVegetarian: menuLine === 'vegetarian' ? notVegetarianDishes(data, day.recipes) : [],
    };
  });
  return {
    cost,
    days,
    week: dgeCheck(data, week.days, { variant: menuLine }),
    dge,
    season: weekSeason(data, week),
  };
}
