/**
 * admin/listKitchens (admins): one page of kitchens (user documents, by uid) as the admin table shows
 * them: institution name, the sign-in account's e-mail and whether it is confirmed, created, last sign-in
 * and the calendar week of the last plan save (lib/activity.ts), planned weeks, feature flags, admin role.
 * Bounded: at most `limit` (500) kitchens per call; `nextCursor` continues after the last uid, `complete`
 * says whether the page reaches the last kitchen.
 * Reads (docs/data-model.md): the profile, the page's user documents plus one to see whether more follow,
 * their activity markers (one getAll) and a count of each kitchen's weeks (an aggregation: one read per
 * 1,000 weeks). The accounts come from Firebase Auth (getUsers, 100 per call), not from Firestore.
 */
import { FieldPath } from 'firebase-admin/firestore';
import type { UserRecord } from 'firebase-admin/auth';
import { accessStateOf, accessVersionOf, WEEK_ID_FORMAT, type KitchenRow } from '@speiseplaner/shared';
import { defineHandler } from '../../lib/action';
import { activityRef } from '../../lib/activity';
import { auth } from '../../lib/admin';
import { PATHS } from '../../lib/paths';
import { profileOf } from '../../lib/profile';
import { readCount, readDocs, readQuery } from '../../lib/reads';

/** Most uids one getUsers call takes. */
const AUTH_BATCH = 100;
/** Week counts in flight at once. */
const COUNTS_IN_FLIGHT = 20;

/** The sign-in accounts of `uids` that exist, by uid. */
async function accountsOf(uids: string[]): Promise<Map<string, UserRecord>> {
  const batches: string[][] = [];
  for (let i = 0; i < uids.length; i += AUTH_BATCH) batches.push(uids.slice(i, i + AUTH_BATCH));
  const results = await Promise.all(batches.map((batch) => auth().getUsers(batch.map((uid) => ({ uid })))));
  return new Map(results.flatMap((r) => r.users.map((user) => [user.uid, user] as const)));
}

/** `fn` for every item, at most `inFlight` at a time, results in the items' order. */
async function mapInFlight<T, R>(items: T[], inFlight: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(inFlight, items.length) }, worker));
  return out;
}

/** An Auth metadata time (a date string) as ISO 8601, or null. */
function isoOf(time: string | null | undefined): string | null {
  if (!time) return null;
  const date = new Date(time);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

export const listKitchens = defineHandler('admin/listKitchens', {
  handler: async ({ cursor, limit }, { db }) => {
    let query = db
      .collection(PATHS.users)
      .orderBy(FieldPath.documentId())
      .limit(limit + 1);
    if (cursor) query = query.startAfter(cursor);
    const snap = await readQuery(query);
    const docs = snap.docs.slice(0, limit);
    const complete = snap.size <= limit;
    const uids = docs.map((doc) => doc.id);
    const [markers, accounts, weeks] = await Promise.all([
      readDocs(uids.map((uid) => activityRef(db, uid))),
      accountsOf(uids),
      mapInFlight(uids, COUNTS_IN_FLIGHT, (uid) => readCount(db.collection(PATHS.planWeeks(uid)))),
    ]);
    const kitchens = docs.map((doc, i): KitchenRow => {
      const uid = doc.id;
      const profile = profileOf(uid, doc.data());
      const account = accounts.get(uid);
      const access = accessStateOf(doc.data());
      const week: unknown = markers[i]?.data()?.week;
      return {
        uid,
        name: profile?.name ?? '',
        email: (account?.email ?? profile?.email ?? '').slice(0, 254),
        emailVerified: account?.emailVerified === true && Boolean(account.email),
        created: isoOf(account?.metadata.creationTime) ?? doc.createTime.toDate().toISOString(),
        lastSignIn: isoOf(account?.metadata.lastRefreshTime ?? account?.metadata.lastSignInTime),
        lastActiveWeek: typeof week === 'string' && WEEK_ID_FORMAT.test(week) ? week : null,
        weeksPlanned: weeks[i] ?? 0,
        features: access.features,
        admin: access.admin,
        accessVersion: accessVersionOf(doc.data()),
      };
    });
    return { kitchens, nextCursor: complete ? null : (uids[uids.length - 1] ?? null), complete };
  },
});
