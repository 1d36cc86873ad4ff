/**
 * Cost and amounts of a recipe. Recipe amounts are net, for `portions` Kindergarten portions; we derive one
 * Kindergarten portion, then scale by Kindergarten-equivalent portions (linear in every headcount).
 * An ingredient missing from the catalogue costs 0 and is reported in `missingIngredients`; one without
 * any price costs 0 and is reported in `unpricedIngredients`.
 */
import { AGE_GROUP_IDS, type AgeGroupId } from '../catalogues/ageGroups';
import type { FoodGroupId } from '../catalogues/foodGroups';
import type { UnitId } from '../catalogues/units';
import { assertPlannerData, memoized, resolveRecipe, type PlannerData } from '../planner/plannerData';
import { gramsFactor, netToGrossFactor } from '../prices/factors';
import { effectivePrice } from '../prices/userPrices';
import type { Recipe } from '../schemas/recipe';
import { kigaPortions, portionFactor } from './portions';

export interface RecipeLine {
  slug: string;
  name: string;
  unit: UnitId;
  foodGroup: FoodGroupId;
  /** Edible amount in `unit`. */
  netAmount: number;
  /** Amount to buy in `unit`. */
  grossAmount: number;
  grams: number;
  /** Euro. */
  cost: number;
  raw: boolean;
  /** False when the ingredient is not in the catalogue. */
  known: boolean;
}

export interface RecipeBreakdown {
  /** Lines for one Kindergarten portion. */
  lines: RecipeLine[];
  costPerKigaPortion: number;
  missingIngredients: string[];
  unpricedIngredients: string[];
}

function computeBreakdown(data: PlannerData, recipe: Recipe): RecipeBreakdown {
  const lines: RecipeLine[] = [];
  const missingIngredients: string[] = [];
  const unpricedIngredients: string[] = [];
  let cost = 0;
  for (const item of recipe.ingredients) {
    const netAmount = item.amount / recipe.portions;
    const ing = data.ingredients.get(item.slug);
    if (!ing) {
      missingIngredients.push(item.slug);
      lines.push({
        slug: item.slug,
        name: item.slug,
        unit: 'g',
        foodGroup: 'other',
        netAmount,
        grossAmount: netAmount,
        grams: 0,
        cost: 0,
        raw: !!item.raw,
        known: false,
      });
      continue;
    }
    const gross = netAmount / netToGrossFactor(ing);
    const price = effectivePrice(ing, data.userPrices, data.today);
    if (price.source === 'none') unpricedIngredients.push(item.slug);
    const lineCost = (gross * price.price) / price.amount;
    cost += lineCost;
    lines.push({
      slug: ing.slug,
      name: ing.name,
      unit: ing.unit,
      foodGroup: ing.foodGroup,
      netAmount,
      grossAmount: gross,
      grams: netAmount * gramsFactor(ing),
      cost: lineCost,
      raw: !!item.raw,
      known: true,
    });
  }
  return { lines, costPerKigaPortion: cost, missingIngredients, unpricedIngredients };
}

/** Lines, cost and gaps of one Kindergarten portion of a recipe (object or slug); cached per recipe. */
export function recipeBreakdown(plannerData: PlannerData, recipe: unknown): RecipeBreakdown {
  const data = assertPlannerData(plannerData);
  const r = resolveRecipe(data, recipe);
  return memoized(data, r, 'breakdown', () => computeBreakdown(data, r));
}

export interface RecipePortionCosts {
  perKigaPortion: number;
  /** Euro per portion of each age group (Kindergarten cost × portion factor). */
  byAgeGroup: Record<AgeGroupId, number>;
  missingIngredients: string[];
  unpricedIngredients: string[];
}

/** Cost per portion of a recipe for every age group. */
export function recipePortionCosts(plannerData: PlannerData, recipe: unknown): RecipePortionCosts {
  const data = assertPlannerData(plannerData);
  const r = resolveRecipe(data, recipe);
  const b = recipeBreakdown(data, r);
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
export function scaleRecipe(plannerData: PlannerData, recipe: unknown, heads: unknown): RecipeLine[] {
  const data = assertPlannerData(plannerData);
  const r = resolveRecipe(data, recipe);
  const portions = kigaPortions(r, heads);
  return recipeBreakdown(data, r).lines.map((l) => ({
    ...l,
    netAmount: l.netAmount * portions,
    grossAmount: l.grossAmount * portions,
    grams: l.grams * portions,
    cost: l.cost * portions,
  }));
}

/** Total cost in euro of a recipe cooked for these heads. */
export function recipeCost(plannerData: PlannerData, recipe: unknown, heads: unknown): number {
  const data = assertPlannerData(plannerData);
  const r = resolveRecipe(data, recipe);
  return recipeBreakdown(data, r).costPerKigaPortion * kigaPortions(r, heads);
}
