/**
 * The load pattern of every read a page needs (a list, a catalogue, templates): the page dispatches
 * `needed`, the saga puts `loading` and sends the action, and either the answer action arrives (its case
 * reducer stores the data and calls `markLoaded`) or `loadFailed` carries the German message. The state
 * keeps one `Load` per thing, so "is it there, is it coming, why not" reads the same in every slice.
 */
import { createAction, type ActionReducerMapBuilder, type Draft, type UnknownAction } from '@reduxjs/toolkit';
import type { ActionPayload, ActionType, AnswerAction } from '@speiseplaner/shared';
import { put, select, type Effect } from 'redux-saga/effects';
import { callAction } from './transport/1-callAction';
import { messageOf } from './errorMessage';

export type LoadStatus = 'idle' | 'loading' | 'loaded' | 'failed';

/** The load state of one thing; `error` is the German message of the last failed load. */
export interface Load {
  status: LoadStatus;
  error?: string;
}

export const IDLE_LOAD: Load = { status: 'idle' };

/** For the answer's case reducer: the thing is here. */
export function markLoaded(load: Load) {
  load.status = 'loaded';
  delete load.error;
}

/**
 * The `needed`/`loading`/`loadFailed` actions of one load (types `<name>/needed` …) and `addCases`, which
 * adds the `loading` and `loadFailed` cases for the `Load` that `loadOf` picks out of the slice's state
 * (a `Load` field, or the state itself when it has `status` and `error`).
 */
export function createLoad<S>(name: string, loadOf: (state: Draft<S>) => Load) {
  const needed = createAction(`${name}/needed`);
  const loading = createAction(`${name}/loading`);
  const loadFailed = createAction<string>(`${name}/loadFailed`);
  return {
    needed,
    loading,
    loadFailed,
    addCases(builder: ActionReducerMapBuilder<S>): ActionReducerMapBuilder<S> {
      return builder
        .addCase(loading, (state) => {
          const load = loadOf(state);
          load.status = 'loading';
          delete load.error;
        })
        .addCase(loadFailed, (state, { payload }) => {
          const load = loadOf(state);
          load.status = 'failed';
          load.error = payload;
        });
    },
  };
}

/** What the saga helpers put: `createLoad`'s actions, or a slice's own ones. */
export interface LoadActions {
  loading: () => UnknownAction;
  loadFailed: (message: string) => UnknownAction;
}

/**
 * Saga helper: puts `loading`, sends the action and puts its answer as is; a failure puts `loadFailed`
 * with the German message. Returns the answer, or undefined when the load failed.
 */
export function* runLoad<T extends ActionType>(
  actions: LoadActions,
  type: T,
  payload: ActionPayload<T>,
): Generator<Effect, AnswerAction<T> | undefined, unknown> {
  yield put(actions.loading());
  try {
    const answer = yield* callAction(type, payload);
    yield put(answer);
    return answer;
  } catch (error) {
    yield put(actions.loadFailed(messageOf(error)));
    return undefined;
  }
}

/**
 * Saga helper: `runLoad` unless the thing is loaded or its load is under way (pages ask on every mount).
 * Returns the answer, or undefined when it skipped or failed.
 */
export function* loadOnce<T extends ActionType, R>(
  actions: LoadActions,
  selectLoad: (state: R) => Load,
  type: T,
  payload: ActionPayload<T>,
): Generator<Effect, AnswerAction<T> | undefined, unknown> {
  const { status } = (yield select(selectLoad)) as Load;
  if (status === 'loaded' || status === 'loading') return undefined;
  return yield* runLoad(actions, type, payload);
}
