/**
 * The planner's offline store: one IndexedDB database per signed-in person and kitchen
 * (`speiseplaner-<uid>-<kitchenId>`, docs/architecture.md, "Offline data"), so a second account on the same
 * kitchen tablet never sees the first one's data, and nothing of one kitchen shows in another. The sagas
 * name a store by its key `<uid>-<kitchenId>` (`offlineStoreOf`). It holds
 * - `answers`: backend answers as they were dispatched (the profile, the catalogue, the recipe list, a
 *   recipe, the shopping lists), by a key the caller names, and under `@keptAt` when the store last kept
 *   one (epoch ms; the offline hint „Gespeicherte Daten von …“ names it),
 * - `weeks`: the kitchen's plan weeks as the backend last sent them, by ISO week id,
 * - `pending`: autosaved documents with edits the backend has not accepted yet, by `<area>:<key>`,
 * - `photos` (since version 2): recipe photos taken offline, scaled, waiting for a connection to be sent
 *   (features/recipes/photoUploadSaga.ts), by their own id.
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

/** A recipe photo scaled on the device that waits for a connection to go to `recipes/addImage`. */
export interface QueuedPhoto {
  id: string;
  recipeId: string;
  /** The scaled image's bytes (an ArrayBuffer: every browser stores it, not every one a Blob). */
  data: ArrayBuffer;
  /** Its content type, `image/webp` or `image/jpeg`. */
  type: string;
  width: number;
  height: number;
  /** When it was taken (epoch ms): sent oldest first. */
  queuedAt: number;
}

interface OfflineSchema extends DBSchema {
  answers: { key: string; value: unknown };
  weeks: { key: string; value: PlanWeek };
  pending: { key: string; value: PendingEdit; indexes: { byArea: string } };
  photos: { key: string; value: QueuedPhoto };
}

type Db = IDBPDatabase<OfflineSchema>;

/** 1: answers, weeks, pending; 2 (2026-11-29): photos. A database of an older version gets what it lacks. */
const VERSION = 2;

const PREFIX = 'speiseplaner-';

/** The key of a person's store for one kitchen; undefined without both (nothing is kept then). */
export const offlineStoreOf = (uid: string | undefined, kitchenId: string | undefined): string | undefined =>
  uid && kitchenId ? `${uid}-${kitchenId}` : undefined;

/** The database of a store key (`speiseplaner-<uid>-<kitchenId>`). */
export const dbNameOf = (store: string) => `${PREFIX}${store}`;

/** The database of one account from before kitchens had teams: deleted on start. */
const oldDbNameOf = (uid: string) => `${PREFIX}${uid}`;

/** Open databases by name. */
const open = new Map<string, Promise<Db>>();

/** True where the browser offers IndexedDB. */
export function hasOfflineStore(): boolean {
  return typeof indexedDB !== 'undefined';
}

function dbOf(store: string): Promise<Db> {
  const name = dbNameOf(store);
  let db = open.get(name);
  if (!db) {
    // idb loads with the first use: the auth saga is in every first load, a visitor never needs it.
    db = import('idb').then(({ openDB }) =>
      openDB<OfflineSchema>(name, VERSION, {
        // Each step runs once, from the version the database had: a kept store keeps its data.
        upgrade(database, oldVersion) {
          if (oldVersion < 1) {
            database.createObjectStore('answers');
            database.createObjectStore('weeks');
            database.createObjectStore('pending').createIndex('byArea', 'area');
          }
          if (oldVersion < 2) database.createObjectStore('photos');
        },
        // Another tab deletes this store (sign-out there): let go of it, or the deletion waits for us.
        blocking(_current, _next, event) {
          (event.target as IDBDatabase).close();
          open.delete(name);
        },
      }),
    );
    open.set(name, db);
  }
  return db;
}

/** Runs `work` on the store's database; undefined without IndexedDB or when the store fails. */
function withDb<T>(
  store: string | undefined,
  work: (db: Db) => Promise<T>,
): Promise<T | undefined> | undefined {
  if (!store || !hasOfflineStore()) return undefined;
  return dbOf(store)
    .then(work)
    .catch(() => undefined);
}

export const pendingId = (area: string, key: string) => `${area}:${key}`;

/**
 * Answers the planner boot read ahead (app/plannerBoot.ts reads the catalogue and the recipe list for their
 * versions while the page loads): the page's own read of the same key takes that read instead of reading
 * and unpacking the same few hundred kB again. Taken once, forgotten by a write of the key, a deletion of
 * the store, or after a minute.
 */
const readAhead = new Map<string, Promise<unknown>>();
const READ_AHEAD_MS = 60_000;
const aheadId = (store: string, key: string) => `${store} ${key}`;

export const readAnswer = (store: string | undefined, key: string) => {
  const id = store && aheadId(store, key);
  const ahead = id ? readAhead.get(id) : undefined;
  if (id && ahead) {
    readAhead.delete(id);
    return ahead;
  }
  return withDb(store, (db) => db.get('answers', key));
};

/** `readAnswer`, and the page's next read of the key takes this one. */
export const readAnswerAhead = (store: string | undefined, key: string) => {
  const read = readAnswer(store, key);
  if (!store || !read) return read;
  const id = aheadId(store, key);
  readAhead.set(id, read);
  setTimeout(() => {
    if (readAhead.get(id) === read) readAhead.delete(id);
  }, READ_AHEAD_MS);
  return read;
};

