/** Nutrients, energy, allergens and warning flags of a recipe, from its ingredients. */
import type { AgeGroupId } from '../catalogues/ageGroups';
import { sortAllergenIds, type AllergenId } from '../catalogues/allergens';
import { BASE_REFERENCE_AMOUNT } from '../catalogues/units';
import { assertPlannerData, type PlannerData } from '../planner/plannerData';
import { ingredientWarnings, WARNING_FLAG_IDS, type WarningFlag } from '../warnings/flags';
import { breakdownOf, recipeOf, type RecipeOrSlug } from './breakdown';
import { portionFactor } from './portions';

/** kJ per kcal. */
export const KJ_PER_KCAL = 4.184;

export interface Nutrients {
  energyKcal: number;
  energyKj: number;
  protein: number;
  carbs: number;
  fat: number;
  fiber: number;
  salt: number;
  /** Edible grams in the portion. */
  grams: number;
}

/** Nutrients and energy of one portion for an age group (values per 100 g × edible grams ÷ 100). */
export function recipeNutrients(
  plannerData: PlannerData,
  recipe: RecipeOrSlug,
  group: AgeGroupId = 'kiga',
): Nutrients {
  const data = assertPlannerData(plannerData);
  const r = recipeOf(data, recipe);
  const factor = portionFactor(r, group);
  const n: Nutrients = {
    energyKcal: 0,
    energyKj: 0,
    protein: 0,
    carbs: 0,
    fat: 0,
    fiber: 0,
    salt: 0,
    grams: 0,
  };
  for (const line of breakdownOf(data, r).lines) {
    const ing = data.ingredients.get(line.slug);
    if (!ing) continue;
    const share = (line.grams * factor) / BASE_REFERENCE_AMOUNT;
    n.grams += line.grams * factor;
    n.energyKcal += ing.calories * share;
    n.protein += ing.components.protein * share;
    n.carbs += ing.components.carbs * share;
    n.fat += ing.components.fat * share;
    n.fiber += ing.components.fiber * share;
    n.salt += ing.components.salt * share;
  }
  n.energyKj = n.energyKcal * KJ_PER_KCAL;
  return n;
}

/** Allergens and additives of a recipe: the union over its known ingredients, in catalogue order. */
export function recipeAllergens(plannerData: PlannerData, recipe: RecipeOrSlug): AllergenId[] {
  const data = assertPlannerData(plannerData);
  const r = recipeOf(data, recipe);
  const ids: string[] = [];
  for (const item of r.ingredients) ids.push(...(data.ingredients.get(item.slug)?.allergens ?? []));
  return sortAllergenIds(ids);
}

/**
 * Names of the recipe's ingredients whose allergens are the kitchen's own marks, not the catalogue's
 * (shown as „eigene Angabe“ beside the allergens), in the recipe's order.
 */
export function recipeOwnAllergenIngredients(plannerData: PlannerData, recipe: RecipeOrSlug): string[] {
  const data = assertPlannerData(plannerData);
  const r = recipeOf(data, recipe);
  const names: string[] = [];
  for (const item of r.ingredients) {
    const ing = data.ingredients.get(item.slug);
    if (
      ing &&
      Object.prototype.hasOwnProperty.call(data.userAllergens, item.slug) &&
      !names.includes(ing.name)
    )
      names.push(ing.name);
  }
  return names;
}

/** Warning flags of a recipe: the union over its known ingredients, in catalogue order. */
export function recipeWarnings(plannerData: PlannerData, recipe: RecipeOrSlug): WarningFlag[] {
  const data = assertPlannerData(plannerData);
  const r = recipeOf(data, recipe);
  const found = new Set<WarningFlag>();
  for (const item of r.ingredients) {
    const ing = data.ingredients.get(item.slug);
    if (ing) for (const f of ingredientWarnings(ing)) found.add(f);
  }
  if (r.dishType === 'sweet' || r.dishType === 'dessert') found.add('dessert');
  if (r.dishType === 'nudel') found.add('noodle');
  return WARNING_FLAG_IDS.filter((f) => found.has(f));
}
