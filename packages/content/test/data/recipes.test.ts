import {
  DISH_TYPE_IDS,
  recipeCriteria,
  recipeNutrients,
  recipePortionCosts,
  RecipeSchema,
  type Recipe,
} from '@speiseplaner/shared';
import { INGREDIENTS_BY_SLUG } from '../../src/ingredients';
import { RECIPE_PORTIONS } from '../../src/recipes/defineRecipe';
import { RECIPES } from '../../src/recipes';
import { PLANNER_DATA } from './plannerFixture';

const each = RECIPES.map((r) => [r.slug, r] as const);
const MAIN_TYPES = new Set(['nudel', 'component', 'pan', 'soup', 'sweet']);
const isMain = (r: Recipe) => MAIN_TYPES.has(r.dishType);
const mains = RECIPES.filter(isMain).map((r) => [r.slug, r] as const);
const sides = RECIPES.filter((r) => !isMain(r)).map((r) => [r.slug, r] as const);
const ingredientsOf = (r: Recipe) => r.ingredients.map((line) => INGREDIENTS_BY_SLUG.get(line.slug)!);
const isVegetarian = (r: Recipe) => ingredientsOf(r).every((i) => !i.isNotVegetarian);
const isVegan = (r: Recipe) => ingredientsOf(r).every((i) => !i.isNotVegetarian && !i.isNotVegan);
const criteria = (r: Recipe) => recipeCriteria(PLANNER_DATA, PLANNER_DATA.recipes.get(r.slug)!);

describe('recipe collection', () => {
  it('holds at least 80 recipes with unique slugs and every dish type', () => {
    expect(RECIPES.length).toBeGreaterThanOrEqual(80);
    expect(new Set(RECIPES.map((r) => r.slug)).size).toBe(RECIPES.length);
    const types = new Set(RECIPES.map((r) => r.dishType));
    for (const t of DISH_TYPE_IDS) expect(types).toContain(t);
  });

  it('is at least 60 % vegetarian', () => {
    const share = RECIPES.filter(isVegetarian).length / RECIPES.length;
    expect(share).toBeGreaterThanOrEqual(0.6);
  });

  it('offers legume, whole grain and fish main dishes to plan a DGE week with', () => {
    expect(RECIPES.filter((r) => isMain(r) && criteria(r).has('legumes')).length).toBeGreaterThanOrEqual(10);
    expect(RECIPES.filter((r) => isMain(r) && criteria(r).has('wholeGrain')).length).toBeGreaterThanOrEqual(
      15,
    );
    expect(RECIPES.filter((r) => criteria(r).has('fattyFish')).length).toBeGreaterThanOrEqual(4);
  });
});

describe.each(each)('recipe %s', (_slug, recipe) => {
  it('is a complete, valid shared Recipe for 10 Kindergarten portions', () => {
    expect(RecipeSchema.parse(recipe)).toEqual(recipe);
    expect(recipe.portions).toBe(RECIPE_PORTIONS);
    expect(recipe.months.some(Boolean)).toBe(true);
  });

  it('uses only catalogue ingredients, each once, with positive amounts', () => {
    for (const line of recipe.ingredients) {
      expect([line.slug, INGREDIENTS_BY_SLUG.has(line.slug)]).toEqual([line.slug, true]);
      expect(line.amount).toBeGreaterThan(0);
    }
    expect(new Set(recipe.ingredients.map((l) => l.slug)).size).toBe(recipe.ingredients.length);
  });

  it('marks only vegetables and fruit as raw', () => {
    for (const line of recipe.ingredients.filter((l) => l.raw)) {
      expect(['vegetables', 'fruit']).toContain(INGREDIENTS_BY_SLUG.get(line.slug)!.foodGroup);
    }
  });

  it('carries the tags vegetarisch and vegan exactly when its ingredients allow them', () => {
    expect(recipe.tags.includes('vegetarisch')).toBe(isVegetarian(recipe));
    expect(recipe.tags.includes('vegan')).toBe(isVegan(recipe));
    expect(recipe.tags.includes('Fisch')).toBe(criteria(recipe).has('fish'));
    expect(recipe.tags.includes('Fleisch')).toBe(criteria(recipe).has('meat'));
  });

  it('keeps its Hülsenfrüchte and Vollkorn tags true for the DGE check', () => {
    if (recipe.tags.includes('Hülsenfrüchte')) expect(criteria(recipe).has('legumes')).toBe(true);
    if (recipe.tags.includes('Vollkorn')) expect(criteria(recipe).has('wholeGrain')).toBe(true);
    if (isMain(recipe) && criteria(recipe).has('legumes')) expect(recipe.tags).toContain('Hülsenfrüchte');
  });

  it('explains the preparation in 3 to 6 German sentences', () => {
    const sentences = recipe.method.split(/[.!?](?:\s|$)/).filter((s) => s.trim().length > 0);
    expect(sentences.length).toBeGreaterThanOrEqual(3);
    expect(sentences.length).toBeLessThanOrEqual(6);
  });

  it('costs a realistic organic amount per Kindergarten portion, every ingredient priced', () => {
    const costs = recipePortionCosts(PLANNER_DATA, recipe.slug);
    expect(costs.missingIngredients).toEqual([]);
    expect(costs.unpricedIngredients).toEqual([]);
    expect(costs.perKigaPortion).toBeGreaterThan(0.15);
    expect(costs.perKigaPortion).toBeLessThan(3.5);
  });
});

describe('portion sizes', () => {
  // A Kindergarten lunch is about 380 kcal (docs/domain-rules.md, "Energy per lunch and portion factors");
  // the main dish brings most of it, a salad or dessert the rest. A main dish outside 250–480 kcal would
  // leave children hungry or overfed.
  it.each(mains)('main dish %s gives 250–480 kcal per Kindergarten portion', (_slug, recipe) => {
    const kcal = recipeNutrients(PLANNER_DATA, recipe.slug, 'kiga').energyKcal;
    expect(kcal).toBeGreaterThanOrEqual(250);
    expect(kcal).toBeLessThanOrEqual(480);
  });

  it.each(sides)('side %s gives 20–200 kcal per Kindergarten portion', (_slug, recipe) => {
    const kcal = recipeNutrients(PLANNER_DATA, recipe.slug, 'kiga').energyKcal;
    expect(kcal).toBeGreaterThanOrEqual(20);
    expect(kcal).toBeLessThanOrEqual(200);
  });

  it('serves a school child 1.3 times the Kindergarten portion by default', () => {
    const kiga = recipeNutrients(PLANNER_DATA, 'linsenbolognese', 'kiga').energyKcal;
    const school = recipeNutrients(PLANNER_DATA, 'linsenbolognese', 'school').energyKcal;
    expect(school / kiga).toBeCloseTo(1.3, 5);
  });

  it('main dishes serve every day a grain or potato and (but sweet dishes) a vegetable', () => {
    for (const [slug, recipe] of mains) {
      expect([slug, criteria(recipe).has('grainOrPotato')]).toEqual([slug, true]);
      if (recipe.dishType !== 'sweet')
        expect([slug, criteria(recipe).has('vegetables')]).toEqual([slug, true]);
    }
  });
});
