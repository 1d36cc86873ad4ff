/**
 * Usage counts for plan/stats, kept out of every kitchen's save (#17): the creating actions and
 * plan/saveWeek count only after their transaction committed, with `FieldValue.increment` on one of
 * USAGE_SHARDS shard documents (`stats/usage/shards/{0..USAGE_SHARDS-1}`, picked at random), so no save
 * ever reads, writes or waits for a document other kitchens write, and a busy or failing counter cannot
 * abort it. A count that fails is logged and lost; the save it belongs to has succeeded. plan/stats sums
 * the shards and the legacy single document `stats/usage` (written before the shards; no longer written).
 *
 * Active kitchens per calendar week: a kitchen's own marker (`kitchens/{kitchenId}/meta/activity`, read and
 * written in the save's transaction) remembers the week it was last counted in, so the shards get at most
 * one increment per kitchen and week. Only counts reach the shared documents; ids stay under the kitchen's
 * own path. The counter `users` counts kitchens created (user/validate), not people.
 */
import {
  FieldValue,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/logger';
import { isoWeekId } from '@speiseplaner/shared';
import { PATHS } from './paths';

/** Field of the usage documents that maps a calendar week id to the number of active kitchens. */
export const ACTIVE_USERS_FIELD = 'activeUsers';

/** Number of shard documents; each takes about one write per second, so together well over 20. */
export const USAGE_SHARDS = 8;

/** `users` counts kitchens created (the stored field keeps its old name). */
export type UsageCounter = 'users' | 'weeks' | 'recipes' | 'shoppingLists';

export const activityRef = (db: Firestore, kitchenId: string) => db.doc(PATHS.activity(kitchenId));

/** The legacy document first, then the shards: what plan/stats reads (one `getAll`). */
export function usageRefs(db: Firestore): DocumentReference[] {
  return [
    db.doc(PATHS.usageStats),
    ...Array.from({ length: USAGE_SHARDS }, (_, i) => db.doc(PATHS.usageShard(i))),
  ];
}

/**
 * Adds one to `counter` (or to the active kitchens of `activeWeek`) on a random shard. Call it after the
 * save's transaction committed; it never throws: a failed count is logged, the save stands.
 */
export async function countUsage(
  db: Firestore,
  count: { counter: UsageCounter } | { activeWeek: string },
): Promise<void> {
  const shard = Math.floor(Math.random() * USAGE_SHARDS);
  const data =
    'counter' in count
      ? { [count.counter]: FieldValue.increment(1) }
      : { [ACTIVE_USERS_FIELD]: { [count.activeWeek]: FieldValue.increment(1) } };
  try {
    await db.doc(PATHS.usageShard(shard)).set(data, { merge: true });
  } catch (err) {
    logger.warn('Nutzungszählung fehlgeschlagen (die Speicherung gilt)', {
      count: 'counter' in count ? count.counter : ACTIVE_USERS_FIELD,
      shard,
      cause: err instanceof Error ? err.message : String(err),
    });
  }
}

/** The calendar week to count the kitchen in, or null when `marker` (its activity document) has it already. */
export function weekToCount(marker: DocumentSnapshot, now: number): string | null {
  const week = isoWeekId(now);
  return marker.data()?.week === week ? null : week;
}

/** In the save's transaction: marks the kitchen as counted for this week (the count follows the commit). */
export function markActivity(
  tx: Transaction,
  db: Firestore,
  kitchenId: string,
  marker: DocumentSnapshot,
  now: number,
): void {
  const week = weekToCount(marker, now);
  if (week) tx.set(activityRef(db, kitchenId), { week });
}
