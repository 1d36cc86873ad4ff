/**
 * The store area of the Träger page's „Rezepte des Trägers“ and „Preisliste des Trägers“ (slices and
 * sagas), injected by those sections through platform/StoreAreasGate, so neither the account page nor
 * the invitation page carries them (docs/architecture.md, "Inside the web app"). Per kitchen: the own
 * recipes offered for sharing are the current kitchen's, so a kitchen switch empties the area.
 */
import type { StoreAreas } from '../../platform/storeAreas';
import orgPricesReducer from './orgPricesSlice';
import { orgPricesSaga } from './orgPricesSaga';
import orgRecipesReducer from './orgRecipesSlice';
import { orgRecipesSaga } from './orgRecipesSaga';

export const orgSharedAreas: StoreAreas = {
  name: 'organisationShared',
  perKitchen: true,
  reducers: { orgRecipes: orgRecipesReducer, orgPrices: orgPricesReducer },
  sagas: [orgRecipesSaga, orgPricesSaga],
};
