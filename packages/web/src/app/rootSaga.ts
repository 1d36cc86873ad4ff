/** Starts the saga of every area every page needs; the planner's sagas start with its areas (plannerAreas.ts). */
import { all, call } from 'redux-saga/effects';
import { authSaga } from '../features/auth/authSaga';
import { accountSaga } from '../features/account/accountSaga';
import { viewModeSaga } from '../features/viewMode/viewModeSaga';
import { workshopsSaga } from '../features/workshops/workshopsSaga';
import { newsletterSaga } from '../features/newsletter/newsletterSaga';
import { videosSaga } from '../features/videos/videosSaga';
import { plannerBootSaga } from './plannerBootSaga';

export function* rootSaga({ withAuth }: { withAuth: boolean }) {
  const sagas = [viewModeSaga, workshopsSaga, videosSaga, newsletterSaga, accountSaga];
  const signIn = withAuth ? [authSaga, plannerBootSaga] : [];
  yield all([...signIn, ...sagas].map((saga) => call(saga)));
}
