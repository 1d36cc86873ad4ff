/**
 * Internal (not re-exported): one Kindergarten portion of a checked recipe, cached per planner data.
 * The hot loops of plan costs, shopping list and DGE check call this directly, after checking once.
 */
import type { AgeGroupId } from '../catalogues/ageGroups';
import { DEFAULT_PORTION_FACTORS, AGE_GROUP_IDS } from '../catalogues/ageGroups';
import type { FoodGroupId } from '../catalogues/foodGroups';
import type { UnitId } from '../catalogues/units';
import { memoized, type PlannerData } from '../planner/plannerData';
import { gramsFactor, netToGrossFactor } from '../prices/factors';
import { effectivePrice } from '../prices/userPrices';
import type { Headcounts } from '../schemas/common';
import type { Recipe } from '../schemas/recipe';

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

/** The cached breakdown of a checked recipe. */
export function breakdownOf(data: PlannerData, recipe: Recipe): RecipeBreakdown {
  return memoized(data, recipe, 'breakdown', () => computeBreakdown(data, recipe));
}

/** Portion factor of every age group for a checked recipe, cached. */
export function factorsOf(data: PlannerData, recipe: Recipe): Readonly<Record<AgeGroupId, number>> {
  return memoized(data, recipe, 'factors', () => {
    const f = {} as Record<AgeGroupId, number>;
    for (const g of AGE_GROUP_IDS) f[g] = recipe.headPortionFactors[g] ?? DEFAULT_PORTION_FACTORS[g];
    return f;
  });
}

/** Kindergarten-equivalent portions of checked heads for a checked recipe. */
export function portionsOf(data: PlannerData, recipe: Recipe, heads: Headcounts): number {
  const f = factorsOf(data, recipe);
  return (
    (heads.kita ?? 0) * f.kita +
    (heads.kiga ?? 0) * f.kiga +
    (heads.school ?? 0) * f.school +
    (heads.highschool ?? 0) * f.highschool +
    (heads.adult ?? 0) * f.adult
  );
}
