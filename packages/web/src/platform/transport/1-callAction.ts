/**
 * The backend as the sagas see it: `callBackend` in the app, a fake transport in tests. Sagas call it
 * through `callAction`, which types payload and answer from the shared ACTIONS table.
 * Transport layer 1 of 6, sagas first (docs/architecture.md, "Transport layers"):
 * next: 2-bootCalls.ts.
 */
import type { ActionPayload, ActionType, AnswerAction } from '@speiseplaner/shared';
import { call, getContext, type CallEffect, type GetContextEffect } from 'redux-saga/effects';

/**
 * Sends one action. `kitchen` is the caller's current kitchen, which every call carries once the app knows
 * it (the request `{ type, payload, kitchen }`); the store's backend (2-bootCalls.ts) fills it in from the
 * sign-in state when the saga names none (docs/architecture.md, "Transport layers").
 */
export type BackendCall = <T extends ActionType>(
  type: T,
  payload: ActionPayload<T>,
  kitchen?: string,
) => Promise<AnswerAction<T>>;

/**
 * Saga helper: sends one action with the backend from the saga context and returns its typed answer
 * action. Use with `yield*` so the answer keeps its type: `const answer = yield* callAction('recipes/list', {})`.
 * It takes `unknown` from the saga middleware, so one saga may delegate to it for several action types.
 */
export function* callAction<T extends ActionType>(
  type: T,
  payload: ActionPayload<T>,
  /** Another kitchen than the current one (the kitchen switch asks user/validate for the chosen one). */
  kitchen?: string,
): Generator<GetContextEffect | CallEffect, AnswerAction<T>, unknown> {
  // The middleware answers getContext with the context value and call with the promise's result.
  const backend = (yield getContext('backend')) as BackendCall;
  return (yield call(backend, type, payload, kitchen)) as AnswerAction<T>;
}
