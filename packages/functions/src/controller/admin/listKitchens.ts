/**
 * admin/listKitchens (admins): one page of kitchens (`kitchens/{kitchenId}`, by id) as the admin table shows
 * them: institution name, the members (name, the account's e-mail and whether it is confirmed, the
 * kitchen's role, the person's admin role and its version), created and last sign-in of the kitchen's first
 * Küchenleitung, the calendar week of the last plan save (lib/activity.ts), planned weeks and the flags.
 * Bounded: at most `limit` (100) kitchens per call; `nextCursor` continues after the last id, `complete`
 * says whether the page reaches the last kitchen.
 * Reads (docs/data-model.md, "Reads per action"): the caller's person document, the page's kitchen
 * documents plus one to see whether more follow, their activity markers (one getAll), a count of each
 * kitchen's weeks (an aggregation: one read per 1,000 weeks) and the person documents of the page's
 * members, each once (one getAll; at most MAX_MEMBERS_PER_KITCHEN per kitchen). The accounts come from
 * Firebase Auth (getUsers, 100 per call), not from Firestore.
 */
import { FieldPath, type DocumentSnapshot } from 'firebase-admin/firestore';
import type { UserRecord } from 'firebase-admin/auth';
import {
  accessVersionOf,
  adminRoleOf,
  compareMembers,
  firstLeadOf,
  kitchenFlagsOf,
  MAX_MEMBERS_PER_KITCHEN,
  MAX_NAME_LENGTH,
  MemberSchema,
  WEEK_ID_FORMAT,
  type KitchenMemberRow,
  type KitchenRow,
  type Member,
} from '@speiseplaner/shared';
import { defineHandler } from '../../lib/action';
import { activityRef } from '../../lib/activity';
import { auth } from '../../lib/admin';
import { PATHS } from '../../lib/paths';
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

/** The stored members of a kitchen document that parse (at most MAX_MEMBERS_PER_KITCHEN), by uid. */
function membersOf(doc: DocumentSnapshot): [string, Member][] {
  const stored: unknown = doc.data()?.members;
  if (typeof stored !== 'object' || stored === null) return [];
  return Object.entries(stored as Record<string, unknown>)
    .flatMap(([uid, value]): [string, Member][] => {
      const parsed = MemberSchema.safeParse(value);
      return parsed.success ? [[uid, parsed.data]] : [];
    })
    .slice(0, MAX_MEMBERS_PER_KITCHEN);
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

export const listKitchens = defineHandler('admin/listKitchens', {
  handler: async ({ cursor, limit }, { db }) => {
    let query = db
      .collection(PATHS.kitchens)
      .orderBy(FieldPath.documentId())
      .limit(limit + 1);
    if (cursor) query = query.startAfter(cursor);
    const snap = await readQuery(query);
    const docs = snap.docs.slice(0, limit);
    const complete = snap.size <= limit;
    const ids = docs.map((doc) => doc.id);
    const members = docs.map(membersOf);
    const uids = [...new Set(members.flatMap((list) => list.map(([uid]) => uid)))];
    const [markers, weeks, persons, accounts] = await Promise.all([
      readDocs(ids.map((id) => activityRef(db, id))),
      mapInFlight(ids, COUNTS_IN_FLIGHT, (id) => readCount(db.collection(PATHS.planWeeks(id)))),
      readDocs(uids.map((uid) => db.doc(PATHS.person(uid)))),
      accountsOf(uids),
    ]);
    const personOf = new Map(uids.map((uid, i) => [uid, persons[i]?.data()] as const));
    const kitchens = docs.map((doc, i): KitchenRow => {
      const rows = members[i]!.map(([uid, member]): KitchenMemberRow => {
        const person = personOf.get(uid);
        const account = accounts.get(uid);
        return {
          uid,
          name: (member.name || text(person?.nickName)).slice(0, MAX_NAME_LENGTH),
          email: (account?.email || member.email || text(person?.email)).slice(0, 254),
          emailVerified: account?.emailVerified === true && Boolean(account.email),
          role: member.role,
          admin: adminRoleOf(person),
          accessVersion: accessVersionOf(person),
        };
      });
      rows.sort(compareMembers);
      const lead = firstLeadOf(Object.fromEntries(members[i]!));
      const account = lead ? accounts.get(lead) : undefined;
      const week: unknown = markers[i]?.data()?.week;
      return {
        kitchenId: doc.id,
        name: text(doc.data().name).slice(0, MAX_NAME_LENGTH),
        members: rows,
        created: isoOf(account?.metadata.creationTime) ?? doc.createTime.toDate().toISOString(),
        lastSignIn: isoOf(account?.metadata.lastRefreshTime ?? account?.metadata.lastSignInTime),
        lastActiveWeek: typeof week === 'string' && WEEK_ID_FORMAT.test(week) ? week : null,
        weeksPlanned: weeks[i] ?? 0,
        features: kitchenFlagsOf(doc.data()),
        accessVersion: accessVersionOf(doc.data()),
      };
    });
    return { kitchens, nextCursor: complete ? null : (ids[ids.length - 1] ?? null), complete };
  },
});