/** The key of `answers` under which the time of the last kept answer or week is (epoch ms). */
const KEPT_AT = '@keptAt';

export const writeAnswer = (store: string | undefined, key: string, answer: unknown) => {
  if (store) readAhead.delete(aheadId(store, key));
  return withDb(store, async (db) => {
    const tx = db.transaction('answers', 'readwrite');
    await Promise.all([tx.store.put(answer, key), tx.store.put(Date.now(), KEPT_AT), tx.done]);
  });
};

/** When the store last kept a backend answer or week (epoch ms); undefined when it never did. */
export const readKeptAt = (store: string | undefined) =>
  withDb(store, async (db) => {
    const keptAt: unknown = await db.get('answers', KEPT_AT);
    return typeof keptAt === 'number' ? keptAt : undefined;
  });

/** The stored weeks among `ids` (missing ones left out). */
export const readWeeks = (store: string | undefined, ids: readonly string[]) =>
  withDb(store, async (db) => {
    const weeks = await Promise.all(ids.map((id) => db.get('weeks', id)));
    return weeks.filter((week): week is PlanWeek => week !== undefined);
  });

export const writeWeeks = (store: string | undefined, weeks: readonly PlanWeek[]) =>
  withDb(store, async (db) => {
    const tx = db.transaction(['weeks', 'answers'], 'readwrite');
    const kept = tx.objectStore('weeks');
    await Promise.all([
      ...weeks.map((week) => kept.put(week, week.id)),
      tx.objectStore('answers').put(Date.now(), KEPT_AT),
      tx.done,
    ]);
  });

export const readPending = (store: string | undefined, area: string) =>
  withDb(store, (db) => db.getAllFromIndex('pending', 'byArea', area));

export const writePending = (store: string | undefined, edit: PendingEdit) =>
  withDb(store, (db) => db.put('pending', edit, pendingId(edit.area, edit.key)));

export const removePending = (store: string | undefined, area: string, key: string) =>
  withDb(store, (db) => db.delete('pending', pendingId(area, key)));

/** The photos waiting for a connection, oldest first. */
export const readQueuedPhotos = (store: string | undefined) =>
  withDb(store, async (db) => (await db.getAll('photos')).sort((a, b) => a.queuedAt - b.queuedAt));

/** Keeps a photo until it is sent; true when the store took it. */
export const writeQueuedPhoto = (store: string | undefined, photo: QueuedPhoto) =>
  withDb(store, async (db) => {
    await db.put('photos', photo, photo.id);
    return true;
  });

export const removeQueuedPhoto = (store: string | undefined, id: string) =>
  withDb(store, (db) => db.delete('photos', id));

/** Deletes one database (closing our own handle first); a failure leaves it to the browser's site data. */
async function deleteDb(name: string): Promise<void> {
  const db = open.get(name);
  open.delete(name);
  try {
    (await db)?.close();
    const { deleteDB } = await import('idb');
    await deleteDB(name);
  } catch {
    // A store that cannot be deleted now is gone with the browser's site data; nothing else to do.
  }
}

/**
 * The names of the person's kitchen databases on this device (`speiseplaner-<uid>-…`), where the browser
 * can list them (`indexedDB.databases()`: not in every browser; then only the ones named are known).
 */
async function kitchenDbNames(uid: string): Promise<string[]> {
  try {
    if (typeof indexedDB.databases !== 'function') return [];
    const all = await indexedDB.databases();
    const prefix = dbNameOf(`${uid}-`);
    return all.map((info) => info.name ?? '').filter((name) => name.startsWith(prefix));
  } catch {
    return [];
  }
}

/** Deletes one kitchen's store. */
export async function clearOfflineStore(store: string | undefined): Promise<void> {
  readAhead.clear();
  if (!store || !hasOfflineStore()) return;
  await deleteDb(dbNameOf(store));
}

/**
 * On start (after the sign-in check): the account's store from before kitchens (`speiseplaner-<uid>`)
 * goes, and so do the stores of kitchens the person no longer belongs to (`kitchenIds`: the check's
 * `user.kitchens`), so a removed member's device drops that kitchen's data.
 */
export async function dropOldStores(uid: string | undefined, kitchenIds: readonly string[]): Promise<void> {
  if (!uid || !hasOfflineStore()) return;
  const keep = new Set(kitchenIds.map((id) => dbNameOf(`${uid}-${id}`)));
  const gone = (await kitchenDbNames(uid)).filter((name) => !keep.has(name));
  await Promise.all([oldDbNameOf(uid), ...gone].map(deleteDb));
}

/** Sign-out: every store of the person goes (the kitchens named and every other one the browser lists). */
export async function clearPersonStores(
  uid: string | undefined,
  kitchenIds: readonly string[],
): Promise<void> {
  readAhead.clear();
  if (!uid || !hasOfflineStore()) return;
  const named = kitchenIds.map((id) => dbNameOf(`${uid}-${id}`));
  const names = new Set([oldDbNameOf(uid), ...named, ...(await kitchenDbNames(uid))]);
  await Promise.all([...names].map(deleteDb));
}
