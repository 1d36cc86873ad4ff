/**
 * Photos waiting for a connection in the offline store (version 2), and the upgrade of a store an older
 * app version kept: what it held stays (IndexedDB from fake-indexeddb).
 */
import '../../../test/fakeIndexedDb';
import {
  dbNameOf,
  readAnswer,
  readPending,
  readQueuedPhotos,
  removeQueuedPhoto,
  writeQueuedPhoto,
  type QueuedPhoto,
} from './offlineDb';

const photo = (id: string, queuedAt: number): QueuedPhoto => ({
  id,
  recipeId: 'meine-suppe',
  data: Uint8Array.from([1, 2, 3]).buffer,
  type: 'image/webp',
  width: 1600,
  height: 1200,
  queuedAt,
});

test('waiting photos come back oldest first with their bytes, and go when removed', async () => {
  await writeQueuedPhoto('anna-k', photo('b', 20));
  await writeQueuedPhoto('anna-k', photo('a', 10));
  const kept = await readQueuedPhotos('anna-k');
  expect(kept?.map((p) => p.id)).toEqual(['a', 'b']);
  expect([...new Uint8Array(kept![0]!.data)]).toEqual([1, 2, 3]);
  await removeQueuedPhoto('anna-k', 'a');
  expect((await readQueuedPhotos('anna-k'))?.map((p) => p.id)).toEqual(['b']);
  expect(await readQueuedPhotos('bea-k')).toEqual([]);
});

test('a store of version 1 keeps its answers and pending edits and gains the photo store', async () => {
  const { openDB } = await import('idb');
  const old = await openDB(dbNameOf('carl-k'), 1, {
    upgrade(database) {
      database.createObjectStore('answers');
      database.createObjectStore('weeks');
      database.createObjectStore('pending').createIndex('byArea', 'area');
    },
  });
  await old.put('answers', { type: 'recipes/list/answer', payload: { recipes: [] } }, 'recipes/list');
  await old.put('pending', { area: 'plan', key: '2026-W48', doc: { id: '2026-W48' } }, 'plan:2026-W48');
  old.close();

  expect(await writeQueuedPhoto('carl-k', photo('c', 1))).toBe(true);
  expect(await readAnswer('carl-k', 'recipes/list')).toEqual({
    type: 'recipes/list/answer',
    payload: { recipes: [] },
  });
  expect((await readPending('carl-k', 'plan'))?.map((edit) => edit.key)).toEqual(['2026-W48']);
  expect((await readQueuedPhotos('carl-k'))?.map((p) => p.id)).toEqual(['c']);
});
