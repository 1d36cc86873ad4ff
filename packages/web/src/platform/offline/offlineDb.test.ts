/**
 * The offline store on its own (IndexedDB from fake-indexeddb): what it keeps, per account and kitchen, and
 * clearing.
 */
import '../../../test/fakeIndexedDb';
import { emptyPlanWeek } from '@speiseplaner/shared';
import {
  clearOfflineStore,
  clearPersonStores,
  dropOldStores,
  offlineStoreOf,
  readAnswer,
  readAnswerAhead,
  readPending,
  readWeeks,
  removePending,
  writeAnswer,
  writePending,
  writeWeeks,
} from './offlineDb';

const week = (id: string, slug: string) => {
  const empty = emptyPlanWeek(id);
  return { ...empty, version: 3, days: empty.days.map((day, i) => (i === 0 ? { recipes: [slug] } : day)) };
};

test('answers, weeks and pending edits come back as they were kept', async () => {
  await writeAnswer('anna', 'recipes/list', { type: 'recipes/list/answer', payload: { recipes: [] } });
  await writeWeeks('anna', [week('2026-W48', 'karottensuppe'), week('2026-W47', 'haehnchen-curry')]);
  await writePending('anna', { area: 'plan', key: '2026-W48', doc: week('2026-W48', 'linsen') });
  await writePending('anna', { area: 'recipes', key: 'linsen', doc: { slug: 'linsen' } });

  expect(await readAnswer('anna', 'recipes/list')).toEqual({
    type: 'recipes/list/answer',
    payload: { recipes: [] },
  });
  expect(await readAnswer('anna', 'ingredients/checkFetch')).toBeUndefined();
  const weeks = await readWeeks('anna', ['2026-W46', '2026-W47', '2026-W48']);
  expect(weeks?.map((w) => [w.id, w.days[0]?.recipes])).toEqual([
    ['2026-W47', ['haehnchen-curry']],
    ['2026-W48', ['karottensuppe']],
  ]);
  expect((await readPending('anna', 'plan'))?.map((edit) => edit.key)).toEqual(['2026-W48']);

  await removePending('anna', 'plan', '2026-W48');
  expect(await readPending('anna', 'plan')).toEqual([]);
  expect((await readPending('anna', 'recipes'))?.map((edit) => edit.key)).toEqual(['linsen']);
});

test('a second account on the same device sees nothing of the first one', async () => {
  await writeAnswer('bea', 'recipes/list', { type: 'recipes/list/answer', payload: { recipes: [] } });
  await writeWeeks('bea', [week('2026-W48', 'karottensuppe')]);
  await writePending('bea', { area: 'plan', key: '2026-W48', doc: week('2026-W48', 'linsen') });

  expect(await readAnswer('carl', 'recipes/list')).toBeUndefined();
  expect(await readWeeks('carl', ['2026-W48'])).toEqual([]);
  expect(await readPending('carl', 'plan')).toEqual([]);
});

test('signing out clears the account’s store and leaves other accounts’ stores alone', async () => {
  await writeAnswer('dora', 'user/validate', { type: 'user/validate/answer', payload: {} });
  await writePending('dora', { area: 'plan', key: '2026-W48', doc: week('2026-W48', 'linsen') });
  await writeAnswer('emil', 'user/validate', { type: 'user/validate/answer', payload: {} });

  await clearOfflineStore('dora');

  expect(await readAnswer('dora', 'user/validate')).toBeUndefined();
  expect(await readPending('dora', 'plan')).toEqual([]);
  expect(await readAnswer('emil', 'user/validate')).toBeDefined();
});

test('without an account nothing is read or written', async () => {
  expect(writeAnswer(undefined, 'recipes/list', {})).toBeUndefined();
  expect(readAnswer(undefined, 'recipes/list')).toBeUndefined();
});

const names = async () => (await indexedDB.databases()).map((db) => db.name).sort();

/** A database as an app version before kitchens kept it: one per account. */
async function oldStore(uid: string) {
  const { openDB } = await import('idb');
  const db = await openDB(`speiseplaner-${uid}`, 1, {
    upgrade: (database) => {
      database.createObjectStore('answers');
    },
  });
  db.close();
}

