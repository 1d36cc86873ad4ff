/**
 * Saga helpers between the loading sagas and the offline store (offlineDb.ts): a backend answer is kept
 * for the signed-in user, and on the next open it is put again at once, marked as coming from the store,
 * before the backend's fresh answer replaces it (stale-while-revalidate). The store is the signed-in
 * user's in the current kitchen (`auth.user.id` and `auth.user.kitchenId`); without both nothing is read or
 * written.
 */
import type { Action, UnknownAction } from '@reduxjs/toolkit';
import type { PlanWeek, User } from '@speiseplaner/shared';
import { call, put, select, type Effect } from 'redux-saga/effects';
import { forgetShownFrom, noteShownFrom } from './keptAt';
import { offlineStoreOf, readAnswer, readKeptAt, readWeeks, writeAnswer, writeWeeks } from './offlineDb';
import { fromStore, isFromStore } from './storeMark';

export { fromStore, isFromStore, isOfflineError } from './storeMark';

/** The store (person and kitchen) the planner reads and writes. */
export const selectOfflineStore = (state: { auth?: { user?: User } }): string | undefined =>
  offlineStoreOf(state.auth?.user?.id, state.auth?.user?.kitchenId);

function isAction(value: unknown): value is UnknownAction {
  return (
    typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string'
  );
}

/** Notes since when the kept data on screen is (keptAt.ts, for the offline hint). */
function* noteKept(store: string | undefined): Generator<Effect, void, unknown> {
  const keptAt = (yield call(readKeptAt, store)) as number | undefined;
  if (keptAt !== undefined) yield call(noteShownFrom, keptAt);
}

/** Puts the kept answer under `key`, if there is one; true when it did. */
export function* restoreAnswer(key: string): Generator<Effect, boolean, unknown> {
  const store = (yield select(selectOfflineStore)) as string | undefined;
  const answer: unknown = yield call(readAnswer, store, key);
  if (!isAction(answer)) return false;
  yield put(fromStore(answer));
  yield* noteKept(store);
  return true;
}

/** Keeps a backend answer under `key` for the next open (answers from the store are not written back). */
export function* keepAnswer(key: string, answer: Action): Generator<Effect, void, unknown> {
  if (isFromStore(answer)) return;
  yield call(forgetShownFrom);
  const store = (yield select(selectOfflineStore)) as string | undefined;
  yield call(writeAnswer, store, key, answer);
}

/** The kept weeks among `ids`. */
export function* storedWeeks(ids: readonly string[]): Generator<Effect, PlanWeek[], unknown> {
  const store = (yield select(selectOfflineStore)) as string | undefined;
  const weeks = (yield call(readWeeks, store, ids)) as PlanWeek[] | undefined;
  if (weeks?.length) yield* noteKept(store);
  return weeks ?? [];
}

/** Keeps weeks as the backend sent them. */
export function* keepWeeks(weeks: readonly PlanWeek[]): Generator<Effect, void, unknown> {
  if (weeks.length === 0) return;
  yield call(forgetShownFrom);
  const store = (yield select(selectOfflineStore)) as string | undefined;
  yield call(writeWeeks, store, weeks);
}
