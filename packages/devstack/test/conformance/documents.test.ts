/** Reading and writing single documents: set, merge, mergeFields, update, create, delete, getAll. */
import { FieldPath } from 'firebase-admin/firestore';
import { openFirestore } from './firestoreClient';

const fs = openFirestore('documents');
afterAll(() => fs.close());

describe('set', () => {
  test('set without merge replaces the whole document', async () => {
    const ref = fs.collectionFor('recipes').doc('linsensuppe');
    await ref.set({ name: 'Linsensuppe', portions: 4, tags: ['vegan'] });
    await ref.set({ name: 'Rote Linsensuppe' });
    expect((await ref.get()).data()).toEqual({ name: 'Rote Linsensuppe' });
  });

  test('set replaces nested maps instead of merging them', async () => {
    const ref = fs.collectionFor('users').doc('kita-1');
    await ref.set({ heads: { kiga: 10, kita: 4 } });
    await ref.set({ heads: { school: 3 } });
    expect((await ref.get()).data()).toEqual({ heads: { school: 3 } });
  });

  test('set with merge keeps untouched fields and merges nested maps', async () => {
    const ref = fs.collectionFor('users').doc('kita-2');
    await ref.set({ name: 'Kita Sonnenschein', heads: { kiga: 10, kita: 4 } });
    await ref.set({ heads: { kiga: 12 } }, { merge: true });
    expect((await ref.get()).data()).toEqual({ name: 'Kita Sonnenschein', heads: { kiga: 12, kita: 4 } });
  });

  test('set with merge creates a missing document', async () => {
    const ref = fs.collectionFor('users').doc('neu');
    await ref.set({ name: 'Grundschule Am Park' }, { merge: true });
    expect((await ref.get()).data()).toEqual({ name: 'Grundschule Am Park' });
  });

  test('mergeFields writes only the listed fields, replacing a listed map as a whole', async () => {
    const ref = fs.collectionFor('users').doc('kita-3');
    await ref.set({ name: 'Alt', nickName: 'alt', heads: { kiga: 10, kita: 4 } });
    await ref.set({ name: 'Neu', nickName: 'neu', heads: { school: 2 } }, { mergeFields: ['name', 'heads'] });
    expect((await ref.get()).data()).toEqual({ name: 'Neu', nickName: 'alt', heads: { school: 2 } });
  });

  test('mergeFields with a nested path changes only that leaf', async () => {
    const ref = fs.collectionFor('users').doc('kita-4');
    await ref.set({ heads: { kiga: 10, kita: 4 } });
    await ref.set({ heads: { kiga: 11, kita: 99 } }, { mergeFields: ['heads.kiga'] });
    expect((await ref.get()).data()).toEqual({ heads: { kiga: 11, kita: 4 } });
  });

  test('values of every type the product stores round-trip unchanged', async () => {
    const ref = fs.collectionFor('weeks').doc('2026-W48');
    const week = {
      id: '2026-W48',
      average: 2.35,
      version: 3,
      days: [{ recipes: ['linsensuppe', 'apfelmus'] }, { recipes: [], heads: { kiga: 12 } }],
      months: Array.from({ length: 12 }, (_, i) => i % 2 === 0),
      owner: null,
      label: 'Gemüse & Hülsenfrüchte – Woche für Krippe',
    };
    await ref.set(week);
    expect((await ref.get()).data()).toEqual(week);
  });
});

describe('update', () => {
  test('update changes only the given fields', async () => {
    const ref = fs.collectionFor('ingredients').doc('karotte');
    await ref.set({ name: 'Karotte', unit: 'g', calories: 36 });
    await ref.update({ calories: 39 });
    expect((await ref.get()).data()).toEqual({ name: 'Karotte', unit: 'g', calories: 39 });
  });

  test('update with a dotted path changes one nested field and keeps its siblings', async () => {
    const ref = fs.collectionFor('users').doc('kita-5');
    await ref.set({ prices: { karotte: { price: 1.2, amount: 1000 }, apfel: { price: 2, amount: 1000 } } });
    await ref.update({ 'prices.karotte.price': 1.4 });
    expect((await ref.get()).data()).toEqual({
      prices: { karotte: { price: 1.4, amount: 1000 }, apfel: { price: 2, amount: 1000 } },
    });
  });

  test('update with a map value replaces that map', async () => {
    const ref = fs.collectionFor('users').doc('kita-6');
    await ref.set({ heads: { kiga: 10, kita: 4 } });
    await ref.update({ heads: { kiga: 8 } });
    expect((await ref.get()).data()).toEqual({ heads: { kiga: 8 } });
  });

  test('field names that need quoting (dashes, spaces, dots) are written and read back', async () => {
    const ref = fs.collectionFor('users').doc('kita-7');
    await ref.set({ prices: {} });
    await ref.update({ 'my-field': 2 });
    await ref.update(new FieldPath('prices', 'rote-linsen'), { price: 3.5, amount: 1000 });
    await ref.update(new FieldPath('prices', 'vollkorn.nudeln'), { price: 2.1, amount: 500 });
    await ref.update(new FieldPath('Öl mit Leerzeichen'), true);
    expect((await ref.get()).data()).toEqual({
      'my-field': 2,
      prices: { 'rote-linsen': { price: 3.5, amount: 1000 }, 'vollkorn.nudeln': { price: 2.1, amount: 500 } },
      'Öl mit Leerzeichen': true,
    });
  });

  test('update of a missing document fails with NOT_FOUND and creates nothing', async () => {
    const ref = fs.collectionFor('recipes').doc('gibt-es-nicht');
    await expect(ref.update({ name: 'x' })).rejects.toMatchObject({ code: 5 });
    expect((await ref.get()).exists).toBe(false);
  });
});

