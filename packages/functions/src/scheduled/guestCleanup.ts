/**
 * The nightly guest clean-up (docs/operations.md, "Guests"): deletes guests (anonymous accounts) inactive
 * for more than GUEST_INACTIVITY_DAYS (shared retention rules) — their Firestore data under `users/{uid}`
 * first, then the Auth account, so a failed run leaves an account whose data the next run deletes again.
 * Accounts with any sign-in method (e-mail, Google …) are never touched.
 */
import type { Auth, UserRecord } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/logger';
import { guestExpired } from '@speiseplaner/shared';
import { PATHS } from '../lib/paths';

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

/** Deletes the expired guests; answers how many. */
export async function cleanUpGuests(db: Firestore, auth: Auth, now: Date): Promise<number> {
  let deleted = 0;
  let pageToken: string | undefined;
  do {
    const page = await auth.listUsers(PAGE_SIZE, pageToken);
    const expired = page.users.filter((u) => isGuestAccount(u) && guestExpired(lastActiveTimes(u), now));
    for (const user of expired) await db.recursiveDelete(db.doc(PATHS.user(user.uid)));
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
