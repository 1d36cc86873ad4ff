/**
 * The team's store area (its slice and saga), injected by the team page and the invitation page through
 * platform/StoreAreasGate, so no other page carries it (docs/architecture.md, "Inside the web app").
 */
import type { StoreAreas } from '../../platform/storeAreas';
import teamReducer from './teamSlice';
import { teamSaga } from './teamSaga';

export const teamAreas: StoreAreas = { name: 'team', reducers: { team: teamReducer }, sagas: [teamSaga] };
