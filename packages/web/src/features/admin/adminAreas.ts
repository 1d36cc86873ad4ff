/**
 * The Verwaltung's store areas: its reducers and sagas, loaded only with an admin page (AdminGate), so no
 * kitchen's or visitor's page carries them. A section adds its slice and saga here.
 */
import type { StoreAreas } from '../../platform/storeAreas';
import adminKitchensReducer from './kitchens/adminKitchensSlice';
import { adminKitchensSaga } from './kitchens/adminKitchensSaga';
import adminAuditReducer from './audit/adminAuditSlice';
import { adminAuditSaga } from './audit/adminAuditSaga';
import adminWorkshopsReducer from './workshops/adminWorkshopsSlice';
import { adminWorkshopsSaga } from './workshops/adminWorkshopsSaga';
import adminVideosReducer from './videos/adminVideosSlice';
import { adminVideosSaga } from './videos/adminVideosSaga';

export const adminReducers = {
  adminKitchens: adminKitchensReducer,
  adminAudit: adminAuditReducer,
  adminWorkshops: adminWorkshopsReducer,
  adminVideos: adminVideosReducer,
};

export type AdminState = { [K in keyof typeof adminReducers]: ReturnType<(typeof adminReducers)[K]> };

export const adminAreas: StoreAreas = {
  name: 'admin',
  reducers: adminReducers,
  sagas: [adminKitchensSaga, adminAuditSaga, adminWorkshopsSaga, adminVideosSaga],
};
