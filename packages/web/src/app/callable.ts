/**
 * Our client for the callable protocol that firebase-functions `onCall` speaks, on plain `fetch` (the
 * Functions SDK with firebase/app was 12 kB gzip on every page with a workshop list). Request: POST JSON
 * `{ "data": … }`, with `Authorization: Bearer <ID token>` while a user (guests too) is signed in. Answer:
 * 200 `{ "result": … }`, or an HTTP error with `{ "error": { "status": "INVALID_ARGUMENT", "message": … } }`.
 */
import { BackendError, NETWORK_ERROR } from './backendError';
import { GENERIC_ERROR } from './errorMessage';
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

/** The English texts firebase-functions itself answers with (bad request, invalid token, uncaught error). */
const FRAMEWORK_MESSAGES = new Set([
  'Bad Request',
  'Unauthenticated',
  'Permission Denied',
  'INTERNAL',
  'Internal Error',
]);

export interface CallOptions {
  /** Milliseconds until the call fails with `deadline-exceeded`. */
  timeoutMs?: number;
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
function messageFor(code: string, message: unknown): string {
  if (typeof message === 'string' && message && !FRAMEWORK_MESSAGES.has(message)) return message;
  if (code === 'unauthenticated') return 'Bitte melden Sie sich erneut an.';
  if (code === 'unavailable' || code === 'deadline-exceeded') return NETWORK_ERROR;
  return GENERIC_ERROR;
}

function resultOf(status: number, body: unknown): unknown {
  const error = isObject(body) && isObject(body.error) ? body.error : null;
  if (error) {
    const code = codeOf(error.status);
    throw new BackendError(code, messageFor(code, error.message));
  }
  if (status < 200 || status > 299) {
    const code = HTTP_CODES[status] ?? 'unknown';
    throw new BackendError(code, messageFor(code, undefined));
  }
  // A 200 that is not the protocol's answer came from something between us and the function (a captive
  // portal, a hosting fallback page): the backend was not reached.
  if (!isObject(body) || !('result' in body)) throw new BackendError('unavailable', NETWORK_ERROR);
  return body.result;
}

/** Sends `data` to the callable at `url` and returns its result; failures become BackendError. */
export async function callCallable(url: string, data: unknown, options: CallOptions = {}): Promise<unknown> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  const token = await idToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  // Like the SDK, `undefined` is sent as null (JSON.stringify would drop the key).
  const body = JSON.stringify({ data }, (_key, value: unknown) => (value === undefined ? null : value));

  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? TIMEOUT_MS);
  try {
    const response = await fetch(url, { method: 'POST', headers, body, signal: controller.signal });
    const json: unknown = await response.json().catch(() => undefined);
    if (controller.signal.aborted) throw new BackendError('deadline-exceeded', NETWORK_ERROR);
    return resultOf(response.status, json);
  } catch (err) {
    if (err instanceof BackendError) throw err;
    // fetch rejects only when no answer arrived: offline, refused, CORS, or our timeout.
    throw new BackendError(controller.signal.aborted ? 'deadline-exceeded' : 'unavailable', NETWORK_ERROR);
  } finally {
    clearTimeout(timer);
  }
}
