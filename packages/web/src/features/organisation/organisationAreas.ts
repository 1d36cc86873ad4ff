/**
 * The Träger's store area (its slice and saga), injected by the Träger page, the kitchen invitation page
 * and the account page's Träger section through platform/StoreAreasGate, so no other page carries it
 * (docs/architecture.md, "Inside the web app").
 */
import type { StoreAreas } from '../../platform/storeAreas';
import organisationReducer from './organisationSlice';
import { organisationSaga } from './organisationSaga';

export const organisationAreas: StoreAreas = {
  name: 'organisation',
  reducers: { organisation: organisationReducer },
  sagas: [organisationSaga],
};
