/**
 * A snapshot of every document the backend may write for the given kitchens and workshops (the local
 * Firestore cannot list collections, so the layout of docs/data-model.md names them). Two snapshots
 * compared equal mean: nothing was written.
 */
import { testDb } from './kitchens';

const TOP_LEVEL = ['users', 'recipes', 'masterplan', 'workshops', 'catalogue', 'mail', 'stats'];
const PER_USER = ['weeks', 'recipes', 'meta', 'shoppingLists'];

export async function snapshot(
  uids: string[],
  workshopSlugs: string[] = [],
): Promise<Record<string, unknown>> {
  const db = testDb();
  const paths = [
    ...TOP_LEVEL,
    ...uids.flatMap((uid) => PER_USER.map((c) => `users/${uid}/${c}`)),
    ...workshopSlugs.map((slug) => `workshops/${slug}/registrations`),
  ];
  const out: Record<string, unknown> = {};
  for (const path of paths) {
    const snap = await db.collection(path).get();
    for (const doc of snap.docs) out[doc.ref.path] = doc.data();
  }
  return out;
}
