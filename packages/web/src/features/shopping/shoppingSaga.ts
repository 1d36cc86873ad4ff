/**
 * Why this saga exists: the Einkauf screens load the kitchen's lists (all for the overview, one for a
 * list page), apply the shared shopped rule to every list as it is loaded, load the plan weeks a new list
 * is built from, and store a new list with `shoppingLists/new`. Checked items are autosaved
 * (shoppingAutosave).
 */
import type { PayloadAction } from '@reduxjs/toolkit';
import { shoppingListStatus, type ShoppingList } from '@speiseplaner/shared';
import { all, call, put, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { callAction } from '../../platform/transport/1-callAction';
import { messageOf } from '../../platform/errorMessage';
import { loadOnceKept } from '../../platform/offline/keptLoad';
import { isOfflineError, keepAnswer, restoreAnswer } from '../../platform/offline/offlineCache';
import { makeAutosaveSaga } from '../../platform/autosave/makeAutosaveSaga';
import { shoppingArea } from './shoppingAutosave';
import {
  listCreateFailed,
  listCreateRequested,
  listLoadFailed,
  listLoading,
  listSelected,
  listsLoad,
  listsShopped,
  planWeeksFailed,
  planWeeksLoaded,
  planWeeksNeeded,
  type ShoppingState,
} from './shoppingSlice';

type State = { shopping: ShoppingState };

const selectShopping = (state: State) => state.shopping;

/** A loaded list whose end date is more than a day past turns shopped (`shoppingListStatus` in shared). */
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
  // Backend first: a loaded list is never replaced, so a kept one would hide another device's checks.
  const listed = yield* loadOnceKept(listsLoad, (s: State) => s.shopping.lists, 'shoppingLists/list', {
    key: 'shoppingLists/list',
    first: 'backend',
    payload: () => ({}),
  });
  if (listed) yield call(applyShoppedRule);
}

function* loadList({ payload: id }: PayloadAction<string>) {
  const { entries }: ShoppingState = yield select(selectShopping);
  const loadingState = entries[id]?.loadingState;
  if (loadingState === 'loaded' || loadingState === 'loading') return;
  yield put(listLoading(id));
  const key = `shoppingLists/fetch:${id}`;
  try {
    const fetched = yield* callAction('shoppingLists/fetch', { id });
    yield put(fetched);
    yield* keepAnswer(key, fetched);
    yield call(applyShoppedRule);
  } catch (error) {
    // Offline, the list as it was last fetched, else as the overview last listed it.
    if (
      isOfflineError(error) &&
      ((yield* restoreAnswer(key)) || (yield* restoreAnswer('shoppingLists/list')))
    ) {
      yield call(applyShoppedRule);
      return;
    }
    const notFound = (error as { code?: unknown } | null)?.code === 'not-found';
    yield put(listLoadFailed({ id, message: messageOf(error), notFound }));
  }
}

function* loadPlanWeeks({ payload: range }: PayloadAction<{ from: string; to: string }>) {
  try {
    // The plan slice stores the answer too; weeks loaded there already (maybe edited) stay as they are.
    yield put(yield* callAction('plan/listWeeks', range));
    yield put(planWeeksLoaded(range));
  } catch (error) {
    yield put(planWeeksFailed({ ...range, message: messageOf(error) }));
  }
}

function* createList({ payload: list }: PayloadAction<ShoppingList>) {
  try {
    yield put(yield* callAction('shoppingLists/new', { shoppingList: list }));
    yield call(applyShoppedRule);
  } catch (error) {
    yield put(listCreateFailed({ id: list.id, message: messageOf(error) }));
  }
}

const shoppingAutosaveSaga = makeAutosaveSaga(shoppingArea);

export function* shoppingSaga() {
  yield all([
    takeLeading(listsLoad.needed.type, loadLists),
    takeEvery(listSelected.type, loadList),
    takeLatest(planWeeksNeeded.type, loadPlanWeeks),
    takeEvery(listCreateRequested.type, createList),
    call(shoppingAutosaveSaga),
  ]);
}
