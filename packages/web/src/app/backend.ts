/**
 * Transport edge to the backend: calls the `controller` (or `workshops`) callable with an action
 * `{ type, payload }` and returns the answer action, which the sagas dispatch as is
 * (docs/architecture.md, "How an action travels"). Errors become `BackendError` with the callable's code
 * and its German message. No Firebase code: the protocol is ours (callable.ts), the ID token comes from
 * Auth once it is set up (idToken.ts), the App Check token from appCheck.ts, loaded with the first call.
 */
import { endpointOf, type ActionPayload, type ActionType, type AnswerAction } from '@speiseplaner/shared';
import { appCheckKindOf, registerAppCheck } from './appCheckToken';
import { callCallable } from './callable';
import { appCheckSiteKey, functionsBaseUrl } from './firebaseEnv';

export { BackendError } from './backendError';

// App Check starts with the first call: firebase/app-check and reCAPTCHA load only then.
if (appCheckSiteKey) registerAppCheck(async () => (await import('./appCheck')).appCheckTokens);

/** Sends one action to its callable endpoint and returns its answer action. */
export async function callBackend<T extends ActionType>(
  type: T,
  payload: ActionPayload<T>,
): Promise<AnswerAction<T>> {
  return (await callCallable(
    `${functionsBaseUrl}/${endpointOf(type)}`,
    { type, payload },
    { appCheck: appCheckKindOf(type) },
  )) as AnswerAction<T>;
}
