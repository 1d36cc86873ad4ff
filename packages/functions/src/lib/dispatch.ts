/** Runs one `{ type, payload }` request against an action table: validation, auth, permissions, handler. */
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import {
  answerTypeOf,
  GENERIC_ERROR,
  isDomainError,
  type ActionType,
  type AnswerType,
} from '@speiseplaner/shared';
import type { Firestore } from 'firebase-admin/firestore';
import { z } from 'zod';
import { db } from './admin';
import { checkAccess, type Checked } from './access';
import type { CallContext, CallerAuth, HandlerFn, RoutedAction, SelfCheckContext } from './action';
import { consumeAppCheck, requireAppCheck } from './appCheck';
import { documentTooLarge, invalidPayload, isDocumentTooLarge, notSignedIn, unknownAction } from './errors';
import { logFailedAction, type FailedAction } from './log';
import { PATHS } from './paths';
import { profileOf } from './profile';
import { clientAddressOf } from './clientAddress';
import { enforceRateLimits, type RateKeys } from './rateLimit';
import { metered, readDoc } from './reads';

const RequestSchema = z.object({ type: z.string().min(1).max(80), payload: z.unknown() }).strict();

/** Emulator answers carry the read count (tests and bench check it); production answers do not. */
const reportReads = process.env.FUNCTIONS_EMULATOR === 'true';

/** The answer action (shared AnswerAction) as sent: emulator answers add the read count. */
export interface RoutedAnswer {
  type: AnswerType<ActionType>;
  payload: unknown;
  meta?: { reads: number };
}

function asHttpsError(err: unknown): HttpsError {
  if (err instanceof HttpsError) return err;
  if (isDomainError(err))
    return new HttpsError(err.code === 'not-found' ? 'not-found' : 'invalid-argument', err.message);
  if (isDocumentTooLarge(err)) return documentTooLarge();
  return new HttpsError('internal', GENERIC_ERROR);
}

/**
 * The database as a handler sees it: a transaction or batch commits only once the access check has passed.
 * The guard runs at the end of the transaction's callback, which Firestore awaits before it commits, so a
 * 'handler' action that forgot `ctx.authorize` (or a 'parallel' one writing before its check came back)
 * throws there and nothing is committed. The proof type (lib/access.ts) catches most of this at compile
 * time; this guard is for what a cast or a new write path could let through.
 */
