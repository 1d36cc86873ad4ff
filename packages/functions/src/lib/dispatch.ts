/**
 * Runs one `{ type, payload, kitchen? }` request against an action table: validation, auth, membership
 * and role in the kitchen, permissions, handler. `kitchen` is the caller's current kitchen (the web app
 * sends it on every call once it knows it); it is checked against the kitchen's members on every call.
 */
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import {
  answerTypeOf,
  GENERIC_ERROR,
  IdSchema,
  isDomainError,
  memberNameOf,
  userOf,
  type ActionType,
  type AnswerType,
  type PersonDoc,
} from '@speiseplaner/shared';
import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import { z } from 'zod';
import { db } from './admin';
import { checkAccess, type Checked } from './access';
import type { CallContext, CallerAuth, HandlerFn, RoutedAction, SelfCheckContext } from './action';
import { consumeAppCheck, requireAppCheck } from './appCheck';
import {
  documentTooLarge,
  invalidPayload,
  isDocumentTooLarge,
  notAMember,
  notAnOrganisationLead,
  notSignedIn,
  unknownAction,
} from './errors';
import { logFailedAction, type FailedAction } from './log';
import { PATHS } from './paths';
import { kitchenDocOf, NO_PERSON, organisationDocOf, personOf } from './profile';
import { clientAddressOf } from './clientAddress';
import { enforceRateLimits, type RateKeys } from './rateLimit';
import { metered, readDoc, readDocs } from './reads';

const RequestSchema = z
  .object({ type: z.string().min(1).max(80), payload: z.unknown(), kitchen: IdSchema.optional() })
  .strict();

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

/** The person, kitchen and Träger documents the access check reads (raw data; undefined when missing). */
interface CallerDocs {
  person: unknown;
  kitchen: unknown;
  organisation?: unknown;
  /** What the action's `prefetch` named, read in the same getAll (lib/action.ts). */
  prefetched?: DocumentSnapshot[];
}

/** The Träger a Träger action names (its payload's `organisationId`, validated by the shared schema). */
function organisationIdOf(payload: unknown): string {
  const id = (payload as { organisationId?: unknown } | null)?.organisationId;
  if (typeof id !== 'string' || id === '') throw notAnOrganisationLead();
  return id;
}

/**
 * The kitchen a kitchen action works on when the request names none: the person's last used one, else
 * the first they belong to, else none (the membership is checked against the kitchen's members anyway).
 */
function fallbackKitchen(person: PersonDoc | null): string | null {
  if (!person) return null;
  if (person.lastKitchen && person.kitchens[person.lastKitchen]) return person.lastKitchen;
  return Object.keys(person.kitchens)[0] ?? null;
}

