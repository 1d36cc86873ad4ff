/**
 * Salt ceiling of a lunch per age group (docs/domain-rules.md, "Salt per lunch"): the day's reference
 * value for salt of the age group, of which one lunch may take at most a third, and the lunches of a week
 * on average at most the DGE's lunch share of 25 %. Salt of a portion comes from recipeNutrients, so the
 * recipe's own portion factors count.
 */
import { AGE_GROUP_IDS, ageGroupLabel, type AgeGroupId } from '../catalogues/ageGroups';
import { recipeNutrients } from '../costs/nutrients';
import { assertPlannerData, type PlannerData } from '../planner/plannerData';
import type { PlanDay } from '../schemas/plan';

/** Salt per day in grams that an age group should not exceed (EFSA 2019 sodium values × 2.54, rounded). */
export const DAILY_SALT_REFERENCE: Readonly<Record<AgeGroupId, number>> = {
  kita: 2.8,
  kiga: 3.3,
  school: 4.3,
  highschool: 5.1,
  adult: 5.1,
};

/** Share of the day's salt one lunch may take at most (ours). */
export const LUNCH_SALT_SHARE_MAX = 1 / 3;
/** Share of the day's salt the lunches of a week take on average at most (DGE: lunch is 25 % of the day). */
export const LUNCH_SALT_SHARE_MEAN = 0.25;

/** Grams of salt one lunch portion of the age group may hold. */
export function lunchSaltCeiling(group: AgeGroupId): number {
  return DAILY_SALT_REFERENCE[group] * LUNCH_SALT_SHARE_MAX;
}

/** Grams of salt the lunch portions of a week may hold on average. */
export function weekSaltCeiling(group: AgeGroupId): number {
  return DAILY_SALT_REFERENCE[group] * LUNCH_SALT_SHARE_MEAN;
}

export interface SaltFinding {
  group: AgeGroupId;
  /** Grams of salt in the portion (or the week's mean). */
  salt: number;
  ceiling: number;
  /** German, e.g. "Kindergarten: 1,4 g Salz je Portion – höchstens 1,1 g". */
  text: string;
}

const grams = (value: number) => value.toFixed(1).replace('.', ',');

function finding(group: AgeGroupId, salt: number, ceiling: number, what: string): SaltFinding {
  return {
    group,
    salt,
    ceiling,
    text: `${ageGroupLabel(group)}: ${grams(salt)} g Salz ${what} – höchstens ${grams(ceiling)} g`,
  };
}

/** Salt of one lunch (the day's recipes together) per portion of the age group; unknown recipes count 0. */
export function lunchSalt(plannerData: PlannerData, recipes: readonly string[], group: AgeGroupId): number {
  const data = assertPlannerData(plannerData);
  let salt = 0;
  for (const slug of recipes) {
    const recipe = data.recipes.get(slug);
    if (recipe) salt += recipeNutrients(data, recipe, group).salt;
  }
  return salt;
}

/** The age groups for which one lunch of these recipes holds more salt than a third of the day's value. */
export function lunchSaltFindings(
  plannerData: PlannerData,
  recipes: readonly string[],
  groups: readonly AgeGroupId[] = AGE_GROUP_IDS,
): SaltFinding[] {
  const data = assertPlannerData(plannerData);
  return groups
    .map((group) => ({ group, salt: lunchSalt(data, recipes, group), ceiling: lunchSaltCeiling(group) }))
    .filter((r) => r.salt > r.ceiling)
    .map((r) => finding(r.group, r.salt, r.ceiling, 'je Portion'));
}

/**
 * The findings of a week: each lunch against the ceiling of one lunch, and the mean of the lunches against
 * the DGE's 25 % share.
 */
export function weekSaltFindings(
  plannerData: PlannerData,
  days: readonly Pick<PlanDay, 'recipes'>[],
  groups: readonly AgeGroupId[] = AGE_GROUP_IDS,
): SaltFinding[] {
  const data = assertPlannerData(plannerData);
  const found = days.flatMap((day) => lunchSaltFindings(data, day.recipes, groups));
  if (days.length === 0) return found;
  for (const group of groups) {
    const mean = days.reduce((sum, day) => sum + lunchSalt(data, day.recipes, group), 0) / days.length;
    const ceiling = weekSaltCeiling(group);
    if (mean > ceiling) found.push(finding(group, mean, ceiling, 'je Portion im Wochenmittel'));
  }
  return found;
}
