/**
 * The backend as the sagas see it: `callBackend` in the app, a fake transport in tests. Sagas call it
 * through `callAction`, which types payload and answer from the shared ACTIONS table.
 */
import type { ActionPayload, ActionType, AnswerAction } from '@speiseplaner/shared';
import { call, getContext } from 'redux-saga/effects';

export type BackendCall = <T extends ActionType>(
  type: T,
  payload: ActionPayload<T>,
) => Promise<AnswerAction<T>>;

/**
 * Saga helper: sends one action with the backend from the saga context and returns its typed answer
 * action. Use with `yield*` so the answer keeps its type: `const answer = yield* callAction('recipes/list', {})`.
 */
export function* callAction<T extends ActionType>(type: T, payload: ActionPayload<T>) {
  const backend: BackendCall = yield getContext('backend');
  const answer: AnswerAction<T> = yield call(backend, type, payload);
  return answer;
}