async function run(
  type: string,
  action: RoutedAction,
  payload: unknown,
  auth: CallerAuth | null,
  requestedKitchen: string | null,
): Promise<unknown> {
  const firestore = db();
  const mode = auth && !action.public ? (action.profile ?? 'router') : 'none';
  const kitchenAction = mode !== 'none' && action.role !== undefined;
  // A Träger action (shared ACTIONS `organisation`): the caller must lead the Träger the payload names.
  const organisationAction = mode !== 'none' && action.organisation !== undefined;
  if (organisationAction && kitchenAction)
    throw new Error(`${type}: Küchen- oder Träger-Aktion, nicht beides`);
  const organisationId = organisationAction ? organisationIdOf(payload) : null;
  let proof: Checked | null = null;
  /** The person read by the router (null: not read, or missing). */
  let person: PersonDoc | null = null;
  let personRead = false;
  const ctx: SelfCheckContext & { checked?: Checked } = {
    db: guardedDb(firestore, type, () => proof !== null),
    auth,
    user: null,
    kitchenId: null,
    kitchenRef: null,
    role: null,
    member: null,
    requestedKitchen,
    organisationRef: organisationId ? firestore.doc(PATHS.organisation(organisationId)) : null,
    organisation: null,
    authorize: (stored) => {
      if (auth && organisationAction) {
        // `stored` is the Träger. A caller who does not lead it learns nothing, not even whether it exists.
        const organisation = organisationDocOf(stored);
        const lead = organisation?.members[auth.uid];
        if (!organisation || !lead) throw notAnOrganisationLead();
        const self = person ?? NO_PERSON;
        proof = checkAccess(action, { admin: self.admin, role: null, organisationRole: lead.role });
        ctx.organisation = { id: organisationId!, doc: organisation };
        if (person) ctx.user = userOf(auth.uid, person, null, {});
        ctx.member = { uid: auth.uid, name: lead.name || memberNameOf(self) };
        return proof;
      }
      if (!auth || !kitchenAction) {
        // A person action: `stored` is the person (unless the router read it already).
        const self = personRead ? person : personOf(stored);
        proof = checkAccess(action, self ? { admin: self.admin, role: null } : null);
        if (auth && self) ctx.user = userOf(auth.uid, self, null, {});
        return proof;
      }
      const kitchen = ctx.kitchenId ? kitchenDocOf(stored) : null;
      const member = kitchen?.members[auth.uid];
      // A caller not (or no longer) a member learns nothing more, not even whether the kitchen exists.
      if (!kitchen || !member) throw notAMember();
      const self = person ?? NO_PERSON;
      proof = checkAccess(action, { admin: self.admin, features: kitchen.features, role: member.role });
      ctx.user = userOf(auth.uid, self, { id: ctx.kitchenId!, doc: kitchen }, {});
      ctx.role = member.role;
      ctx.member = { uid: auth.uid, name: member.name || memberNameOf(self) };
      return proof;
    },
  };
  const personRef = auth ? firestore.doc(PATHS.person(auth.uid)) : null;
  const readPerson = async () => {
    person = personOf((await readDoc(personRef!)).data());
    personRead = true;
    return person;
  };
  const setKitchen = (kitchenId: string | null) => {
    ctx.kitchenId = kitchenId;
    ctx.kitchenRef = kitchenId ? firestore.doc(PATHS.kitchen(kitchenId)) : null;
  };
  // A 'router' kitchen action's first documents, read with the caller's (lib/action.ts `Prefetch`).
  const prefetch = mode === 'router' && kitchenAction && 'prefetch' in action ? action.prefetch : undefined;
  const prefetchRefs = () => (prefetch && ctx.kitchenId ? prefetch(firestore, ctx.kitchenId) : []);
  /**
   * What the check needs: the person only for a person action; for a kitchen action the person and the
   * kitchen in one getAll when the request names the kitchen, else the person first and then the kitchen
   * it used last. Sets ctx.kitchenId before the handler may start.
   */
  const readCaller = async (): Promise<() => Promise<CallerDocs>> => {
    if (organisationAction) {
      // The person and the Träger in one getAll.
      return async () => {
        const [personSnap, organisationSnap] = await readDocs([personRef!, ctx.organisationRef!]);
        person = personOf(personSnap!.data());
        personRead = true;
        return { person, kitchen: undefined, organisation: organisationSnap!.data() };
      };
    }
    if (!kitchenAction) {
      await readPerson();
      return async () => ({ person, kitchen: undefined });
    }
    if (requestedKitchen) {
      setKitchen(requestedKitchen);
      return async () => {
        const [personSnap, kitchenSnap, ...prefetched] = await readDocs([
          personRef!,
          ctx.kitchenRef!,
          ...prefetchRefs(),
        ]);
        person = personOf(personSnap!.data());
        personRead = true;
        return { person, kitchen: kitchenSnap!.data(), prefetched };
      };
    }
    setKitchen(fallbackKitchen(await readPerson()));
    return async () => {
      if (!ctx.kitchenRef) return { person, kitchen: undefined };
      const [kitchenSnap, ...prefetched] = await readDocs([ctx.kitchenRef, ...prefetchRefs()]);
      return { person, kitchen: kitchenSnap!.data(), prefetched };
    };
  };
  // The context `action.profile` promises (lib/action.ts): the proof only once the router checked.
  const handle = () => (action.handler as HandlerFn<unknown, unknown, CallContext>)(payload, ctx);

  if (mode === 'none') ctx.checked = ctx.authorize(undefined);
  if (mode === 'router') {
    const docs = await (await readCaller())();
    ctx.checked = ctx.authorize(
      organisationAction ? docs.organisation : kitchenAction ? docs.kitchen : docs.person,
    );
    // Only now, with the check passed: what the action asked to have read beside it.
    if (prefetch) Object.assign(ctx, { prefetched: docs.prefetched ?? [] });
  }
  if (mode === 'parallel') {
    if (action.admin) throw new Error(`${type}: Admin-Aktionen lesen das Profil vorher`);
    const readDocsOfCaller = await readCaller();
    // Without a kitchen there is nothing to read for: refused before the handler starts.
    if (kitchenAction && !ctx.kitchenId) throw notAMember();
    const [caller, result] = await Promise.allSettled([readDocsOfCaller(), handle()]);
    if (caller.status === 'rejected') throw caller.reason;
    ctx.authorize(organisationAction ? caller.value.organisation : caller.value.kitchen);
    if (result.status === 'rejected') throw result.reason;
    return result.value;
  }
  if (mode === 'handler') {
    if (action.admin) throw new Error(`${type}: Admin-Aktionen lesen das Profil vorher`);
    if (kitchenAction) {
      // The handler reads the kitchen itself; the person only when the request names no kitchen.
      if (requestedKitchen) setKitchen(requestedKitchen);
      else setKitchen(fallbackKitchen(await readPerson()));
      if (!ctx.kitchenId) throw notAMember();
    }
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
    const kitchen = parsedRequest.data.kitchen ?? null;
    return await dispatchRequest(table, type, parsedRequest.data.payload, kitchen, request);
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
  kitchen: string | null,
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

  const { result, reads } = await metered(() => run(type, action, payload.data, auth, kitchen));
  const answer: RoutedAnswer = { type: answerTypeOf(action.type), payload: result };
  if (reportReads) answer.meta = { reads };
  return answer;
}
