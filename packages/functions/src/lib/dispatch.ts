/** Runs one `{ type, payload }` request against an action table: validation, auth, permissions, handler. */
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { isDomainError } from '@speiseplaner/shared';
import { z } from 'zod';
import { db } from './admin';
import { answerTypeOf, type ActionContext, type AnyAction, type CallerAuth } from './action';
import { adminOnly, invalidPayload, noFeature, notSignedIn, unknownAction } from './errors';
import { metered, readDoc } from './reads';

const RequestSchema = z.object({ type: z.string().min(1).max(80), payload: z.unknown() }).strict();

/** Emulator answers carry the read count (tests and bench check it); production answers do not. */
const reportReads = process.env.FUNCTIONS_EMULATOR === 'true';

export interface AnswerAction {
  type: string;
  payload: unknown;
  meta?: { reads: number };
}

/** Throws unless the profile grants what the action needs. */
function checkPermissions(action: AnyAction, user: Record<string, unknown> | null): void {
  if (action.admin && user?.admin !== true) throw adminOnly();
  if (action.feature) {
    const features = (user?.features ?? {}) as Record<string, unknown>;
    // A list lets several features reach the same data (any one of them suffices).
    const anyOf: readonly string[] = typeof action.feature === 'string' ? [action.feature] : action.feature;
    if (!anyOf.some((flag) => features[flag] === true)) throw noFeature(anyOf.join(' oder '));
  }
}

function asHttpsError(type: string, err: unknown): HttpsError {
  if (err instanceof HttpsError) return err;
  if (isDomainError(err))
    return new HttpsError(err.code === 'not-found' ? 'not-found' : 'invalid-argument', err.message);
  console.error(`Aktion ${type} fehlgeschlagen`, err);
  return new HttpsError('internal', 'Ein Problem ist aufgetreten. Bitte versuchen Sie es noch einmal');
}

async function run(
  type: string,
  action: AnyAction,
  payload: unknown,
  auth: CallerAuth | null,
): Promise<unknown> {
  const firestore = db();
  const mode = auth && !action.public ? (action.profile ?? 'router') : 'none';
  let authorized = mode === 'none';
  const ctx: ActionContext = {
    db: firestore,
    auth,
    user: null,
    authorize: (profile) => {
      checkPermissions(action, profile);
      ctx.user = profile;
      authorized = true;
    },
  };
  const readProfile = async () => (await readDoc(firestore.doc(`users/${auth!.uid}`))).data() ?? null;
  const handle = () => (action.handler as (p: unknown, c: ActionContext) => Promise<unknown>)(payload, ctx);

  if (mode === 'router') ctx.authorize(await readProfile());
  if (mode === 'parallel') {
    if (action.admin) throw new Error(`${type}: Admin-Aktionen lesen das Profil vorher`);
    const [profile, result] = await Promise.allSettled([readProfile(), handle()]);
    if (profile.status === 'rejected') throw profile.reason;
    ctx.authorize(profile.value);
    if (result.status === 'rejected') throw result.reason;
    return result.value;
  }
  const result = await handle();
  // Fail closed: a 'handler' action that never checked must not answer.
  if (!authorized) throw new Error(`${type}: Berechtigung wurde nicht geprüft`);
  return result;
}

export async function dispatchAction(
  table: Readonly<Record<string, AnyAction>>,
  request: Pick<CallableRequest<unknown>, 'data' | 'auth'>,
): Promise<AnswerAction> {
  const parsedRequest = RequestSchema.safeParse(request.data);
  if (!parsedRequest.success) throw invalidPayload(parsedRequest.error);
  const { type } = parsedRequest.data;
  const action = Object.prototype.hasOwnProperty.call(table, type) ? table[type] : undefined;
  if (!action) throw unknownAction(type);

  const raw = parsedRequest.data.payload;
  const payload = (action.payload as z.ZodType).safeParse(raw === undefined ? {} : raw);
  if (!payload.success) throw invalidPayload(payload.error);

  const auth = request.auth
    ? { uid: request.auth.uid, token: request.auth.token as Record<string, unknown> }
    : null;
  if (!auth && !action.public) throw notSignedIn();

  try {
    const { result, reads } = await metered(() => run(type, action, payload.data, auth));
    const answer: AnswerAction = { type: answerTypeOf(type), payload: result };
    if (reportReads) answer.meta = { reads };
    return answer;
  } catch (err) {
    throw asHttpsError(type, err);
  }
}
