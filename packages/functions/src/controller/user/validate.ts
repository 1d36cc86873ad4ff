/**
 * user/validate: runs after every sign-in. Creates the user document on first sign-in from the sign-in
 * account and answers with the user and whether it is new.
 */
import { z } from 'zod';
import type { ActionDefinition } from '../../lib/action';

/** Feature flags of a new kitchen (masterplan and usage stay admin matters). */
const NEW_KITCHEN_FEATURES = { plan: true, recipes: true, shopping: true, ingredients: true, videos: true };

export const validateUser: ActionDefinition<Record<string, never>, { user: Record<string, unknown>; isNew: boolean }> = {
  payload: z.object({}).strict(),
  handler: async (_payload, { db, auth }) => {
    const ref = db.doc(`users/${auth!.uid}`);
    return db.runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      if (snap.exists) return { user: { id: ref.id, ...snap.data() }, isNew: false };
      const token = auth!.token;
      const str = (v: unknown) => (typeof v === 'string' ? v : '');
      const user = {
        name: str(token.name),
        nickName: str(token.name),
        email: str(token.email),
        photoUrl: str(token.picture),
        heads: { kiga: 1 },
        prices: {},
        features: NEW_KITCHEN_FEATURES,
        admin: false,
      };
      tx.create(ref, user);
      return { user: { id: ref.id, ...user }, isNew: true };
    });
  },
};
