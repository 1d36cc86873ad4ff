/**
 * Internal (not re-exported): one Kindergarten portion of a recipe, cached per planner data. The hot loops
 * of plan costs, shopping list and DGE check call this directly; the recipe's portions, amounts and factors
 * are guarded once per recipe when its breakdown or factors are first computed.
 */
import type { AgeGroupId } from '../catalogues/ageGroups';
import { DEFAULT_PORTION_FACTORS, AGE_GROUP_IDS } from '../catalogues/ageGroups';
import type { FoodGroupId } from '../catalogues/foodGroups';
import type { UnitId } from '../catalogues/units';
import { memoized, resolveRecipe, type PlannerData } from '../planner/plannerData';
import { gramsFactor, netToGrossFactor } from '../prices/factors';
import { effectivePrice } from '../prices/userPrices';
import type { Headcounts } from '../schemas/common';
import {
  checkPortionFactors,
  isAmount,
  isPositiveAmount,
  refuseAmount,
  refusePositiveAmount,
} from '../schemas/guards';
import type { Recipe, RecipeListEntry } from '../schemas/recipe';

/** What the rules read of a recipe: a Recipe or a RecipeListEntry (recipes/list has all but the method). */
export type CostedRecipe = Recipe | RecipeListEntry;

/** A recipe (or its list entry) as the app holds it, or its slug to look up in the planner data. */
export type RecipeOrSlug = CostedRecipe | string;

/**
 * The recipe itself, or the one the slug names in the planner data (DomainError 'not-found' when none).
 * Objects are taken as they are: they were checked where they entered (planner data, backend answer).
 */
export function recipeOf(data: PlannerData, recipe: RecipeOrSlug): CostedRecipe {
  return typeof recipe === 'string' ? resolveRecipe(data, recipe) : recipe;
}

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

function computeBreakdown(data: PlannerData, recipe: CostedRecipe): RecipeBreakdown {
  const lines: RecipeLine[] = [];
  const missingIngredients: string[] = [];
  const unpricedIngredients: string[] = [];
  let cost = 0;
  // A recipe is typed, but a count of 0 or NaN would make every amount infinite or NaN: refuse it.
  const portions = recipe.portions;
  if (!isPositiveAmount(portions)) refusePositiveAmount(`Portionen von ${recipe.slug}`, portions, 'portions');
  for (let i = 0; i < recipe.ingredients.length; i++) {
    const item = recipe.ingredients[i]!;
    if (!isAmount(item.amount))
      refuseAmount(`Menge von ${item.slug} in ${recipe.slug}`, item.amount, `ingredients.${i}.amount`);
    const netAmount = item.amount / portions;
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

/** The cached breakdown of a recipe (its portions and amounts are checked once, here). */
export function breakdownOf(data: PlannerData, recipe: CostedRecipe): RecipeBreakdown {
  return memoized(data, recipe, 'breakdown', () => computeBreakdown(data, recipe));
}

/** Portion factor of every age group for a recipe (checked once, here), cached. */
export function factorsOf(data: PlannerData, recipe: CostedRecipe): Readonly<Record<AgeGroupId, number>> {
  return memoized(data, recipe, 'factors', () => {
    const own = checkPortionFactors(recipe.headPortionFactors);
    const f = {} as Record<AgeGroupId, number>;
    for (const g of AGE_GROUP_IDS) f[g] = own[g] ?? DEFAULT_PORTION_FACTORS[g];
    return f;
  });
}

/** Kindergarten-equivalent portions of checked heads (see `dayHeads`) for a recipe. */
export function portionsOf(data: PlannerData, recipe: CostedRecipe, heads: Headcounts): number {
  const f = factorsOf(data, recipe);
  return (
    (heads.kita ?? 0) * f.kita +
    (heads.kiga ?? 0) * f.kiga +
    (heads.school ?? 0) * f.school +
    (heads.highschool ?? 0) * f.highschool +
    (heads.adult ?? 0) * f.adult
  );
}
