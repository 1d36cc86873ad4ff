/**
 * The nightly guest clean-up (docs/operations.md, "Guests"): deletes guests (anonymous accounts) inactive
 * for more than GUEST_INACTIVITY_DAYS (shared retention rules) — their Firestore data first, then the Auth
 * account, so a failed run leaves an account whose data the next run deletes again. A guest's data is its
 * person (`users/{uid}`) and its kitchens: a kitchen the guest is the only member of (its own,
 * `kitchens/{uid}`) is deleted with everything below it; from a kitchen with other members only the
 * guest's member entry goes. Accounts with any sign-in method (e-mail, Google …) are never touched.
 */
import type { Auth, UserRecord } from 'firebase-admin/auth';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/logger';
import { guestExpired } from '@speiseplaner/shared';
import { PATHS } from '../lib/paths';
import { kitchenDocOf, personOf } from '../lib/profile';

/** Accounts per page of Auth's listUsers (its maximum). */
const PAGE_SIZE = 1000;

/** A guest: no sign-in method, no e-mail address, no phone number. */
export function isGuestAccount(user: UserRecord): boolean {
  return user.providerData.length === 0 && !user.email && !user.phoneNumber;
}

const lastActiveTimes = (user: UserRecord) => [
  user.metadata.lastRefreshTime,
  user.metadata.lastSignInTime,
  user.metadata.creationTime,
];

/**
 * Deletes the guest `uid`'s data: each of its kitchens (its own and those its person lists) it is the only
 * member of, whole; its member entry in the others; then its person with anything left below it.
 */
async function deleteGuestData(db: Firestore, uid: string): Promise<void> {
  const personRef = db.doc(PATHS.person(uid));
  const person = personOf((await personRef.get()).data());
  const kitchenIds = new Set([uid, ...Object.keys(person?.kitchens ?? {})]);
  for (const kitchenId of kitchenIds) {
    const ref = db.doc(PATHS.kitchen(kitchenId));
    const alone = await db.runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      if (!snap.exists) return kitchenId === uid;
      const members = Object.keys(kitchenDocOf(snap.data())?.members ?? {});
      if (members.every((member) => member === uid)) return true;
      if (members.includes(uid)) tx.update(ref, { [`members.${uid}`]: FieldValue.delete() });
      return false;
    });
    // The guest's own kitchen id also holds data when its document is gone (a half-finished earlier run).
    if (alone) await db.recursiveDelete(ref);
  }
  await db.recursiveDelete(personRef);
}

/** Deletes the expired guests; answers how many. */
export async function cleanUpGuests(db: Firestore, auth: Auth, now: Date): Promise<number> {
  let deleted = 0;
  let pageToken: string | undefined;
  do {
    const page = await auth.listUsers(PAGE_SIZE, pageToken);
    const expired = page.users.filter((u) => isGuestAccount(u) && guestExpired(lastActiveTimes(u), now));
    for (const user of expired) await deleteGuestData(db, user.uid);
    if (expired.length > 0) {
      const result = await auth.deleteUsers(expired.map((u) => u.uid));
      if (result.failureCount > 0)
        logger.warn('Gastkonten nicht gelöscht (der nächste Lauf versucht es wieder)', {
          failures: result.failureCount,
        });
      deleted += result.successCount;
    }
    pageToken = page.pageToken;
  } while (pageToken);
  logger.info('Gastkonten gelöscht', { deleted });
  return deleted;
}
