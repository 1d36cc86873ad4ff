/**
 * What the parents' menu says about a dish beside its name: vegan or vegetarian, its allergen and additive
 * codes, its labels (MSC …) and whether every ingredient is organic.
 */
import type { AllergenId } from '../catalogues/allergens';
import { listedMarks } from '../allergens/allergenMarks';
import { assertPlannerData, type PlannerData } from '../planner/plannerData';
import { isAgricultural } from '../bio/bioShare';
import { recipeOf, type RecipeOrSlug } from './breakdown';
import { recipeAllergens, recipeOwnAllergenIngredients, recipeWarnings } from './nutrients';

export type DishDiet = 'vegan' | 'vegetarian';

export const DISH_DIET_LABELS: Record<DishDiet, string> = { vegan: 'vegan', vegetarian: 'vegetarisch' };

/** What the diet marks and "Bio" mean, for the legend of a printed menu. */
export const DISH_MARK_LEGEND = {
  vegetarian: 'vegetarisch = ohne Fleisch und Fisch',
  vegan: 'vegan = ohne Zutaten von Tieren',
  organic: 'Bio = alle landwirtschaftlichen Zutaten aus ökologischem Landbau',
} as const;

export interface DishMarks {
  /** Vegan (which is also vegetarian) or vegetarian; null for a dish with meat or fish. */
  diet: DishDiet | null;
  /** Allergens and additives, in catalogue order. */
  codes: AllergenId[];
  /** Labels such as '*' (MSC), in catalogue order. */
  labels: AllergenId[];
  /** Every ingredient is known, and every agricultural one organic; a dish without ingredients is not. */
  organic: boolean;
  /** Ingredients whose allergens are the kitchen's own marks („eigene Angabe“), by name. */
  ownAllergens: string[];
}

export function dishMarks(plannerData: PlannerData, recipe: RecipeOrSlug): DishMarks {
  const data = assertPlannerData(plannerData);
  const r = recipeOf(data, recipe);
  const warnings = recipeWarnings(data, r);
  const { codes, labels } = listedMarks(recipeAllergens(data, r));
  // An unknown ingredient could be anything: no diet and no Bio claim for the dish then.
  const known = r.ingredients.length > 0 && r.ingredients.every((item) => data.ingredients.has(item.slug));
  const diet = !known
    ? null
    : !warnings.includes('notVegan')
      ? 'vegan'
      : !warnings.includes('notVegetarian')
        ? 'vegetarian'
        : null;
  // Salt and water are no agricultural ingredients and cannot be organic: they neither make nor break the
  // claim (docs/domain-rules.md, "Bio share"); a dish of salt and water alone is not Bio.
  const agricultural = known
    ? r.ingredients.map((item) => data.ingredients.get(item.slug)!).filter(isAgricultural)
    : [];
  const organic = agricultural.length > 0 && agricultural.every((ing) => ing.isOrganic);
  return {
    diet,
    codes,
    labels,
    organic,
    ownAllergens: recipeOwnAllergenIngredients(data, r),
  };
}

/**
 * Whether the menu may say "Bio" for a dish: every ingredient organic, and the kitchen certified, i.e. it
 * gave its organic control body's code (docs/domain-rules.md, "Bio on the menu").
 */
export function organicOnMenu(marks: Pick<DishMarks, 'organic'>, bioControlCode: string): boolean {
  return marks.organic && bioControlCode.trim() !== '';
}

/** The legend line of "Bio" on a certified kitchen's menu, with its control body's code. */
export function organicLegend(bioControlCode: string): string {
  return `${DISH_MARK_LEGEND.organic} (Öko-Kontrollstelle ${bioControlCode.trim()})`;
}
