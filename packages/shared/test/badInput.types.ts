/**
 * Bad input that the compiler refuses. The rules take typed values and parse them no more (#16), so the
 * cases of badInput.test.ts whose input had the wrong shape are type errors now. Each line below must stay
 * one: `tsc -p packages/shared` (pnpm typecheck) fails on an unused `@ts-expect-error`, so it notices when a
 * signature loosens again. Never run (jest runs *.test.ts only); what a type cannot rule out (NaN, negative
 * numbers, days that do not exist) is still refused at run time and tested in badInput.test.ts.
 */
import * as shared from '../src';
import { kitchenData, week } from './fixtures/planner';

const data = kitchenData();
const carrot = data.ingredients.get('moehren')!;
const brokenIngredient = { slug: 'Möhre', name: '', unit: 'kg' };
const brokenRecipe = { slug: 'x', name: 'X', portions: 0 };
const brokenWeek = { id: '2026-W60' };
const W48 = week('2026-W48', [[], [], [], [], []]);
const range = { startDate: '2026-11-23', endDate: '2026-11-27' };

export function refusedByTheCompiler(): void {
  // @ts-expect-error an ingredient without prices and reference amount
  shared.currentPrice(brokenIngredient, '2026-11-23');
  // @ts-expect-error a price that is a word
  shared.currentPrice({ ...carrot, prices: [{ price: 'teuer' }] }, '2026-11-23');
  // @ts-expect-error an ingredient without prices
  shared.effectivePrice(brokenIngredient, {}, '2026-11-23');
  // @ts-expect-error a user price map whose entry is a word
  shared.setUserPrice({ x: 'teuer' }, 'moehren', { price: 1, amount: 1 });
  // @ts-expect-error a user price map whose entry is a word
  shared.removeUserPrice({ x: 'teuer' }, 'x');
  // @ts-expect-error an ingredient that misses most fields
  shared.setIngredientPrice(brokenIngredient, 1, '2026-11-23');
  // @ts-expect-error an ingredient that misses most fields
  shared.changeReferenceAmount(brokenIngredient, 1000, '2026-11-23');
  // @ts-expect-error a price change without price, amount and date
  shared.applyPriceChange(carrot, { slug: 'moehren' });
  // @ts-expect-error an ingredient that misses most fields
  shared.ingredientWarnings(brokenIngredient);
  // @ts-expect-error a recipe without dish type, factors and ingredients
  shared.recipeBreakdown(data, brokenRecipe);
  // @ts-expect-error a recipe without dish type, factors and ingredients
  shared.recipePortionCosts(data, brokenRecipe);
  // @ts-expect-error a headcount that is a word
  shared.scaleRecipe(data, 'apfel', { kiga: 'viele' });
  // @ts-expect-error an age group that does not exist
  shared.recipeCost(data, 'apfel', { baby: 1 });
  // @ts-expect-error a recipe without dish type, factors and ingredients
  shared.recipeNutrients(data, brokenRecipe);
  // @ts-expect-error a recipe without dish type, factors and ingredients
  shared.recipeWarnings(data, brokenRecipe);
  // @ts-expect-error a recipe without dish type, factors and ingredients
  shared.recipeAllergens(data, brokenRecipe);
  // @ts-expect-error heads that are a word
  shared.kigaPortions({ headPortionFactors: {} }, 'viele');
  // @ts-expect-error heads that are not an object
  shared.totalHeads(3);
  // @ts-expect-error a week without days
  shared.buildShoppingList(data, { weeks: [brokenWeek], ...range });
  // @ts-expect-error heads with an age group that does not exist
  shared.newShoppingList(data, 'l1', { weeks: [W48], ...range, heads: { baby: 1 } });
  // @ts-expect-error an item without name, group, amount, unit and cost
  shared.groupShoppingItems([{ slug: 'x' }]);
  // @ts-expect-error a list without status
  shared.shoppingListStatus({ endDate: '2026-11-23' });
  // @ts-expect-error a list that misses every field
  shared.withShoppingStatus({});
  // @ts-expect-error a list without items
  shared.shoppingListTotal({ id: 'l' });
  // @ts-expect-error a list without items
  shared.shoppingListCsv({ id: 'l' });
  // @ts-expect-error a list without end date
  shared.shoppingListFileName({ startDate: '2026-11-23' });
  // @ts-expect-error a purchase without date and organic flag
  shared.bioShare([{ value: 5 }]);
  // @ts-expect-error a purchase whose value is a word
  shared.monthlyBioShare([{ date: '2026-11-01', value: 'viel', organic: true }], '2026-11');
  // @ts-expect-error purchases that are not a list
  shared.bioShareWindow('keine', '2026-11');
  // @ts-expect-error a list without start date and items
  shared.purchasesFromShoppingList(data, { id: 'l' });
  // @ts-expect-error a workshop without date and deadline
  shared.canApplyForWorkshop({ title: 'Klima' });
  // @ts-expect-error recipe slugs that are numbers
  shared.dayCost(data, { recipes: [1, 2] });
  // @ts-expect-error a week without days
  shared.weekCost(data, brokenWeek);
  // @ts-expect-error a week without days
  shared.periodCost(data, [brokenWeek]);
  // @ts-expect-error weeks that are not a list
  shared.periodCost(data, W48);
  // @ts-expect-error a masterplan week with only the legacy averageCosts (read it with MasterplanWeekSchema)
  shared.masterplanTrend([{ id: '2026-W01', averageCosts: 1 }]);
  // @ts-expect-error a week without average
  shared.masterplanTrendLine([{ id: '2026-W01' }]);
  // @ts-expect-error days without recipes
  shared.dgeCheck(data, [{}, {}, {}, {}, {}]);
  // @ts-expect-error a day whose recipes are a word
  shared.dgeCheck(data, [{ recipes: 'kartoffel' }, ...W48.days.slice(1)]);
  // @ts-expect-error a week without days
  shared.dgeCheckPlan(data, [brokenWeek]);
  // @ts-expect-error a recipe object (recipes are looked up by slug)
  shared.resolveRecipe(data, data.recipes.get('apfel')!);
}
