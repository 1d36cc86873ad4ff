/**
 * The collection kit's saga (collection.ts): the list loads on demand, the form's saves and the list's
 * changes go one at a time, and their answers are dispatched as they are. A write refused because the
 * stored list may differ from the one shown (another admin's change, a taken key, an entry gone) reloads
 * the list, so the form can offer the stored version next to the admin's own (nothing is overwritten).
 */
import type { AnswerAction, ActionType } from '@speiseplaner/shared';
import type { Effect } from 'redux-saga/effects';
import { put, takeLatest, takeLeading } from 'redux-saga/effects';
import { messageOf } from '../../../platform/errorMessage';
import type { ChangeRequest, Collection, SaveRequest } from './collection';

/** Refusals after which the stored list may differ from the one shown. */
const STALE_CODES = new Set(['failed-precondition', 'already-exists', 'not-found']);
const isStale = (error: unknown) => STALE_CODES.has(String((error as { code?: unknown } | null)?.code));

type Call<R> = (request: R) => Generator<Effect, AnswerAction<ActionType>, unknown>;

export interface CollectionCalls<T, K extends string> {
  /** Loads the list (runLoad with the section's list action). */
  list: () => Generator<Effect, unknown, unknown>;
  /** Sends the form's save (callAction) and returns the answer. */
  save: Call<SaveRequest<T>>;
  /** Sends a change from the list and returns the answer. */
  change: Call<ChangeRequest<K>>;
}

/** The watchers of one collection, for the section saga's `all([...])`. */
export function collectionWatchers<T, K extends string>(
  collection: Collection<T, K>,
  calls: CollectionCalls<T, K>,
) {
  function* save({ payload }: ReturnType<typeof collection.saveRequested>) {
    try {
      yield put(yield* calls.save(payload));
    } catch (error) {
      yield put(collection.saveFailed(messageOf(error)));
      if (isStale(error)) yield put(collection.load.needed());
    }
  }
  function* change({ payload }: ReturnType<typeof collection.changeRequested>) {
    try {
      yield put(yield* calls.change(payload));
    } catch (error) {
      yield put(collection.changeFailed(messageOf(error)));
      if (isStale(error)) yield put(collection.load.needed());
    }
  }
  return [
    takeLatest(collection.load.needed.type, calls.list),
    takeLeading(collection.saveRequested.type, save),
    takeLeading(collection.changeRequested.type, change),
  ];
}
