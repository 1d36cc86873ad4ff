/** Runs one `{ type, payload }` request against an action table: validation, auth, permissions, handler. */
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { isDomainError } from '@speiseplaner/shared';
import { z } from 'zod';
import { db } from './admin';
import { answerTypeOf, type ActionContext, type AnyAction } from './action';
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

export async function dispatchAction(
  table: Readonly<Record<string, AnyAction>>,
  request: Pick<CallableRequest<unknown>, 'data' | 'auth'>,
): Promise<AnswerAction> {
  const parsedRequest = RequestSchema.safeParse(request.data);
  if (!parsedRequest.success) throw invalidPayload(parsedRequest.error);
  const { type } = parsedRequest.data;
  const action = Object.prototype.hasOwnProperty.call(table, type) ? table[type] : undefined;
  if (!action) throw unknownAction(type);

  const payload = (action.payload as z.ZodType).safeParse(parsedRequest.data.payload === undefined ? {} : parsedRequest.data.payload);
  if (!payload.success) throw invalidPayload(payload.error);

  const auth = request.auth ? { uid: request.auth.uid, token: request.auth.token as Record<string, unknown> } : null;
  if (!auth && !action.public) throw notSignedIn();

  const { result, reads } = await metered(async () => {
    const firestore = db();
    // Public actions need no profile: they cost no read for it.
    const user =
      auth && !action.public ? ((await readDoc(firestore.doc(`users/${auth.uid}`))).data() ?? null) : null;
    if (action.admin && user?.admin !== true) throw adminOnly();
    if (action.feature) {
      const features = (user?.features ?? {}) as Record<string, unknown>;
      if (features[action.feature] !== true) throw noFeature(action.feature);
    }
    const ctx: ActionContext = { db: firestore, auth, user };
    try {
      return await (action.handler as (p: unknown, c: ActionContext) => Promise<unknown>)(payload.data, ctx);
    } catch (err) {
      if (err instanceof HttpsError) throw err;
      if (isDomainError(err)) throw new HttpsError(err.code === 'not-found' ? 'not-found' : 'invalid-argument', err.message);
      console.error(`Aktion ${type} fehlgeschlagen`, err);
      throw new HttpsError('internal', 'Ein Problem ist aufgetreten. Bitte versuchen Sie es noch einmal');
    }
  });
  const answer: AnswerAction = { type: answerTypeOf(type), payload: result };
  if (reportReads) answer.meta = { reads };
  return answer;
}
