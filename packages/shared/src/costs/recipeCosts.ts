/**
 * Cost and amounts of a recipe. Recipe amounts are net, for `portions` Kindergarten portions; we derive one
 * Kindergarten portion, then scale by Kindergarten-equivalent portions (linear in every headcount).
 * An ingredient missing from the catalogue costs 0 and is reported in `missingIngredients`; one without
 * any price costs 0 and is reported in `unpricedIngredients`.
 */
import { AGE_GROUP_IDS, type AgeGroupId } from '../catalogues/ageGroups';
import { assertPlannerData, type PlannerData } from '../planner/plannerData';
import type { Headcounts } from '../schemas/common';
import { breakdownOf, recipeOf, type RecipeBreakdown, type RecipeLine, type RecipeOrSlug } from './breakdown';
import { kigaPortions, portionFactor } from './portions';

export type { CostedRecipe, RecipeBreakdown, RecipeLine, RecipeOrSlug } from './breakdown';

/** Lines, cost and gaps of one Kindergarten portion of a recipe (object or slug); cached per recipe. */
export function recipeBreakdown(plannerData: PlannerData, recipe: RecipeOrSlug): RecipeBreakdown {
  const data = assertPlannerData(plannerData);
  return breakdownOf(data, recipeOf(data, recipe));
}

export interface RecipePortionCosts {
  perKigaPortion: number;
  /** Euro per portion of each age group (Kindergarten cost × portion factor). */
  byAgeGroup: Record<AgeGroupId, number>;
  missingIngredients: string[];
  unpricedIngredients: string[];
}

/** Cost per portion of a recipe for every age group. */
export function recipePortionCosts(plannerData: PlannerData, recipe: RecipeOrSlug): RecipePortionCosts {
  const data = assertPlannerData(plannerData);
  const r = recipeOf(data, recipe);
  const b = breakdownOf(data, r);
  const byAgeGroup = {} as Record<AgeGroupId, number>;
  for (const g of AGE_GROUP_IDS) byAgeGroup[g] = b.costPerKigaPortion * portionFactor(r, g);
  return {
    perKigaPortion: b.costPerKigaPortion,
    byAgeGroup,
    missingIngredients: b.missingIngredients,
    unpricedIngredients: b.unpricedIngredients,
  };
}

/** The recipe scaled to headcounts: net and gross amounts and cost per ingredient. */
export function scaleRecipe(plannerData: PlannerData, recipe: RecipeOrSlug, heads: Headcounts): RecipeLine[] {
  const data = assertPlannerData(plannerData);
  const r = recipeOf(data, recipe);
  const portions = kigaPortions(r, heads);
  return breakdownOf(data, r).lines.map((l) => ({
    ...l,
    netAmount: l.netAmount * portions,
    grossAmount: l.grossAmount * portions,
    grams: l.grams * portions,
    cost: l.cost * portions,
  }));
}

/** Total cost in euro of a recipe cooked for these heads. */
export function recipeCost(plannerData: PlannerData, recipe: RecipeOrSlug, heads: Headcounts): number {
  const data = assertPlannerData(plannerData);
  const r = recipeOf(data, recipe);
  return breakdownOf(data, r).costPerKigaPortion * kigaPortions(r, heads);
}
