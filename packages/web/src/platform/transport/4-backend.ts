/**
 * Transport edge to the backend: calls the `controller` (or `workshops`) callable with an action
 * `{ type, payload }` and returns the answer action, which the sagas dispatch as is
 * (docs/architecture.md, "How an action travels"). Errors become `BackendError` (backendError.ts) with
 * the callable's code and its German message. No Firebase code: the protocol is ours (6-callable.ts), the
 * ID token comes from Auth once it is set up (idToken.ts), the App Check token from appCheck.ts, loaded
 * with the first call that needs one (not by the public reads).
 * Transport layer 4 of 6, sagas first (docs/architecture.md, "Transport layers"):
 * previous: 3-answerCheck.ts (development) or 2-bootCalls.ts, next: 5-endpoints.ts.
 */
import { registerAppCheck } from './appCheckToken';
import type { BackendCall } from './1-callAction';
import { backendAt } from './5-endpoints';
import { appCheckEnabled, functionsBaseUrl } from '../firebase/firebaseEnv';

// App Check starts with the first call that needs a token (a form sent, a signed-in call):
// firebase/app-check and, outside the emulators, reCAPTCHA load only then (docs/operations.md, "App Check").
if (appCheckEnabled) registerAppCheck(async () => (await import('../firebase/appCheck')).appCheckTokens);

/** Sends one action to its callable endpoint and returns its answer action. */
export const callBackend: BackendCall = backendAt(functionsBaseUrl);
