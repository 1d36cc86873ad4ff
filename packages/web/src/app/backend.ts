/**
 * Transport edge to the backend: calls the `controller` (or `workshops`) callable with an action
 * `{ type, payload }` and returns the answer action, which the sagas dispatch as is (SPEC.md section 7).
 * Errors become `BackendError` with the callable's code and its German message. No Firebase code: the
 * protocol is ours (callable.ts) and the token comes from Auth once it is set up (idToken.ts).
 */
import { callCallable } from './callable';
import { functionsBaseUrl } from './firebaseEnv';

export { BackendError } from './backendError';

export interface BackendAction<P = unknown> {
  type: string;
  payload: P;
}

/** Sends one action to a callable endpoint and returns its answer action. */
export async function callBackend<A = unknown>(
  type: string,
  payload: unknown,
  endpoint: 'controller' | 'workshops' = type.startsWith('workshops/') ? 'workshops' : 'controller',
): Promise<BackendAction<A>> {
  return (await callCallable(`${functionsBaseUrl}/${endpoint}`, { type, payload })) as BackendAction<A>;
}