test('one store per person and kitchen: nothing of kitchen A shows in kitchen B', async () => {
  const inA = offlineStoreOf('fritz', 'kueche-a');
  const inB = offlineStoreOf('fritz', 'kueche-b');
  await writeAnswer(inA, 'recipes/list', { type: 'recipes/list/answer', payload: { recipes: [] } });
  await writeWeeks(inA, [week('2026-W48', 'karottensuppe')]);
  await writePending(inA, { area: 'plan', key: '2026-W48', doc: week('2026-W48', 'linsen') });

  expect(await readAnswer(inB, 'recipes/list')).toBeUndefined();
  expect(await readWeeks(inB, ['2026-W48'])).toEqual([]);
  expect(await readPending(inB, 'plan')).toEqual([]);
  expect(await names()).toEqual(expect.arrayContaining(['speiseplaner-fritz-kueche-a']));
  // Without a kitchen (a person who belongs to none yet) nothing is kept.
  expect(offlineStoreOf('fritz', '')).toBeUndefined();
});

test('on start the old per-account store and the stores of kitchens left behind are deleted', async () => {
  await oldStore('gina');
  await writeAnswer(offlineStoreOf('gina', 'kueche-a'), 'user/validate', { type: 'user/validate/answer' });
  await writeAnswer(offlineStoreOf('gina', 'kueche-b'), 'user/validate', { type: 'user/validate/answer' });
  await writeAnswer(offlineStoreOf('hans', 'kueche-b'), 'user/validate', { type: 'user/validate/answer' });
  expect(await names()).toEqual(expect.arrayContaining(['speiseplaner-gina', 'speiseplaner-gina-kueche-b']));

  // Gina was removed from kitchen B.
  await dropOldStores('gina', ['kueche-a']);

  const left = await names();
  expect(left).toContain('speiseplaner-gina-kueche-a');
  expect(left).not.toContain('speiseplaner-gina');
  expect(left).not.toContain('speiseplaner-gina-kueche-b');
  // Another person's store of that kitchen on the same device stays.
  expect(left).toContain('speiseplaner-hans-kueche-b');
  expect(await readAnswer(offlineStoreOf('gina', 'kueche-a'), 'user/validate')).toBeDefined();
  expect(await readAnswer(offlineStoreOf('gina', 'kueche-b'), 'user/validate')).toBeUndefined();
});

test('where the browser cannot list databases, only the old store goes and the kitchens stay', async () => {
  await oldStore('ida');
  await writeAnswer(offlineStoreOf('ida', 'kueche-a'), 'user/validate', { type: 'user/validate/answer' });
  const databases = indexedDB.databases.bind(indexedDB);
  Object.defineProperty(indexedDB, 'databases', { value: undefined, configurable: true });
  try {
    await dropOldStores('ida', []);
  } finally {
    Object.defineProperty(indexedDB, 'databases', { value: databases, configurable: true });
  }
  const left = await names();
  expect(left).not.toContain('speiseplaner-ida');
  expect(left).toContain('speiseplaner-ida-kueche-a');
});

test('signing out deletes every store of the person, the kitchens named and the listed ones', async () => {
  await writeAnswer(offlineStoreOf('jana', 'kueche-a'), 'user/validate', { type: 'user/validate/answer' });
  await writeAnswer(offlineStoreOf('jana', 'kueche-b'), 'user/validate', { type: 'user/validate/answer' });
  await writeAnswer(offlineStoreOf('karl', 'kueche-a'), 'user/validate', { type: 'user/validate/answer' });

  await clearPersonStores('jana', ['kueche-a']);

  const left = await names();
  expect(left.filter((name) => name?.startsWith('speiseplaner-jana'))).toEqual([]);
  expect(left).toContain('speiseplaner-karl-kueche-a');
});

test('an answer read ahead for the page is the kept one, and never older than a later write', async () => {
  const list = (recipes: string[]) => ({ type: 'recipes/list/answer', payload: { recipes } });
  await writeAnswer('ben-k1', 'recipes/list', list(['linsen']));
  expect(await readAnswerAhead('ben-k1', 'recipes/list')).toEqual(list(['linsen']));
  // The page's read takes it.
  expect(await readAnswer('ben-k1', 'recipes/list')).toEqual(list(['linsen']));
  // Read ahead, then the backend's newer answer is kept: the page reads the newer one.
  await readAnswerAhead('ben-k1', 'recipes/list');
  await writeAnswer('ben-k1', 'recipes/list', list(['linsen', 'curry']));
  expect(await readAnswer('ben-k1', 'recipes/list')).toEqual(list(['linsen', 'curry']));
  // Read ahead, then the store is deleted (sign-out): nothing comes back.
  await readAnswerAhead('ben-k1', 'recipes/list');
  await clearOfflineStore('ben-k1');
  expect(await readAnswer('ben-k1', 'recipes/list')).toBeUndefined();
});
