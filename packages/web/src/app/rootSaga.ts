/** Starts every area's saga; each one lives beside its slice. */
import { all, call } from 'redux-saga/effects';
import { authSaga } from '../features/auth/authSaga';
import { accountSaga } from '../features/account/accountSaga';
import { flushTriggersSaga } from '../features/autosave/flushTriggersSaga';
import { ingredientsSaga } from '../features/ingredients/ingredientsSaga';
import { recipesSaga } from '../features/recipes/recipesSaga';
import { planSaga } from '../features/plan/planSaga';
import { masterplanSaga } from '../features/masterplan/masterplanSaga';
import { shoppingSaga } from '../features/shopping/shoppingSaga';
import { statisticsSaga } from '../features/statistics/statisticsSaga';
import { viewModeSaga } from '../features/viewMode/viewModeSaga';
import { workshopsSaga } from '../features/workshops/workshopsSaga';
import { newsletterSaga } from '../features/newsletter/newsletterSaga';

export function* rootSaga({ withAuth }: { withAuth: boolean }) {
  const sagas = [viewModeSaga, workshopsSaga, newsletterSaga, accountSaga, flushTriggersSaga, ingredientsSaga, recipesSaga, planSaga, masterplanSaga, shoppingSaga, statisticsSaga];
  yield all([...(withAuth ? [authSaga] : []), ...sagas].map((saga) => call(saga)));
}
