/**
 * Calls the real callables in process through firebase-functions-test's `wrap` (same code path as the
 * deployed function: router, checks, handlers, Firestore), as a given kitchen or signed out.
 */
import functionsTest from 'firebase-functions-test';
import type { CallableRequest } from 'firebase-functions/v2/https';
import { ACTIONS, endpointOf, isActionType } from '@speiseplaner/shared';
import { controller, workshops } from '../../src/index';

const fft = functionsTest({ projectId: process.env.GCLOUD_PROJECT });
const endpoints = { controller: fft.wrap(controller), workshops: fft.wrap(workshops) };

/** A signed-in caller: the person's uid and token, and the kitchen the calls name (the request's `kitchen`). */
export interface Kitchen {
  uid: string;
  token: Record<string, unknown>;
  /** Sent as the request's `kitchen` when set (the web app sends its current kitchen on every call). */
  kitchenId?: string;
}

export interface Answer<P = Record<string, unknown>> {
  type: string;
  payload: P;
  meta?: { reads: number };
}

/** The callable the web app would call (shared endpointOf); unknown types go to the controller. */
function endpointFor(type: string) {
  return endpoints[isActionType(type) ? endpointOf(type) : 'controller'];
}

let lastIp = 0;
/**
 * A new client address per call unless a test names one: the rate limits per caller (lib/rateLimit.ts)
 * then count only where a test means them to. 198.18.0.0/15 is the range reserved for benchmarks.
 */
function nextTestIp(): string {
  lastIp += 1;
  return `198.18.${Math.floor(lastIp / 250) % 250}.${(lastIp % 250) + 1}`;
}

/** How a call arrives: from which client address, with which App Check token. */
export interface CallOptions {
  ip?: string;
  /** What the caller itself wrote into X-Forwarded-For (made up; the platform appends `ip` after it). */
  forwardedFor?: string;
  /**
   * An App Check token as firebase-functions hands it over once verified: `request.app` and the raw
   * `X-Firebase-AppCheck` header (lib/appCheck.ts). Without it the call carries none.
   */
  appCheckToken?: string;
}

/** `request.app` as firebase-functions sets it for a token it verified (the web app's id, the decoded token). */
function verifiedApp(token: string) {
  const appId = '1:000000000000:web:speiseplaner-test';
  return { appId, token: { app_id: appId, sub: appId, jti: token } };
}

/**
 * Sends `{ type, payload, kitchen }` as `kitchen` (null: signed out; its `kitchenId`, when set, is the
 * request's `kitchen`); resolves with the answer action. Every answer is checked against the action's
 * shared answer schema: the web app parses answers with the same schema.
 */
export async function call<P = Record<string, unknown>>(
  type: string,
  payload: unknown,
  kitchen: Kitchen | null,
  options: CallOptions = {},
): Promise<Answer<P>> {
  const ip = options.ip ?? nextTestIp();
  const request = {
    data: { type, payload, ...(kitchen?.kitchenId ? { kitchen: kitchen.kitchenId } : {}) },
    auth: kitchen ? { uid: kitchen.uid, token: { uid: kitchen.uid, ...kitchen.token } } : undefined,
    rawRequest: {
      // The emulator keys on the socket (lib/clientAddress.ts); deployed, Google's front end appends the
      // address it saw to whatever the caller wrote into X-Forwarded-For.
      socket: { remoteAddress: ip },
      headers: {
        'x-forwarded-for': [options.forwardedFor, ip].filter(Boolean).join(', '),
        ...(options.appCheckToken ? { 'x-firebase-appcheck': options.appCheckToken } : {}),
      },
    },
    app: options.appCheckToken ? verifiedApp(options.appCheckToken) : undefined,
  } as unknown as CallableRequest;
  const answer = (await endpointFor(type)(request)) as Answer<P>;
  if (isActionType(type)) {
    const checked = (
      ACTIONS[type].answer as { safeParse(v: unknown): { success: boolean; error?: unknown } }
    ).safeParse(answer.payload);
    if (!checked.success)
      throw new Error(`Antwort auf ${type} passt nicht zum Schema: ${String(checked.error)}`);
  }
  return answer;
}

export interface Refusal {
  code: string;
  message: string;
}

/** Sends like `call` and expects a refusal: resolves with its code and message (fails the test otherwise). */
export async function refusal(
  type: string,
  payload: unknown,
  kitchen: Kitchen | null,
  options: CallOptions = {},
): Promise<Refusal> {
  try {
    const answer = await call(type, payload, kitchen, options);
    throw new Error(`${type} wurde nicht abgelehnt: ${JSON.stringify(answer).slice(0, 300)}`);
  } catch (err) {
    const e = err as { code?: string; message: string; httpErrorCode?: unknown };
    if (!e.httpErrorCode) throw err;
    return { code: String(e.code), message: e.message };
  }
}

/** Sends a raw request body (not `{ type, payload }`), for the router's own checks. */
export async function callRaw(data: unknown, kitchen: Kitchen | null): Promise<unknown> {
  const request = {
    data,
    auth: kitchen ? { uid: kitchen.uid, token: kitchen.token } : undefined,
    rawRequest: {},
  } as unknown as CallableRequest;
  return endpoints.controller(request);
}