function guardedDb(firestore: Firestore, type: string, checked: () => boolean): Firestore {
  const refuse = () => {
    if (!checked()) throw new Error(`${type}: Berechtigung wurde vor dem Schreiben nicht geprüft`);
  };
  const runTransaction: Firestore['runTransaction'] = (update, options) =>
    firestore.runTransaction(async (tx) => {
      const result = await update(tx);
      refuse();
      return result;
    }, options);
  const batch: Firestore['batch'] = () => {
    const writes = firestore.batch();
    const commit = writes.commit.bind(writes);
    writes.commit = async () => {
      refuse();
      return commit();
    };
    return writes;
  };
  return new Proxy(firestore, {
    get(target, prop) {
      if (prop === 'runTransaction') return runTransaction;
      if (prop === 'batch') return batch;
      const value: unknown = Reflect.get(target, prop, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

async function run(
  type: string,
  action: RoutedAction,
  payload: unknown,
  auth: CallerAuth | null,
): Promise<unknown> {
  const firestore = db();
  const mode = auth && !action.public ? (action.profile ?? 'router') : 'none';
  let proof: Checked | null = null;
  const ctx: SelfCheckContext & { checked?: Checked } = {
    db: guardedDb(firestore, type, () => proof !== null),
    auth,
    user: null,
    authorize: (storedProfile) => {
      const profile = auth ? profileOf(auth.uid, storedProfile) : null;
      proof = checkAccess(action, profile);
      ctx.user = profile;
      return proof;
    },
  };
  const readProfile = async () => (await readDoc(firestore.doc(PATHS.user(auth!.uid)))).data();
  // The context `action.profile` promises (lib/action.ts): the proof only once the router checked.
  const handle = () => (action.handler as HandlerFn<unknown, unknown, CallContext>)(payload, ctx);

  if (mode === 'none') ctx.checked = ctx.authorize(undefined);
  if (mode === 'router') ctx.checked = ctx.authorize(await readProfile());
  if (mode === 'parallel') {
    if (action.admin) throw new Error(`${type}: Admin-Aktionen lesen das Profil vorher`);
    const [profile, result] = await Promise.allSettled([readProfile(), handle()]);
    if (profile.status === 'rejected') throw profile.reason;
    ctx.authorize(profile.value);
    if (result.status === 'rejected') throw result.reason;
    return result.value;
  }
  const result = await handle();
  // Fail closed: a 'handler' action that never checked must not answer (its writes were refused above).
  if (!proof) throw new Error(`${type}: Berechtigung wurde nicht geprüft`);
  return result;
}

/**
 * The signed-in caller, or null. The platform's auth data is not trusted to be complete: the emulator
 * passes a forged token through undecoded, without a uid, and such a caller counts as signed out.
 */
function callerAuthOf(auth: CallableRequest<unknown>['auth']): CallerAuth | null {
  const uid: unknown = auth?.uid;
  if (!auth || typeof uid !== 'string' || uid === '') return null;
  return { uid, token: auth.token ?? {} };
}

/** Who called, for the log line (lib/log.ts hashes the uid and hides the e-mail). */
function callerOf(auth: CallableRequest<unknown>['auth']): FailedAction['caller'] {
  const caller = callerAuthOf(auth);
  if (!caller) return null;
  const email = caller.token.email;
  return { uid: caller.uid, email: typeof email === 'string' ? email : undefined };
}

/**
 * What dispatch reads of a callable request: the raw HTTP request for the client's IP and the App Check
 * token's header, `app` for the token the platform verified (lib/appCheck.ts).
 */
export type DispatchedRequest = Pick<CallableRequest<unknown>, 'data' | 'auth'> &
  Partial<Pick<CallableRequest<unknown>, 'rawRequest' | 'app'>>;

/**
 * Whom the rate limits count (lib/rateLimit.ts): public actions by the client's IP (a script can make new
 * anonymous accounts, not new addresses as easily), signed-in ones by uid; mails also by their address.
 */
function rateKeysOf(
  action: RoutedAction,
  auth: CallerAuth | null,
  payload: unknown,
  rawRequest: DispatchedRequest['rawRequest'],
): RateKeys {
  const caller = action.public || !auth ? `ip:${clientAddressOf(rawRequest)}` : `uid:${auth.uid}`;
  const { email, workshopSlug } = (payload ?? {}) as { email?: unknown; workshopSlug?: unknown };
  return {
    caller,
    ...(typeof email === 'string' ? { address: email } : {}),
    ...(typeof workshopSlug === 'string' ? { target: `workshop:${workshopSlug}` } : {}),
  };
}

/** Runs the request; a failed action throws its HttpsError and leaves one log line (lib/log.ts). */
export async function dispatchAction(
  table: Readonly<Record<string, RoutedAction>>,
  request: DispatchedRequest,
): Promise<RoutedAnswer> {
  const startedAt = performance.now();
  let type: string | undefined;
  try {
    const parsedRequest = RequestSchema.safeParse(request.data);
    if (!parsedRequest.success) throw invalidPayload(parsedRequest.error);
    type = parsedRequest.data.type;
    return await dispatchRequest(table, type, parsedRequest.data.payload, request);
  } catch (err) {
    const error = asHttpsError(err);
    logFailedAction({
      type,
      caller: callerOf(request.auth),
      error,
      cause: err,
      durationMs: performance.now() - startedAt,
    });
    throw error;
  }
}

async function dispatchRequest(
  table: Readonly<Record<string, RoutedAction>>,
  type: string,
  raw: unknown,
  request: DispatchedRequest,
): Promise<RoutedAnswer> {
  const action = Object.prototype.hasOwnProperty.call(table, type) ? table[type] : undefined;
  if (!action) throw unknownAction(type);
  // App Check by the action, not the function: public reads need none (lib/appCheck.ts).
  requireAppCheck(action, request);

  const payload = action.payload.safeParse(raw === undefined ? {} : raw);
  if (!payload.success) throw invalidPayload(payload.error);

  const auth = callerAuthOf(request.auth);
  if (!auth && !action.public) throw notSignedIn();
  // A public write's limited-use token is consumed once the request is otherwise acceptable.
  await consumeAppCheck(action, request);
  // Before the action and outside its read count: a refused flood costs one small transaction per call.
  await enforceRateLimits(db(), type, rateKeysOf(action, auth, payload.data, request.rawRequest));

  const { result, reads } = await metered(() => run(type, action, payload.data, auth));
  const answer: RoutedAnswer = { type: answerTypeOf(action.type), payload: result };
  if (reportReads) answer.meta = { reads };
  return answer;
}
