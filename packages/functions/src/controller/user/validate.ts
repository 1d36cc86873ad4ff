/**
 * user/validate: runs after every sign-in. Creates the user document on first sign-in from the sign-in
 * account and answers with the user and whether it is new. Idempotent: a second call finds the document.
 * A new document starts without an institution name: the token's name is the person's (nickName), and the
 * kitchen enters its institution's name on the onboarding page (docs/product.md, "Onboarding").
 * A guest upgraded to an account keeps its document: the account's e-mail is taken over then (and after an
 * e-mail change), an empty photo and an empty nickName too; the institution name stays.
 * The e-mail is stored only when the token says it is verified (`email_verified`): anybody can register
 * an account with someone else's address. Until then it stays empty and a later sign-in after the
 * confirmation fills it.
 */
import { DEFAULT_HEADS, NEW_KITCHEN_FEATURES, type User } from '@speiseplaner/shared';
import { uidOf, defineHandler } from '../../lib/action';
import { countUsage } from '../../lib/activity';
import { PATHS } from '../../lib/paths';
import { profileOf } from '../../lib/profile';
import { readDoc } from '../../lib/reads';

const text = (v: unknown) => (typeof v === 'string' ? v.slice(0, 2048) : '');

/** The token's e-mail when the token says it is verified, else ''. */
const verifiedEmail = (token: Record<string, unknown>) =>
  token.email_verified === true ? text(token.email).slice(0, 254) : '';

/** The signed-in person's name from the token (at most 120 characters). */
const personName = (token: Record<string, unknown>) => text(token.name).slice(0, 120);

type AccountFields = Pick<User, 'email' | 'photoUrl' | 'nickName'>;

/** The account's verified e-mail when it differs, its photo and person's name when the profile has none. */
export function accountFieldsToFill(
  profile: AccountFields,
  token: Record<string, unknown>,
): Partial<AccountFields> {
  const fill: Partial<AccountFields> = {};
  const email = verifiedEmail(token);
  const photoUrl = text(token.picture);
  const nickName = personName(token);
  if (email && profile.email !== email) fill.email = email;
  if (!profile.photoUrl && photoUrl) fill.photoUrl = photoUrl;
  if (!profile.nickName && nickName) fill.nickName = nickName;
  return fill;
}

export const validateUser = defineHandler('user/validate', {
  handler: async (_payload, ctx) => {
    const { db } = ctx;
    const uid = uidOf(ctx);
    const ref = db.doc(PATHS.user(uid));
    const token = ctx.auth!.token;
    if (ctx.user) {
      const fill = accountFieldsToFill(ctx.user, token);
      if (Object.keys(fill).length) await ref.update(fill);
      return { user: { ...ctx.user, ...fill }, isNew: false };
    }
    const answer = await db.runTransaction(async (tx) => {
      const snap = await readDoc(ref, tx);
      if (snap.exists) {
        const stored = profileOf(uid, snap.data());
        if (!stored) throw new Error('user/validate: Das Profil ist kein Objekt');
        const fill = accountFieldsToFill(stored, token);
        if (Object.keys(fill).length) tx.update(ref, fill);
        return { user: { ...stored, ...fill }, isNew: false };
      }
      const user: Omit<User, 'id'> = {
        name: '',
        letterhead: '',
        bioControlCode: '',
        menuLine: 'mixed',
        nickName: personName(token),
        email: verifiedEmail(token),
        photoUrl: text(token.picture),
        heads: { ...DEFAULT_HEADS },
        prices: {},
        allergens: {},
        features: { ...NEW_KITCHEN_FEATURES },
        admin: false,
        version: 0,
      };
      tx.create(ref, user);
      return { user: { id: uid, ...user }, isNew: true };
    });
    if (answer.isNew) await countUsage(db, { counter: 'users' });
    return answer;
  },
});