describe('create and delete', () => {
  test('create writes a new document', async () => {
    const ref = fs.collectionFor('recipes').doc('apfelmus');
    await ref.create({ name: 'Apfelmus' });
    expect((await ref.get()).data()).toEqual({ name: 'Apfelmus' });
  });

  test('create on an existing document fails with ALREADY_EXISTS and keeps the old data', async () => {
    const ref = fs.collectionFor('recipes').doc('apfelmus');
    await ref.create({ name: 'Apfelmus' });
    await expect(ref.create({ name: 'Anderes' })).rejects.toMatchObject({ code: 6 });
    expect((await ref.get()).data()).toEqual({ name: 'Apfelmus' });
  });

  test('a deleted document no longer exists and can be created again from scratch', async () => {
    const ref = fs.collectionFor('lists').doc('liste-1');
    await ref.set({ status: 'open', items: [1, 2] });
    await ref.delete();
    const afterDelete = await ref.get();
    expect(afterDelete.exists).toBe(false);
    expect(afterDelete.data()).toBeUndefined();
    await ref.create({ status: 'shopped' });
    expect((await ref.get()).data()).toEqual({ status: 'shopped' });
  });

  test('deleting a missing document succeeds', async () => {
    await expect(fs.collectionFor('lists').doc('nie-da').delete()).resolves.toBeDefined();
  });

  test('createTime stays and updateTime moves on every write', async () => {
    const ref = fs.collectionFor('lists').doc('zeiten');
    await ref.set({ n: 1 });
    const first = await ref.get();
    await ref.set({ n: 2 });
    const second = await ref.get();
    expect(second.createTime?.isEqual(first.createTime!)).toBe(true);
    expect(second.updateTime!.toMillis()).toBeGreaterThanOrEqual(first.updateTime!.toMillis());
    expect(second.updateTime!.isEqual(first.updateTime!)).toBe(false);
  });
});

describe('reading several documents', () => {
  test('getAll returns the documents in the requested order, missing ones as not existing', async () => {
    const col = fs.collectionFor('ingredients');
    await col.doc('b').set({ name: 'Birne' });
    await col.doc('a').set({ name: 'Apfel' });
    const snaps = await fs.db.getAll(col.doc('b'), col.doc('fehlt'), col.doc('a'));
    expect(snaps.map((s) => [s.id, s.exists, s.get('name')])).toEqual([
      ['b', true, 'Birne'],
      ['fehlt', false, undefined],
      ['a', true, 'Apfel'],
    ]);
  });

  test('getAll with fieldMask returns only the listed fields', async () => {
    const col = fs.collectionFor('ingredients');
    await col.doc('c').set({ name: 'Karotte', unit: 'g', calories: 36 });
    const [snap] = await fs.db.getAll(col.doc('c'), { fieldMask: ['name'] });
    expect(snap?.data()).toEqual({ name: 'Karotte' });
  });
});

describe('subcollections', () => {
  test('documents in a subcollection are independent of their parent document', async () => {
    const user = fs.collectionFor('users').doc('kita-8');
    await user.set({ name: 'Kita Regenbogen' });
    const week = user.collection('weeks').doc('2026-W01');
    await week.set({ average: 2.1 });
    await user.delete();
    expect((await user.get()).exists).toBe(false);
    expect((await week.get()).data()).toEqual({ average: 2.1 });
    const weeks = await user.collection('weeks').get();
    expect(weeks.docs.map((d) => d.id)).toEqual(['2026-W01']);
  });

  test('a subcollection can live under a document that was never written', async () => {
    const week = fs.collectionFor('users').doc('ohne-profil').collection('weeks').doc('2026-W02');
    await week.set({ average: 1.9 });
    expect((await week.get()).get('average')).toBe(1.9);
  });
});

describe('document size', () => {
  test('a document just under 1 MiB is stored', async () => {
    const ref = fs.collectionFor('big').doc('fast-voll');
    await ref.set({ text: 'a'.repeat(1_000_000) });
    expect(((await ref.get()).get('text') as string).length).toBe(1_000_000);
  });

  test('a document over 1 MiB is rejected with INVALID_ARGUMENT and not stored', async () => {
    const ref = fs.collectionFor('big').doc('zu-gross');
    await expect(ref.set({ text: 'ä'.repeat(600_000) })).rejects.toMatchObject({ code: 3 });
    expect((await ref.get()).exists).toBe(false);
  });

  test('growing an existing document past 1 MiB is rejected and keeps the old content', async () => {
    const ref = fs.collectionFor('big').doc('waechst');
    await ref.set({ a: 'x'.repeat(600_000) });
    await expect(ref.update({ b: 'y'.repeat(600_000) })).rejects.toMatchObject({ code: 3 });
    expect(Object.keys((await ref.get()).data()!)).toEqual(['a']);
  });
});
