/**
 * A snapshot of every document the backend may write for the given kitchens and workshops (the local
 * Firestore cannot list collections, so the layout of docs/data-model.md names them). Two snapshots
 * compared equal mean: nothing was written.
 *
 * Both snapshots here keep each document's path and last update time, not its fields: every write that
 * changes a document moves that time, a new one adds a path, a deleted one drops it, so the comparison is
 * as strict as one of the fields. Reading the fields of the whole database cost the access tests more the
 * later they ran in a run, as the earlier test files had filled it (docs/testing.md, "Backend tests").
 */
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { testDb } from './kitchens';

const changeMarkOf = (doc: DocumentSnapshot) =>
  doc.updateTime!.toDate().toISOString() + doc.updateTime!.nanoseconds;

const TOP_LEVEL = [
  'users',
  'kitchens',
  'recipes',
  'masterplan',
  'workshops',
  'catalogue',
  'mail',
  'stats',
  'auditLog',
];
const PER_KITCHEN = ['weeks', 'recipes', 'meta', 'shoppingLists', 'invitations'];

/** `kitchenIds`: the kitchens whose subcollections are included (a test kitchen's id is its lead's uid). */
export async function snapshot(
  kitchenIds: string[],
  workshopSlugs: string[] = [],
): Promise<Record<string, string>> {
  const db = testDb();
  const paths = [
    ...TOP_LEVEL,
    ...kitchenIds.flatMap((id) => PER_KITCHEN.map((c) => `kitchens/${id}/${c}`)),
    ...workshopSlugs.map((slug) => `workshops/${slug}/registrations`),
  ];
  const out: Record<string, string> = {};
  for (const path of paths) {
    const snap = await db.collection(path).select().get();
    for (const doc of snap.docs) out[doc.ref.path] = changeMarkOf(doc);
  }
  return out;
}

/**
 * Every collection id the backend writes (docs/data-model.md). wholeDatabase reads each as a collection
 * group, so it sees these collections at every depth; a root collection not listed here fails it.
 */
const COLLECTION_IDS = [
  'users',
  'kitchens',
  'invitations',
  'weeks',
  'recipes',
  'meta',
  'shoppingLists',
  'masterplan',
  'workshops',
  'registrations',
  'catalogue',
  'priceArchive',
  'mail',
  'stats',
  'shards',
  'newsletterSubscriptions',
  'organisations',
  'months',
  'rateLimits',
  'auditLog',
];

/** Every document of the database as path → last update time: two equal maps mean nothing was written. */
export async function wholeDatabase(): Promise<Map<string, string>> {
  const db = testDb();
  const roots = (await db.listCollections()).map((c) => c.id);
  const unknown = roots.filter((id) => !COLLECTION_IDS.includes(id));
  if (unknown.length > 0)
    throw new Error(`Unbekannte Sammlungen: ${unknown.join(', ')} (COLLECTION_IDS ergänzen)`);
  const out = new Map<string, string>();
  for (const id of COLLECTION_IDS) {
    const snap = await db.collectionGroup(id).select().get();
    for (const doc of snap.docs) out.set(doc.ref.path, changeMarkOf(doc));
  }
  return out;
}

/**
 * wholeDatabase for cases that run one after the other with nothing else writing in between: a case's
 * `after()` is the next case's `before()`, so a run of N cases scans the database N + 1 times, not 2N (late
 * in the suite it holds everything the earlier files wrote; docs/testing.md, "Backend tests"). A case that
 * fails before its `after()` leaves the next one to scan afresh. A write between two cases would fail the
 * later case, never hide a write.
 */
export function databaseChain(): {
  before: () => Promise<Map<string, string>>;
  after: () => Promise<Map<string, string>>;
} {
  let last: Map<string, string> | undefined;
  return {
    before: async () => {
      const before = last ?? (await wholeDatabase());
      last = undefined;
      return before;
    },
    after: async () => {
      last = await wholeDatabase();
      return last;
    },
  };
}

/** Counters every caller moves (usage shards, rate-limit windows): not data of anyone. */
const COUNTERS = ['stats/usage/shards/', 'rateLimits/'];

/**
 * The documents created, changed or deleted between two wholeDatabase maps, outside `own` (the caller's
 * own subtrees, e.g. `kitchens/{kitchenId}`, `users/{uid}`) and the counters.
 */
export function changedOutside(
  before: Map<string, string>,
  after: Map<string, string>,
  own: string[],
): string[] {
  const ignored = (path: string) =>
    own.some((prefix) => path === prefix || path.startsWith(`${prefix}/`)) ||
    COUNTERS.some((prefix) => path.startsWith(prefix));
  const changed: string[] = [];
  for (const [path, time] of after) {
    if (ignored(path)) continue;
    if (!before.has(path)) changed.push(`neu: ${path}`);
    else if (before.get(path) !== time) changed.push(`geändert: ${path}`);
  }
  for (const path of before.keys()) if (!ignored(path) && !after.has(path)) changed.push(`gelöscht: ${path}`);
  return changed;
}
