/**
 * The planner's offline store: one IndexedDB database per signed-in account (`speiseplaner-<uid>`), so a
 * second account on the same kitchen tablet never sees the first one's data. It holds
 * - `answers`: backend answers as they were dispatched (the profile, the catalogue, the recipe list, a
 *   recipe, the shopping lists), by a key the caller names,
 * - `weeks`: the kitchen's plan weeks as the backend last sent them, by ISO week id,
 * - `pending`: autosaved documents with edits the backend has not accepted yet, by `<area>:<key>`.
 * Without IndexedDB (old browsers, private modes that refuse it, jsdom) every function does nothing and
 * returns at once, so the app works as without the store. A failing store is never a reason to fail a load
 * or a save: its errors are swallowed.
 */
import type { DBSchema, IDBPDatabase } from 'idb';
import type { PlanWeek } from '@speiseplaner/shared';

/** An edit not yet accepted by the backend: the whole document as it should be stored. */
export interface PendingEdit {
  area: string;
  key: string;
  doc: object;
}

interface OfflineSchema extends DBSchema {
  answers: { key: string; value: unknown };
  weeks: { key: string; value: PlanWeek };
  pending: { key: string; value: PendingEdit; indexes: { byArea: string } };
}

type Db = IDBPDatabase<OfflineSchema>;

const VERSION = 1;

export const dbNameOf = (uid: string) => `speiseplaner-${uid}`;

const open = new Map<string, Promise<Db>>();

/** True where the browser offers IndexedDB. */
export function hasOfflineStore(): boolean {
  return typeof indexedDB !== 'undefined';
}

function dbOf(uid: string): Promise<Db> {
  let db = open.get(uid);
  if (!db) {
    // idb loads with the first use: the auth saga is in every first load, a visitor never needs it.
    db = import('idb').then(({ openDB }) =>
      openDB<OfflineSchema>(dbNameOf(uid), VERSION, {
        upgrade(database) {
          database.createObjectStore('answers');
          database.createObjectStore('weeks');
          database.createObjectStore('pending').createIndex('byArea', 'area');
        },
        // Another tab deletes this store (sign-out there): let go of it, or the deletion waits for us.
        blocking(_current, _next, event) {
          (event.target as IDBDatabase).close();
          open.delete(uid);
        },
      }),
    );
    open.set(uid, db);
  }
  return db;
}

/** Runs `work` on the account's database; undefined without IndexedDB or when the store fails. */
function withDb<T>(
  uid: string | undefined,
  work: (db: Db) => Promise<T>,
): Promise<T | undefined> | undefined {
  if (!uid || !hasOfflineStore()) return undefined;
  return dbOf(uid)
    .then(work)
    .catch(() => undefined);
}

export const pendingId = (area: string, key: string) => `${area}:${key}`;

export const readAnswer = (uid: string | undefined, key: string) =>
  withDb(uid, (db) => db.get('answers', key));

export const writeAnswer = (uid: string | undefined, key: string, answer: unknown) =>
  withDb(uid, (db) => db.put('answers', answer, key));

/** The stored weeks among `ids` (missing ones left out). */
export const readWeeks = (uid: string | undefined, ids: readonly string[]) =>
  withDb(uid, async (db) => {
    const weeks = await Promise.all(ids.map((id) => db.get('weeks', id)));
    return weeks.filter((week): week is PlanWeek => week !== undefined);
  });

export const writeWeeks = (uid: string | undefined, weeks: readonly PlanWeek[]) =>
  withDb(uid, async (db) => {
    const tx = db.transaction('weeks', 'readwrite');
    await Promise.all([...weeks.map((week) => tx.store.put(week, week.id)), tx.done]);
  });

export const readPending = (uid: string | undefined, area: string) =>
  withDb(uid, (db) => db.getAllFromIndex('pending', 'byArea', area));

export const writePending = (uid: string | undefined, edit: PendingEdit) =>
  withDb(uid, (db) => db.put('pending', edit, pendingId(edit.area, edit.key)));

export const removePending = (uid: string | undefined, area: string, key: string) =>
  withDb(uid, (db) => db.delete('pending', pendingId(area, key)));

/** Sign-out: the account's database goes, with everything in it. */
export async function clearOfflineStore(uid: string | undefined): Promise<void> {
  if (!uid || !hasOfflineStore()) return;
  const db = open.get(uid);
  open.delete(uid);
  try {
    (await db)?.close();
    const { deleteDB } = await import('idb');
    await deleteDB(dbNameOf(uid));
  } catch {
    // A store that cannot be deleted now is gone with the browser's site data; nothing else to do.
  }
}
