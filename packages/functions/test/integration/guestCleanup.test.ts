/**
 * The nightly guest clean-up (#17, scheduled/guestCleanup.ts): guests (anonymous accounts) inactive for
 * more than GUEST_INACTIVITY_DAYS are deleted with their person (`users/{uid}`) and their own kitchen
 * (`kitchens/{uid}`, everything below it) when they are its only member; from a kitchen with others only
 * their member entry goes. Accounts with a sign-in method and all other data stay.
 */
import { randomUUID } from 'node:crypto';
import { getAuth } from 'firebase-admin/auth';
import { GUEST_INACTIVITY_DAYS } from '@speiseplaner/shared';
import { cleanUpGuests } from '../../src/scheduled/guestCleanup';
import { PATHS } from '../../src/lib/paths';
import { week } from '../helpers/fixtures';
import { testDb } from '../helpers/kitchens';

const DAY = 86_400_000;
/** Auth of the default app, which testDb() creates. */
function auth() {
  testDb();
  return getAuth();
}

/** An account with its profile, a week and a recipe list, as a kitchen or guest that planned would have. */
async function accountWithData(kind: 'guest' | 'kitchen'): Promise<string> {
  const uid = `${kind}-${randomUUID().slice(0, 8)}`;
  await auth().createUser(
    kind === 'guest' ? { uid } : { uid, email: `${uid}@kita.test`, password: 'geheim-123' },
  );
  const db = testDb();
  await db.doc(PATHS.person(uid)).set({ nickName: 'Gast', kitchens: { [uid]: 'lead' }, lastKitchen: uid });
  await db.doc(PATHS.kitchen(uid)).set({
    name: 'Gast',
    features: { plan: true },
    members: { [uid]: { role: 'lead', name: 'Gast', email: '', since: 1 } },
  });
  await db.doc(PATHS.planWeek(uid, '2026-W48')).set({ ...week('2026-W48'), version: 1 });
  await db.doc(PATHS.ownRecipeSummary(uid)).set({ items: [], version: 1 });
  return uid;
}

const exists = async (path: string) => (await testDb().doc(path).get()).exists;
const hasAccount = (uid: string) =>
  auth()
    .getUser(uid)
    .then(
      () => true,
      () => false,
    );

describe('guest clean-up', () => {
  it('keeps every account within the period, and then deletes only guests, with all their data', async () => {
    const guest = await accountWithData('guest');
    const kitchen = await accountWithData('kitchen');
    await testDb().doc('catalogue/workshops').set({ items: [], version: 7 });
    // The guest also cooks in the other kitchen: only its member entry goes there.
    await testDb()
      .doc(PATHS.kitchen(kitchen))
      .update({ [`members.${guest}`]: { role: 'cook', name: 'Gast', email: '', since: 2 } });
    await testDb()
      .doc(PATHS.person(guest))
      .update({ [`kitchens.${kitchen}`]: 'cook' });

    // One day before the period ends nothing is deleted.
    await cleanUpGuests(testDb(), auth(), new Date(Date.now() + (GUEST_INACTIVITY_DAYS - 1) * DAY));
    expect(await hasAccount(guest)).toBe(true);
    expect(await exists(PATHS.planWeek(guest, '2026-W48'))).toBe(true);

    // A day after it, the guest goes: account, profile, weeks, recipe list.
    const deleted = await cleanUpGuests(
      testDb(),
      auth(),
      new Date(Date.now() + (GUEST_INACTIVITY_DAYS + 1) * DAY),
    );
    expect(deleted).toBeGreaterThanOrEqual(1);
    expect(await hasAccount(guest)).toBe(false);
    expect(await exists(PATHS.person(guest))).toBe(false);
    expect(await exists(PATHS.kitchen(guest))).toBe(false);
    expect(await exists(PATHS.planWeek(guest, '2026-W48'))).toBe(false);
    expect(await exists(PATHS.ownRecipeSummary(guest))).toBe(false);

    // An account with an e-mail sign-in is never a guest, however long inactive; shared data stays.
    expect(await hasAccount(kitchen)).toBe(true);
    expect(await exists(PATHS.person(kitchen))).toBe(true);
    expect(await exists(PATHS.planWeek(kitchen, '2026-W48'))).toBe(true);
    expect(Object.keys((await testDb().doc(PATHS.kitchen(kitchen)).get()).data()!.members)).toEqual([
      kitchen,
    ]);
    expect((await testDb().doc('catalogue/workshops').get()).data()).toEqual({ items: [], version: 7 });
  });
});
