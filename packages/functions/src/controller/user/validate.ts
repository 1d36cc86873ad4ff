/**
 * user/validate: runs after every sign-in. Creates the user document on first sign-in from the sign-in
 * account and answers with the user and whether it is new. Idempotent: a second call finds the document.
 */
import { FieldValue } from 'firebase-admin/firestore';
import { DEFAULT_HEADS } from '@speiseplaner/shared';
import { uidOf, type ActionHandler } from '../../lib/action';
import { PATHS } from '../../lib/paths';
import { readDoc } from '../../lib/reads';
import type { PayloadOf } from '../payloads';

/** Feature flags of a new kitchen (masterplan and usage stay admin matters). */
export const NEW_KITCHEN_FEATURES = {
  plan: true,
  recipes: true,
  shopping: true,
  ingredients: true,
  videos: true,
};

const text = (v: unknown) => (typeof v === 'string' ? v.slice(0, 2048) : '');

export const validateUser: ActionHandler<
  PayloadOf<'user/validate'>,
  { user: Record<string, unknown>; isNew: boolean }
> = {
  handler: async (_payload, ctx) => {
    const { db } = ctx;
    const uid = uidOf(ctx);
    const ref = db.doc(PATHS.user(uid));
    if (ctx.user) return { user: { id: uid, ...ctx.user }, isNew: false };
    return db.runTransaction(async (tx) => {
      const snap = await readDoc(ref, tx);
      if (snap.exists) return { user: { id: uid, ...snap.data() }, isNew: false };
      const token = ctx.auth!.token;
      const name = text(token.name).slice(0, 120);
      const user = {
        name,
        nickName: name,
        email: text(token.email).slice(0, 254),
        photoUrl: text(token.picture),
        heads: { ...DEFAULT_HEADS },
        prices: {},
        features: NEW_KITCHEN_FEATURES,
        admin: false,
      };
      tx.create(ref, user);
      tx.set(db.doc(PATHS.usageStats), { users: FieldValue.increment(1) }, { merge: true });
      return { user: { id: uid, ...user }, isNew: true };
    });
  },
};
