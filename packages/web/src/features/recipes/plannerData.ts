/**
 * The domain core's planner data built from the store, once per scope: the pages read it through
 * `usePlannerData`, and the autosave's save step reads the same object to store a week's average at the
 * current prices (planAutosave, masterplanAutosave). Rebuilt only when an input changes; the core caches
 * per-recipe results inside.
 *
 * - `kitchen`: the catalogue, all recipes the kitchen sees, its prices (own ones over its Träger's, shared
 *   `kitchenPrices`), own allergen marks and default heads (Speiseplan, Aushang, Einkauf, Statistik).
 * - `masterplan`: the catalogue and the shared recipes with the shared prices only: the masterplan is the
 *   same for every kitchen, so an admin's own or Träger prices or recipes must not enter it.
 * - `catalogue`: the catalogue with the kitchen's prices (own over the Träger's), own allergen marks and
 *   heads, no recipe list (the Rezepte pages).
 */
import { useEffect } from 'react';
import { createSelector } from '@reduxjs/toolkit';
import {
  kitchenPrices,
  preparePlannerData,
  today,
  type Headcounts,
  type PlannerData,
  type RecipeListEntry,
  type User,
} from '@speiseplaner/shared';
import { useAppDispatch, useAppSelector } from '../../platform/hooks';
import { ingredientsNeeded, selectIngredients, type IngredientsState } from '../ingredients/ingredientsSlice';
import { recipesNeeded, selectRecipes, type RecipesState } from './recipesSlice';

export type PlannerScope = 'kitchen' | 'masterplan' | 'catalogue';

export interface PlannerDataView {
  /** Undefined until the catalogue (and, but for `catalogue`, the recipe list) is loaded. */
  data?: PlannerData;
  /** The recipes of the scope, as listed. */
  entries: RecipeListEntry[];
  /** German message when the catalogue or the recipes could not be loaded. */
  error?: string;
}

/** The store areas planner data is built from. */
export type PlannerInputs = { ingredients: IngredientsState; recipes: RecipesState; auth: { user?: User } };
type Inputs = PlannerInputs;

const NO_PRICES = {};
const NO_MARKS = {};
const NO_ENTRIES: RecipeListEntry[] = [];

const items = (state: Inputs) => selectIngredients(state).items;
const catalogueLoaded = (state: Inputs) => selectIngredients(state).status === 'loaded';
const catalogueError = (state: Inputs) => selectIngredients(state).error;
const entries = (state: Inputs) => selectRecipes(state).entries;
const listLoaded = (state: Inputs) => selectRecipes(state).list.status === 'loaded';
const listError = (state: Inputs) => selectRecipes(state).list.error;
const ownPrices = (state: Inputs) => state.auth.user?.prices ?? NO_PRICES;
const organisationPrices = (state: Inputs) => state.auth.user?.organisationPrices ?? NO_PRICES;
/**
 * The prices that count for the kitchen: its own, else its Träger's (docs/data-model.md, "Organisations
 * (Träger)").
 */
const userPrices = createSelector([ownPrices, organisationPrices], (own, organisation) =>
  kitchenPrices(own, organisation),
);
const userAllergens = (state: Inputs) => state.auth.user?.allergens ?? NO_MARKS;
const userHeads = (state: Inputs): Headcounts | undefined => state.auth.user?.heads;

/** Only shared recipes: an admin's own or Träger recipe would be unknown to every other kitchen. */
const sharedEntries = createSelector([entries], (all) =>
  all.filter((entry) => !entry.owner && !entry.organisation),
);

function prepare(
  ingredients: IngredientsState['items'],
  recipes: readonly RecipeListEntry[],
  prices: unknown,
  heads: Headcounts | undefined,
  marks: unknown,
): PlannerData {
  return preparePlannerData({
    ingredients: Object.values(ingredients),
    recipes,
    userPrices: prices,
    userAllergens: marks,
    defaultHeads: heads,
    today: today(),
  });
}

const kitchenData = createSelector(
  [catalogueLoaded, listLoaded, items, entries, userPrices, userHeads, userAllergens],
  (catalogue, list, all, recipes, prices, heads, marks) =>
    catalogue && list ? prepare(all, recipes, prices, heads, marks) : undefined,
);
const masterplanData = createSelector(
  [catalogueLoaded, listLoaded, items, sharedEntries],
  (catalogue, list, all, recipes) =>
    catalogue && list ? prepare(all, recipes, {}, undefined, NO_MARKS) : undefined,
);
const catalogueData = createSelector(
  [catalogueLoaded, items, userPrices, userHeads, userAllergens],
  (catalogue, all, prices, heads, marks) =>
    catalogue ? prepare(all, NO_ENTRIES, prices, heads, marks) : undefined,
);

const VIEWS: Record<PlannerScope, (state: Inputs) => PlannerDataView> = {
  kitchen: createSelector([kitchenData, entries, catalogueError, listError], (data, list, e1, e2) => ({
    data,
    entries: list,
    error: e1 ?? e2,
  })),
  masterplan: createSelector(
    [masterplanData, sharedEntries, catalogueError, listError],
    (data, list, e1, e2) => ({ data, entries: list, error: e1 ?? e2 }),
  ),
  catalogue: createSelector([catalogueData, catalogueError], (data, error) => ({
    data,
    entries: NO_ENTRIES,
    error,
  })),
};

/** The planner data of `scope` as the store holds it now (undefined while something is loading). */
export function selectPlannerData(state: Inputs, scope: PlannerScope): PlannerDataView {
  return VIEWS[scope](state);
}

/** Loads what the scope needs and returns its planner data. */
export function usePlannerData(scope: PlannerScope): PlannerDataView {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(ingredientsNeeded());
    if (scope !== 'catalogue') dispatch(recipesNeeded());
  }, [dispatch, scope]);
  return useAppSelector((state) => selectPlannerData(state, scope));
}
