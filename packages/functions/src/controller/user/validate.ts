/**
 * user/validate: runs after every sign-in and on a kitchen switch (docs/data-model.md, "Kitchens and
 * people"). On first sign-in it creates the person (`users/{uid}`) from the sign-in account and, unless
 * `withoutKitchen` (they came by an invitation's link and join with team/accept next), their own kitchen
 * `kitchens/{uid}` with them as Küchenleitung — both in one transaction. A new kitchen starts without an
 * institution name: the token's name is the person's (nickName), and the kitchen enters its institution's
 * name on the onboarding page (docs/product.md, "Onboarding"). For a known person it answers the person in
 * the request's kitchen when they are a member there, else in the one used last, else in the first; the
 * kitchen's `members` decides, not the person's copy. The kitchen answered is remembered as the one used
 * last. Idempotent: a second call finds the documents.
 * A guest upgraded to an account keeps its documents: the account's e-mail is taken over then (and after
 * an e-mail change), an empty photo and an empty nickName too, on the person. The e-mail is stored only
 * when the token says it is verified (`email_verified`): anybody can register an account with someone
 * else's address. Until then it stays empty and a later sign-in after the confirmation fills it.
 * A person document still in the shape before teams (not migrated yet) is refused with failed-precondition.
 * Reads: the person and the request's kitchen in one getAll; the person's other kitchens (for their names,
 * at most MAX_KITCHENS_PER_PERSON) in a second one only when there are any.
 */
import {
  DEFAULT_HEADS,
  memberNameOf,
  NEW_KITCHEN_FEATURES,
  userOf,
  type KitchenDoc,
  type KitchenRole,
  type PersonDoc,
  type User,
} from '@speiseplaner/shared';
import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import { defineHandler, uidOf } from '../../lib/action';
import { countUsage } from '../../lib/activity';
import { kitchenMigrating } from '../../lib/errors';
import { PATHS } from '../../lib/paths';
import { isOldShapePerson, kitchenDocOf, personOf } from '../../lib/profile';
import { readDocs } from '../../lib/reads';

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

/** A new kitchen with `uid` as its Küchenleitung. */
function newKitchen(uid: string, person: PersonDoc, now: number): KitchenDoc {
  return {
    name: '',
    letterhead: '',
    bioControlCode: '',
    noticePhotos: false,
    menuLine: 'mixed',
    heads: { ...DEFAULT_HEADS },
    prices: {},
    organisationPrices: {},
    allergens: {},
    features: { ...NEW_KITCHEN_FEATURES },
    version: 0,
    accessVersion: 0,
    members: {
      [uid]: { role: 'lead', name: memberNameOf(person).slice(0, 120), email: person.email, since: now },
    },
  };
}

type Answer = { user: User; isNew: boolean };

/**
 * The answer for a known person: the kitchens they belong to (by the kitchens' members), the current one
 * (`requested` when a member there, else the last used, else the first), with the account fields filled
 * and the current kitchen remembered.
 */
async function answerKnown(
  db: Firestore,
  uid: string,
  person: PersonDoc,
  requested: { id: string; snap: DocumentSnapshot } | null,
  token: Record<string, unknown>,
): Promise<Answer> {
  const others = Object.keys(person.kitchens).filter((id) => id !== requested?.id);
  const snaps = await readDocs(others.map((id) => db.doc(PATHS.kitchen(id))));
  const docs = new Map<string, KitchenDoc>();
  for (const [id, snap] of [
    ...(requested ? ([[requested.id, requested.snap]] as const) : []),
    ...others.map((id, i) => [id, snaps[i]!] as const),
  ]) {
    const doc = kitchenDocOf(snap.data());
    if (doc?.members[uid]) docs.set(id, doc);
  }
  const kitchens: Record<string, KitchenRole> = {};
  for (const [id, doc] of docs) kitchens[id] = doc.members[uid]!.role;
  const candidates = [requested?.id, person.lastKitchen, ...Object.keys(person.kitchens)];
  const current = candidates.find((id): id is string => !!id && docs.has(id)) ?? null;
  const fill = accountFieldsToFill(person, token);
  const remember = current && current !== person.lastKitchen ? { lastKitchen: current } : {};
  if (Object.keys(fill).length || Object.keys(remember).length)
    await db.doc(PATHS.person(uid)).update({ ...fill, ...remember });
  const names = Object.fromEntries([...docs].map(([id, doc]) => [id, doc.name]));
  const answered: PersonDoc = { ...person, ...fill, ...remember, kitchens };
  const kitchen = current ? { id: current, doc: docs.get(current)! } : null;
  return { user: userOf(uid, answered, kitchen, names), isNew: false };
}

export const validateUser = defineHandler('user/validate', {
  profile: 'handler',
  handler: async ({ withoutKitchen }, ctx) => {
    const { db } = ctx;
    const uid = uidOf(ctx);
    const token = ctx.auth!.token;
    const personRef = db.doc(PATHS.person(uid));
    const requestedId = ctx.requestedKitchen;
    const readKnown = async () => {
      const [personSnap, requestedSnap] = await readDocs([
        personRef,
        ...(requestedId ? [db.doc(PATHS.kitchen(requestedId))] : []),
      ]);
      const stored = personSnap!.data();
      // A person action: the person is all there is to check (no admin or feature needed).
      ctx.authorize(stored);
      if (stored === undefined) return null;
      if (isOldShapePerson(stored)) throw kitchenMigrating();
      const person = personOf(stored);
      if (!person) throw new Error('user/validate: Die Person ist kein Objekt');
      const requested = requestedId ? { id: requestedId, snap: requestedSnap! } : null;
      return answerKnown(db, uid, person, requested, token);
    };
    const known = await readKnown();
    if (known) return known;

    const now = Date.now();
    const kitchenRef = db.doc(PATHS.kitchen(uid));
    const created = await db.runTransaction(async (tx) => {
      const [personSnap, kitchenSnap] = await readDocs([personRef, kitchenRef], tx);
      // Created meanwhile (a second tab): answered as a known person below.
      if (personSnap!.exists) return null;
      // A kitchen of that id without its person (left over) is not taken over.
      const withKitchen = !withoutKitchen && !kitchenSnap!.exists;
      const person: PersonDoc = {
        nickName: personName(token),
        email: verifiedEmail(token),
        photoUrl: text(token.picture),
        admin: false,
        accessVersion: 0,
        kitchens: withKitchen ? { [uid]: 'lead' } : {},
        lastKitchen: withKitchen ? uid : '',
        organisations: {},
      };
      const kitchen = withKitchen ? newKitchen(uid, person, now) : null;
      tx.create(personRef, person);
      if (kitchen) tx.create(kitchenRef, kitchen);
      return { person, kitchen };
    });
    if (!created) return (await readKnown())!;
    // The usage counter `users` counts kitchens created.
    if (created.kitchen) await countUsage(db, { counter: 'users' });
    const kitchen = created.kitchen ? { id: uid, doc: created.kitchen } : null;
    return { user: userOf(uid, created.person, kitchen, {}), isNew: true };
  },
});
