/**
 * Applies shared's RATE_LIMITS (quotas/rateLimits.ts) before an action runs: one counter document per
 * limit and caller, counted in a short transaction of its own — never inside the action's transaction, so a
 * busy counter cannot abort a kitchen's save. Counter ids are hashes: no IP, uid or e-mail address is stored.
 * Counters carry `expiresAt` for Firestore's TTL policy (docs/operations.md, "Rate limits").
 */
import { HttpsError } from 'firebase-functions/v2/https';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import {
  countCall,
  RATE_LIMITED_MESSAGE,
  rateLimitsOf,
  rateWindowEnd,
  type RateLimit,
  type RateWindow,
} from '@speiseplaner/shared';
import { hashOf } from './emailId';
import { PATHS } from './paths';
import { readDocs } from './reads';

/** Who is counted: the caller's key (uid or IP), for mails the target address, and what is acted on. */
export interface RateKeys {
  caller: string;
  address?: string;
  /** The thing the call is about (a workshop's slug), for the limits of scope `target`. */
  target?: string;
}

export const rateLimited = () => new HttpsError('resource-exhausted', RATE_LIMITED_MESSAGE);

function keyOf(limit: RateLimit, keys: RateKeys): string | undefined {
  if (limit.scope === 'caller') return keys.caller;
  if (limit.scope === 'address') return keys.address?.trim().toLowerCase();
  if (limit.scope === 'target') return keys.target;
  return 'alle';
}

/**
 * Counters this instance saw refused, until their window ends: a flood from one caller is then refused
 * without a Firestore round trip, so it costs the kitchens next to it almost nothing. Per instance only;
 * the stored counter stays the rule. Cleared when it grows past REMEMBERED_AT_MOST (a rotating attacker).
 */
const refusedUntil = new Map<string, number>();
const REMEMBERED_AT_MOST = 10_000;

/** Counts the call against every limit of `type`; throws resource-exhausted (and counts nothing) if one is used up. */
export async function enforceRateLimits(db: Firestore, type: string, keys: RateKeys, now = Date.now()) {
  const counted = rateLimitsOf(type).flatMap((limit) => {
    const key = keyOf(limit, keys);
    if (key === undefined) return [];
    const id = hashOf(`${type}|${limit.scope}|${limit.windowMinutes}|${key}`);
    return [{ limit, id, ref: db.doc(PATHS.rateLimit(id)) }];
  });
  if (counted.length === 0) return;
  if (counted.some((c) => (refusedUntil.get(c.id) ?? 0) > now)) throw rateLimited();
  await db.runTransaction(async (tx) => {
    const snaps = await readDocs(
      counted.map((c) => c.ref),
      tx,
    );
    const results = counted.map((c, i) => {
      const data = snaps[i]?.data() as Partial<RateWindow> | undefined;
      const stored =
        typeof data?.count === 'number' && typeof data.windowStart === 'number'
          ? { count: data.count, windowStart: data.windowStart }
          : undefined;
      return { ...c, ...countCall(stored, c.limit, now) };
    });
    const refused = results.filter((r) => !r.allowed);
    if (refused.length > 0) {
      if (refusedUntil.size > REMEMBERED_AT_MOST) refusedUntil.clear();
      for (const r of refused) refusedUntil.set(r.id, rateWindowEnd(r.next, r.limit));
      throw rateLimited();
    }
    for (const r of results) {
      tx.set(r.ref, { ...r.next, expiresAt: Timestamp.fromMillis(rateWindowEnd(r.next, r.limit)) });
    }
  });
}
