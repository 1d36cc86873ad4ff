/**
 * Transport edge to the backend: calls the `controller` (or `workshops`) callable with an action
 * `{ type, payload }` and returns the answer action, which the sagas dispatch as is
 * (docs/architecture.md, "How an action travels"). Errors become `BackendError` with the callable's code
 * and its German message. No Firebase code: the protocol is ours (callable.ts) and the token comes from
 * Auth once it is set up (idToken.ts).
 */
import { endpointOf, type ActionPayload, type ActionType, type AnswerAction } from '@speiseplaner/shared';
import { callCallable } from './callable';
import { functionsBaseUrl } from './firebaseEnv';

export { BackendError } from './backendError';

/** Sends one action to its callable endpoint and returns its answer action. */
export async function callBackend<T extends ActionType>(
  type: T,
  payload: ActionPayload<T>,
): Promise<AnswerAction<T>> {
  return (await callCallable(`${functionsBaseUrl}/${endpointOf(type)}`, {
    type,
    payload,
  })) as AnswerAction<T>;
}
