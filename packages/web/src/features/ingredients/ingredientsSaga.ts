/**
 * Why this saga exists: every planner page needs the ingredient catalogue for costs, but it should be
 * read once per session (`ingredients/checkFetch` on load). Own prices go out as the whole map
 * (`user/prices`), one write at a time in the order they were made, each built on the map the previous
 * answer left. Catalogue edits by admins are autosaved through the shared autosave saga.
 */
import type { PayloadAction } from '@reduxjs/toolkit';
import type { Channel } from 'redux-saga';
import { actionChannel, all, call, getContext, put, select, take, takeLeading } from 'redux-saga/effects';
import { removeUserPrice, setUserPrice, type UserPrices } from '@speiseplaner/shared';
import type { BackendCall } from '../../app/store';
import { messageOf } from '../../app/errorMessage';
import type { AuthState } from '../auth/authSlice';
import { makeAutosaveSaga } from '../autosave/makeAutosaveSaga';
import { ingredientsArea } from './ingredientsAutosave';
import {
  ingredientsLoadFailed,
  ingredientsLoading,
  ingredientsNeeded,
  ownPriceRemoved,
  ownPriceSet,
  ownPricesFailed,
  type IngredientsState,
} from './ingredientsSlice';

type State = { ingredients: IngredientsState; auth: AuthState };

function* loadCatalogue() {
  const { status, catalogueVersion }: IngredientsState = yield select((s: State) => s.ingredients);
  if (status === 'loaded' || status === 'loading') return;
  const backend: BackendCall = yield getContext('backend');
  yield put(ingredientsLoading());
  try {
    const payload = catalogueVersion === undefined ? {} : { catalogueVersion };
    const answer: { type: string; payload: unknown } = yield call(backend, 'ingredients/checkFetch', payload);
    yield put(answer);
  } catch (error) {
    yield put(ingredientsLoadFailed(messageOf(error)));
  }
}

type OwnPriceEdit = PayloadAction<{ slug: string; price: number; amount: number }> | PayloadAction<string>;

function* saveOwnPrice(action: OwnPriceEdit) {
  const current: UserPrices = yield select((s: State) => s.auth.user?.prices ?? {});
  const backend: BackendCall = yield getContext('backend');
  try {
    const prices = ownPriceSet.match(action)
      ? setUserPrice(current, action.payload.slug, {
          price: action.payload.price,
          amount: action.payload.amount,
        })
      : removeUserPrice(current, action.payload as string);
    const answer: { type: string; payload: unknown } = yield call(backend, 'user/prices', { prices });
    yield put(answer);
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
    takeLeading(ingredientsNeeded.type, loadCatalogue),
    call(ownPricesWriter),
    call(ingredientsAutosave),
  ]);
}
