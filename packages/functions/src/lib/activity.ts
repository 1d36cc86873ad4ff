/**
 * Active kitchens per calendar week for plan/stats, without one document every kitchen writes on every save:
 * a kitchen's own marker (`users/{uid}/meta/activity`, read in the save's transaction) remembers the week it
 * was last counted in, so the shared counter `stats/usage` gets at most one increment per kitchen and week.
 * Only counts reach the shared document; uids stay under the kitchen's own path.
 */
import {
  FieldValue,
  type DocumentSnapshot,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import { isoWeekId } from '@speiseplaner/shared';
import { PATHS } from './paths';

/** Field of `stats/usage` that maps a calendar week id to the number of active kitchens. */
export const ACTIVE_USERS_FIELD = 'activeUsers';

export const activityRef = (db: Firestore, uid: string) => db.doc(PATHS.activity(uid));

/** Counts the kitchen for this calendar week unless `marker` (its activity document) says it already is. */
export function countActivity(
  tx: Transaction,
  db: Firestore,
  uid: string,
  marker: DocumentSnapshot,
  now: number = Date.now(),
): void {
  const week = isoWeekId(now);
  if (marker.data()?.week === week) return;
  tx.set(activityRef(db, uid), { week });
  tx.set(
    db.doc(PATHS.usageStats),
    { [ACTIVE_USERS_FIELD]: { [week]: FieldValue.increment(1) } },
    { merge: true },
  );
}
