/** Which DGE criteria a recipe (and so a day) serves, from its ingredients' groups and flags. */
import type { PlannerData } from '../planner/plannerData';
import { memoized } from '../planner/plannerData';
import type { Ingredient } from '../schemas/ingredient';
import { breakdownOf, type CostedRecipe } from '../costs/breakdown';
import { MIN_GRAMS_PER_PORTION, MIN_NUT_GRAMS_PER_PORTION, type DgeCriterion } from './rules';

function ingredientCriteria(ing: Ingredient, raw: boolean, dishIsSalad: boolean): DgeCriterion[] {
  const c: DgeCriterion[] = [];
  const g = ing.foodGroup;
  if (
    ing.isCereal ||
    ing.isRice ||
    ing.isNoodle ||
    ing.isWholeGrain ||
    ing.isPotato ||
    ing.isPotatoProduct ||
    g === 'grains' ||
    g === 'potatoes'
  ) {
    c.push('grainOrPotato');
  }
  if (ing.isWholeGrain) c.push('wholeGrain');
  if (ing.isPotatoProduct) c.push('potatoProduct');
  if (g === 'vegetables' || g === 'legumes' || ing.isLegume) c.push('vegetables');
  if (g === 'vegetables' && (raw || dishIsSalad)) c.push('rawVegetables');
  if (ing.isLegume || g === 'legumes') c.push('legumes');
  if (g === 'fruit') c.push('fruit');
  if (g === 'fruit' && raw) c.push('wholeFruit');
  // Cream, butter, Schmand and crème fraîche are fats, not milk products (docs/domain-rules.md).
  if (g === 'dairy' && !ing.isFatProduct) c.push('dairy');
  if (ing.isMeat) c.push('meat');
  if (ing.isLeanMeat) c.push('leanMeat');
  if (ing.isFish || g === 'fish') c.push('fish');
  if (ing.isFattyFish) c.push('fattyFish');
  if (ing.isNoodle) c.push('noodles');
  if (ing.isRice) c.push('rice');
  return c;
}

/** Whether an ingredient is a nut, kernel or oilseed for the DGE check: coconut milk and other fats are not. */
export function countsAsNut(ing: Ingredient): boolean {
  return ing.foodGroup === 'nuts' && !ing.isFatProduct;
}

/**
 * Edible grams of nuts, kernels and oilseeds in one Kindergarten portion, summed over the recipe's lines
 * (docs/domain-rules.md, "Ovo-lacto-vegetarian menu line").
 */
export function nutGrams(data: PlannerData, recipe: CostedRecipe): number {
  let grams = 0;
  for (const line of breakdownOf(data, recipe).lines) {
    const ing = data.ingredients.get(line.slug);
    if (ing && countsAsNut(ing)) grams += line.grams;
  }
  return grams;
}

/** The criteria one recipe (or its list entry) serves, cached per recipe object. */
export function recipeCriteria(data: PlannerData, recipe: CostedRecipe): ReadonlySet<DgeCriterion> {
  return memoized(data, recipe, 'dge', () => {
    const found = new Set<DgeCriterion>();
    const salad = recipe.dishType === 'salad';
    for (const line of breakdownOf(data, recipe).lines) {
      const ing = data.ingredients.get(line.slug);
      if (!ing || line.grams < MIN_GRAMS_PER_PORTION) continue;
      for (const c of ingredientCriteria(ing, line.raw, salad)) found.add(c);
    }
    if (nutGrams(data, recipe) >= MIN_NUT_GRAMS_PER_PORTION) found.add('nuts');
    if (recipe.dishType === 'sweet') found.add('sweetMain');
    if (recipe.dishType === 'nudel') found.add('noodles');
    return found;
  });
}
