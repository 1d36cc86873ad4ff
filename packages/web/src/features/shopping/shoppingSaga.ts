/**
 * Why this saga exists: the Einkauf screens load the kitchen's lists (all for the overview, one for a
 * list page), apply the shared shopped rule to every list as it is loaded, load the plan weeks a new list
 * is built from, and store a new list with `shoppingLists/new`. Checked items are autosaved
 * (shoppingAutosave).
 */
import type { PayloadAction } from '@reduxjs/toolkit';
import { shoppingListStatus, type ShoppingList } from '@speiseplaner/shared';
import { all, call, getContext, put, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import type { BackendCall } from '../../app/store';
import { messageOf } from '../../app/errorMessage';
import { makeAutosaveSaga } from '../autosave/makeAutosaveSaga';
import { shoppingArea } from './shoppingAutosave';
import {
  listCreateFailed,
  listCreateRequested,
  listLoadFailed,
  listLoading,
  listSelected,
  listsLoadFailed,
  listsLoading,
  listsNeeded,
  listsShopped,
  planWeeksFailed,
  planWeeksLoaded,
  planWeeksNeeded,
  type ShoppingState,
} from './shoppingSlice';

type Answer = { type: string; payload: unknown };

const selectShopping = (state: { shopping: ShoppingState }) => state.shopping;

/** A loaded list whose end date is more than a day past turns shopped (SPEC.md section 4). */
function* applyShoppedRule() {
  const { entries }: ShoppingState = yield select(selectShopping);
  const now = Date.now();
  const shopped = Object.values(entries).flatMap((entry) =>
    entry.loadingState === 'loaded' &&
    entry.list?.status === 'open' &&
    shoppingListStatus(entry.list, now) === 'shopped'
      ? [entry.list.id]
      : [],
  );
  if (shopped.length > 0) yield put(listsShopped(shopped));
}

function* loadLists() {
  const { loadingState }: ShoppingState = yield select(selectShopping);
  if (loadingState !== 'none') return;
  const backend: BackendCall = yield getContext('backend');
  yield put(listsLoading());
  try {
    const answer: Answer = yield call(backend, 'shoppingLists/list', {});
    yield put(answer);
    yield call(applyShoppedRule);
  } catch (error) {
    yield put(listsLoadFailed(messageOf(error)));
  }
}

function* loadList({ payload: id }: PayloadAction<string>) {
  const { entries }: ShoppingState = yield select(selectShopping);
  const loadingState = entries[id]?.loadingState;
  if (loadingState === 'loaded' || loadingState === 'loading') return;
  const backend: BackendCall = yield getContext('backend');
  yield put(listLoading(id));
  try {
    const answer: Answer = yield call(backend, 'shoppingLists/fetch', { id });
    yield put(answer);
    yield call(applyShoppedRule);
  } catch (error) {
    yield put(listLoadFailed({ id, message: messageOf(error) }));
  }
}

function* loadPlanWeeks({ payload: range }: PayloadAction<{ from: string; to: string }>) {
  const backend: BackendCall = yield getContext('backend');
  try {
    // The plan slice stores the answer too; weeks loaded there already (maybe edited) stay as they are.
    const answer: Answer = yield call(backend, 'plan/listWeeks', range);
    yield put(answer);
    yield put(planWeeksLoaded(range));
  } catch (error) {
    yield put(planWeeksFailed({ ...range, message: messageOf(error) }));
  }
}

function* createList({ payload: list }: PayloadAction<ShoppingList>) {
  const backend: BackendCall = yield getContext('backend');
  try {
    const answer: Answer = yield call(backend, 'shoppingLists/new', { shoppingList: list });
    yield put(answer);
    yield call(applyShoppedRule);
  } catch (error) {
    yield put(listCreateFailed({ id: list.id, message: messageOf(error) }));
  }
}

const shoppingAutosaveSaga = makeAutosaveSaga(shoppingArea);

export function* shoppingSaga() {
  yield all([
    takeLeading(listsNeeded.type, loadLists),
    takeEvery(listSelected.type, loadList),
    takeLatest(planWeeksNeeded.type, loadPlanWeeks),
    takeEvery(listCreateRequested.type, createList),
    call(shoppingAutosaveSaga),
  ]);
}
