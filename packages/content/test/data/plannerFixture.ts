/** Planner data over the whole shared catalogue, built once for the data tests (prices as of a fixed day). */
import { preparePlannerData, type PlannerData } from '@speiseplaner/shared';
import { INGREDIENTS } from '../../src/ingredients';
import { RECIPES } from '../../src/recipes';

/** A fixed day after the last catalogue price change, so costs do not drift with the calendar. */
export const PRICE_DAY = '2026-11-23';

export const PLANNER_DATA: PlannerData = preparePlannerData({
  ingredients: INGREDIENTS,
  recipes: RECIPES,
  today: PRICE_DAY,
});
