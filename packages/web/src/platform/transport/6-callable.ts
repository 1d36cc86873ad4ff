/**
 * Our client for the callable protocol that firebase-functions `onCall` speaks, on plain `fetch` (the
 * Functions SDK with firebase/app was 12 kB gzip on every page with a workshop list). Request: POST JSON
 * `{ "data": … }`, with `Authorization: Bearer <ID token>` while a user (guests too) is signed in and
 * `X-Firebase-AppCheck: <App Check token>` on every call but the public reads (appCheckToken.ts). Answer: 200
 * `{ "result": … }`, or an HTTP error with `{ "error": { "status": "INVALID_ARGUMENT", "message": … } }`.
 * Transport layer 6 of 6, sagas first (docs/architecture.md, "Transport layers"):
 * previous: 5-endpoints.ts, next: `fetch`; the tokens come from idToken.ts and appCheckToken.ts.
 */
import { GENERIC_ERROR } from '@speiseplaner/shared';
import { appCheckRegistered, currentAppCheckToken, type AppCheckKind } from './appCheckToken';
import { BackendError, NETWORK_ERROR, TIMEOUT_ERROR } from './backendError';
import { currentIdToken } from './idToken';

/** The Functions SDK's timeout. */
const TIMEOUT_MS = 70_000;

/** The protocol's error statuses; the SDK's codes (which the sagas know) are them in lower case with hyphens. */
const STATUSES = new Set([
  'CANCELLED',
  'UNKNOWN',
  'INVALID_ARGUMENT',
  'DEADLINE_EXCEEDED',
  'NOT_FOUND',
  'ALREADY_EXISTS',
  'PERMISSION_DENIED',
  'UNAUTHENTICATED',
  'RESOURCE_EXHAUSTED',
  'FAILED_PRECONDITION',
  'ABORTED',
  'OUT_OF_RANGE',
  'UNIMPLEMENTED',
  'INTERNAL',
  'UNAVAILABLE',
  'DATA_LOSS',
]);
const codeOf = (status: unknown): string =>
  typeof status === 'string' && STATUSES.has(status) ? status.toLowerCase().replace(/_/g, '-') : 'internal';

/** For an HTTP error without an error body (e.g. a proxy's page), the SDK's mapping. */
const HTTP_CODES: Record<number, string> = {
  400: 'invalid-argument',
  401: 'unauthenticated',
  403: 'permission-denied',
  404: 'not-found',
  409: 'aborted',
  429: 'resource-exhausted',
  499: 'cancelled',
  500: 'internal',
  501: 'unimplemented',
  503: 'unavailable',
  504: 'deadline-exceeded',
};

/**
 * The English texts firebase-functions itself answers with (bad request, invalid token, missing or invalid
 * App Check token, uncaught error).
 */
const FRAMEWORK_MESSAGES = new Set([
  'Bad Request',
  'Unauthenticated',
  'Permission Denied',
  'INTERNAL',
  'Internal Error',
]);

/**
 * The backend refused the call's App Check token, or the call had none (reCAPTCHA did not answer, often
 * because a blocker stops Google's script).
 */
export const APP_CHECK_ERROR =
  'Die Anfrage konnte nicht bestätigt werden. Bitte laden Sie die Seite neu. Blockiert ein Werbe- oder Skriptblocker reCAPTCHA von Google, erlauben Sie es für diese Seite.';

export interface CallOptions {
  /** Milliseconds until the call fails with `deadline-exceeded`. */
  timeoutMs?: number;
  /** Which App Check token the call carries (appCheckKindOf); `standard` unless given. */
  appCheck?: AppCheckKind;
}

/** What the call carried, for wording a refusal. */
interface Sent {
  idToken: boolean;
  /** App Check runs but the call went without its token. */
  appCheckMissing: boolean;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;

/** The signed-in user's token, or null for a visitor. */
async function idToken(): Promise<string | null> {
  try {
    return await currentIdToken();
  } catch {
    // Mostly a refresh that failed offline. Calling without the token would make the backend treat a
    // signed-in user as a visitor ("Bitte melden Sie sich an.", or a public action done anonymously), so
    // the call fails as the network does and the saga's usual retry or message applies.
    throw new BackendError('unavailable', NETWORK_ERROR);
  }
}

/** A message the user can read: the backend's German one, else a German text for the code. */
function messageFor(code: string, message: unknown, sent: Sent): string {
  if (typeof message === 'string' && message && !FRAMEWORK_MESSAGES.has(message)) return message;
  if (code === 'unauthenticated') {
    // The framework refuses a call it cannot verify with the same text for both tokens. Without an ID
    // token only App Check can be the reason; with both sent, an expired sign-in is the likely one.
    return !sent.idToken || sent.appCheckMissing ? APP_CHECK_ERROR : 'Bitte melden Sie sich erneut an.';
  }
  if (code === 'deadline-exceeded') return TIMEOUT_ERROR;
  if (code === 'unavailable') return NETWORK_ERROR;
  return GENERIC_ERROR;
}

function resultOf(status: number, body: unknown, sent: Sent): unknown {
  const error = isObject(body) && isObject(body.error) ? body.error : null;
  if (error) {
    const code = codeOf(error.status);
    throw new BackendError(code, messageFor(code, error.message, sent));
  }
  if (status < 200 || status > 299) {
    const code = HTTP_CODES[status] ?? 'unknown';
    throw new BackendError(code, messageFor(code, undefined, sent));
  }
  // A 200 that is not the protocol's answer came from something between us and the function (a captive
  // portal, a hosting fallback page): the backend was not reached.
  if (!isObject(body) || !('result' in body)) throw new BackendError('unavailable', NETWORK_ERROR);
  return body.result;
}

/** Sends `data` to the callable at `url` and returns its result; failures become BackendError. */
export async function callCallable(url: string, data: unknown, options: CallOptions = {}): Promise<unknown> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  const appCheck = options.appCheck ?? 'standard';
  const [token, appCheckToken] = await Promise.all([idToken(), currentAppCheckToken(appCheck)]);
  if (token) headers.Authorization = `Bearer ${token}`;
  if (appCheckToken) headers['X-Firebase-AppCheck'] = appCheckToken;
  const sent: Sent = {
    idToken: !!token,
    appCheckMissing: !appCheckToken && appCheck !== 'none' && appCheckRegistered(),
  };
  // Like the SDK, `undefined` is sent as null (JSON.stringify would drop the key).
  const body = JSON.stringify({ data }, (_key, value: unknown) => (value === undefined ? null : value));

  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? TIMEOUT_MS);
  try {
    const response = await fetch(url, { method: 'POST', headers, body, signal: controller.signal });
    const json: unknown = await response.json().catch(() => undefined);
    if (controller.signal.aborted) throw new BackendError('deadline-exceeded', TIMEOUT_ERROR);
    return resultOf(response.status, json, sent);
  } catch (err) {
    if (err instanceof BackendError) throw err;
    // fetch rejects only when no answer arrived: offline, refused, CORS, or our timeout.
    if (controller.signal.aborted) throw new BackendError('deadline-exceeded', TIMEOUT_ERROR);
    throw new BackendError('unavailable', NETWORK_ERROR);
  } finally {
    clearTimeout(timer);
  }
}
