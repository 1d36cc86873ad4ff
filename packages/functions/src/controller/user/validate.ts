/**
 * user/validate: runs after every sign-in. Creates the user document on first sign-in from the sign-in
 * account and answers with the user and whether it is new. Idempotent: a second call finds the document.
 * A guest upgraded to an account keeps its document: the account's e-mail is taken over then (and after an
 * e-mail change), an empty photo too; the name stays, since the kitchen may have changed it.
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

/** The account's e-mail when it differs, and its photo when the profile has none. */
export function accountFieldsToFill(
  profile: Record<string, unknown>,
  token: Record<string, unknown>,
): Record<string, string> {
  const fill: Record<string, string> = {};
  const email = text(token.email).slice(0, 254);
  const photoUrl = text(token.picture);
  if (email && profile.email !== email) fill.email = email;
  if (!profile.photoUrl && photoUrl) fill.photoUrl = photoUrl;
  return fill;
}

export const validateUser: ActionHandler<
  PayloadOf<'user/validate'>,
  { user: Record<string, unknown>; isNew: boolean }
> = {
  handler: async (_payload, ctx) => {
    const { db } = ctx;
    const uid = uidOf(ctx);
    const ref = db.doc(PATHS.user(uid));
    const token = ctx.auth!.token as Record<string, unknown>;
    if (ctx.user) {
      const fill = accountFieldsToFill(ctx.user, token);
      if (Object.keys(fill).length) await ref.update(fill);
      return { user: { id: uid, ...ctx.user, ...fill }, isNew: false };
    }
    return db.runTransaction(async (tx) => {
      const snap = await readDoc(ref, tx);
      if (snap.exists) {
        const fill = accountFieldsToFill(snap.data()!, token);
        if (Object.keys(fill).length) tx.update(ref, fill);
        return { user: { id: uid, ...snap.data(), ...fill }, isNew: false };
      }
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
