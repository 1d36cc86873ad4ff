/** Which DGE criteria a recipe (and so a day) serves, from its ingredients' groups and flags. */
import type { PlannerData } from '../planner/plannerData';
import { memoized } from '../planner/plannerData';
import type { Ingredient } from '../schemas/ingredient';
import { breakdownOf, type CostedRecipe } from '../costs/breakdown';
import { MIN_GRAMS_PER_PORTION, type DgeCriterion } from './rules';

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
  if (g === 'dairy') c.push('dairy');
  if (ing.isMeat) c.push('meat');
  if (ing.isLeanMeat) c.push('leanMeat');
  if (ing.isFish || g === 'fish') c.push('fish');
  if (ing.isFattyFish) c.push('fattyFish');
  if (g === 'nuts') c.push('nuts');
  if (ing.isNoodle) c.push('noodles');
  if (ing.isRice) c.push('rice');
  return c;
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
    if (recipe.dishType === 'sweet') found.add('sweetMain');
    if (recipe.dishType === 'nudel') found.add('noodles');
    return found;
  });
}
