/**
 * The planner's store areas (autosave, Zutaten, Rezepte, Speiseplan, Masterplan, Einkauf, Statistik):
 * their reducers and sagas, with the shared rules and zod schemas they use. Loaded only with a planner page
 * (platform/StoreAreasGate.tsx), so a visitor's first page does not carry them.
 */
import autosaveReducer from '../platform/autosave/autosaveSlice';
import { flushTriggersSaga } from '../platform/autosave/flushTriggersSaga';
import ingredientsReducer from '../features/ingredients/ingredientsSlice';
import { ingredientsSaga } from '../features/ingredients/ingredientsSaga';
import recipesReducer from '../features/recipes/recipesSlice';
import { recipesSaga } from '../features/recipes/recipesSaga';
import photoUploadsReducer from '../features/recipes/photoUploadSlice';
import planReducer from '../features/plan/planSlice';
import { planSaga } from '../features/plan/planSaga';
import masterplanReducer from '../features/masterplan/masterplanSlice';
import { masterplanSaga } from '../features/masterplan/masterplanSaga';
import shoppingReducer from '../features/shopping/shoppingSlice';
import { shoppingSaga } from '../features/shopping/shoppingSaga';
import statisticsReducer from '../features/statistics/statisticsSlice';
import { statisticsSaga } from '../features/statistics/statisticsSaga';
import type { StoreAreas } from '../platform/storeAreas';

export const plannerReducers = {
  autosave: autosaveReducer,
  ingredients: ingredientsReducer,
  recipes: recipesReducer,
  photoUploads: photoUploadsReducer,
  plan: planReducer,
  masterplan: masterplanReducer,
  shopping: shoppingReducer,
  statistics: statisticsReducer,
};

export type PlannerState = { [K in keyof typeof plannerReducers]: ReturnType<(typeof plannerReducers)[K]> };

export const plannerAreas: StoreAreas = {
  name: 'planner',
  perKitchen: true,
  reducers: plannerReducers,
  sagas: [
    flushTriggersSaga,
    ingredientsSaga,
    recipesSaga,
    planSaga,
    masterplanSaga,
    shoppingSaga,
    statisticsSaga,
  ],
};
