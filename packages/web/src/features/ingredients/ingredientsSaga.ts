/**
 * Why this saga exists: every planner page needs the ingredient catalogue for costs, but it should be
 * read once per session (`ingredients/checkFetch` on load). Own prices go out as the whole map
 * (`user/prices`), one write at a time in the order they were made, each built on the map the previous
 * answer left. Catalogue edits by admins are autosaved through the shared autosave saga.
 */
import type { Channel } from 'redux-saga';
import { actionChannel, all, call, put, select, take, takeLeading } from 'redux-saga/effects';
import { removeUserPrice, setUserPrice, type UserPrices } from '@speiseplaner/shared';
import { callAction } from '../../app/backendCall';
import { messageOf } from '../../app/errorMessage';
import { loadOnce } from '../../app/loadable';
import type { AuthState } from '../auth/authSlice';
import { makeAutosaveSaga } from '../../app/autosave/makeAutosaveSaga';
import { ingredientsArea } from './ingredientsAutosave';
import {
  catalogueLoad,
  ownPriceRemoved,
  ownPriceSet,
  ownPricesFailed,
  type IngredientsState,
} from './ingredientsSlice';

type State = { ingredients: IngredientsState; auth: AuthState };

const selectCatalogue = (s: State) => s.ingredients;

function* loadCatalogue() {
  const { catalogueVersion }: IngredientsState = yield select(selectCatalogue);
  const payload = catalogueVersion === undefined ? {} : { catalogueVersion };
  yield* loadOnce(catalogueLoad, selectCatalogue, 'ingredients/checkFetch', payload);
}

type OwnPriceEdit = ReturnType<typeof ownPriceSet> | ReturnType<typeof ownPriceRemoved>;

function* saveOwnPrice(action: OwnPriceEdit) {
  const current: UserPrices = yield select((s: State) => s.auth.user?.prices ?? {});
  try {
    const prices = ownPriceSet.match(action)
      ? setUserPrice(current, action.payload.slug, {
          price: action.payload.price,
          amount: action.payload.amount,
        })
      : removeUserPrice(current, action.payload);
    yield put(yield* callAction('user/prices', { prices }));
  } catch (error) {
    yield put(ownPricesFailed(messageOf(error)));
  }
}

function* ownPricesWriter() {
  const edits: Channel<OwnPriceEdit> = yield actionChannel([ownPriceSet.type, ownPriceRemoved.type]);
  while (true) {
    const action: OwnPriceEdit = yield take(edits);
    yield call(saveOwnPrice, action);
  }
}

const ingredientsAutosave = makeAutosaveSaga(ingredientsArea);

export function* ingredientsSaga() {
  yield all([
    takeLeading(catalogueLoad.needed.type, loadCatalogue),
    call(ownPricesWriter),
    call(ingredientsAutosave),
  ]);
}
