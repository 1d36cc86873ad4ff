/** The offline store on its own (IndexedDB from fake-indexeddb): what it keeps, per account, and clearing. */
import '../../../test/fakeIndexedDb';
import { emptyPlanWeek } from '@speiseplaner/shared';
import {
  clearOfflineStore,
  readAnswer,
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
