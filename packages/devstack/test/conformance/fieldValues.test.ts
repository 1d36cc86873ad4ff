/** FieldValue sentinels: delete, increment, arrayUnion, arrayRemove, serverTimestamp. */
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { openFirestore } from './firestoreClient';

const fs = openFirestore('field-values');
afterAll(() => fs.close());

describe('FieldValue.delete', () => {
  test('update removes the field', async () => {
    const ref = fs.collectionFor('users').doc('a');
    await ref.set({ name: 'Kita', nickName: 'k' });
    await ref.update({ nickName: FieldValue.delete() });
    expect((await ref.get()).data()).toEqual({ name: 'Kita' });
  });

  test('update removes one entry of a map (a user price override)', async () => {
    const ref = fs.collectionFor('users').doc('b');
    await ref.set({ prices: { karotte: { price: 1, amount: 1000 }, apfel: { price: 2, amount: 1000 } } });
    await ref.update({ 'prices.karotte': FieldValue.delete() });
    expect((await ref.get()).data()).toEqual({ prices: { apfel: { price: 2, amount: 1000 } } });
  });

  test('set with merge removes the field and keeps the others', async () => {
    const ref = fs.collectionFor('users').doc('c');
    await ref.set({ name: 'Kita', heads: { kiga: 3, kita: 2 } });
    await ref.set({ heads: { kita: FieldValue.delete() } }, { merge: true });
    expect((await ref.get()).data()).toEqual({ name: 'Kita', heads: { kiga: 3 } });
  });

  test('deleting a field that does not exist changes nothing else', async () => {
    const ref = fs.collectionFor('users').doc('d');
    await ref.set({ name: 'Kita' });
    await ref.update({ 'gibt.es.nicht': FieldValue.delete() });
    expect((await ref.get()).data()).toEqual({ name: 'Kita' });
  });
});

describe('FieldValue.increment', () => {
  test('increments integers and keeps them integers', async () => {
    const ref = fs.collectionFor('counters').doc('a');
    await ref.set({ version: 1 });
    await ref.update({ version: FieldValue.increment(1) });
    await ref.update({ version: FieldValue.increment(5) });
    expect((await ref.get()).get('version')).toBe(7);
  });

  test('a missing field starts from the increment', async () => {
    const ref = fs.collectionFor('counters').doc('b');
    await ref.set({});
    await ref.update({ views: FieldValue.increment(3) });
    expect((await ref.get()).get('views')).toBe(3);
  });

  test('set with merge on a missing document creates it with the increment', async () => {
    const ref = fs.collectionFor('counters').doc('c');
    await ref.set({ views: FieldValue.increment(2) }, { merge: true });
    expect((await ref.get()).get('views')).toBe(2);
  });

  test('doubles add up (cost sums)', async () => {
    const ref = fs.collectionFor('counters').doc('d');
    await ref.set({ cost: 1.5 });
    await ref.update({ cost: FieldValue.increment(0.25) });
    expect((await ref.get()).get('cost')).toBeCloseTo(1.75, 10);
  });

  test('increment on a nested path', async () => {
    const ref = fs.collectionFor('counters').doc('e');
    await ref.set({ usage: { plan: 1 } });
    await ref.update({ 'usage.plan': FieldValue.increment(1), 'usage.recipes': FieldValue.increment(4) });
    expect((await ref.get()).data()).toEqual({ usage: { plan: 2, recipes: 4 } });
  });

  test('a non-number field is replaced by the increment', async () => {
    const ref = fs.collectionFor('counters').doc('f');
    await ref.set({ n: 'zehn' });
    await ref.update({ n: FieldValue.increment(2) });
    expect((await ref.get()).get('n')).toBe(2);
  });

  test('concurrent increments outside transactions are not lost', async () => {
    const ref = fs.collectionFor('counters').doc('g');
    await ref.set({ n: 0 });
    await Promise.all(Array.from({ length: 20 }, () => ref.update({ n: FieldValue.increment(1) })));
    expect((await ref.get()).get('n')).toBe(20);
  });
});

describe('FieldValue.arrayUnion and arrayRemove', () => {
  test('arrayUnion appends only missing elements, in order', async () => {
    const ref = fs.collectionFor('weeks').doc('a');
    await ref.set({ recipes: ['linsensuppe', 'apfelmus'] });
    await ref.update({ recipes: FieldValue.arrayUnion('apfelmus', 'milchreis', 'milchreis') });
    expect((await ref.get()).get('recipes')).toEqual(['linsensuppe', 'apfelmus', 'milchreis']);
  });

  test('arrayUnion on a missing field creates the array', async () => {
    const ref = fs.collectionFor('weeks').doc('b');
    await ref.set({ id: 'b' });
    await ref.update({ tags: FieldValue.arrayUnion('vegan', 'saisonal') });
    expect((await ref.get()).get('tags')).toEqual(['vegan', 'saisonal']);
  });

  test('arrayUnion compares maps by value', async () => {
    const ref = fs.collectionFor('weeks').doc('c');
    await ref.set({ items: [{ slug: 'apfel', amount: 2 }] });
    await ref.update({
      items: FieldValue.arrayUnion({ slug: 'apfel', amount: 2 }, { slug: 'apfel', amount: 3 }),
    });
    expect((await ref.get()).get('items')).toEqual([
      { slug: 'apfel', amount: 2 },
      { slug: 'apfel', amount: 3 },
    ]);
  });

  test('arrayRemove removes every occurrence', async () => {
    const ref = fs.collectionFor('weeks').doc('d');
    await ref.set({ recipes: ['a', 'b', 'a', 'c'] });
    await ref.update({ recipes: FieldValue.arrayRemove('a', 'x') });
    expect((await ref.get()).get('recipes')).toEqual(['b', 'c']);
  });

  test('arrayRemove on a missing field leaves an empty array', async () => {
    const ref = fs.collectionFor('weeks').doc('e');
    await ref.set({});
    await ref.update({ recipes: FieldValue.arrayRemove('a') });
    expect((await ref.get()).get('recipes')).toEqual([]);
  });
});

describe('FieldValue.serverTimestamp', () => {
  test('is replaced by the commit time', async () => {
    const ref = fs.collectionFor('events').doc('a');
    const before = Date.now();
    await ref.set({ savedAt: FieldValue.serverTimestamp() });
    const snap = await ref.get();
    const savedAt = snap.get('savedAt') as Timestamp;
    expect(savedAt).toBeInstanceOf(Timestamp);
    expect(savedAt.isEqual(snap.updateTime!)).toBe(true);
    expect(Math.abs(savedAt.toMillis() - before)).toBeLessThan(60_000);
  });

  test('works on a nested path next to plain fields', async () => {
    const ref = fs.collectionFor('events').doc('b');
    await ref.set({ meta: { by: 'kita-1' } });
    await ref.update({ 'meta.savedAt': FieldValue.serverTimestamp(), title: 'Woche 48' });
    const data = (await ref.get()).data()!;
    expect(data.title).toBe('Woche 48');
    expect(data.meta.by).toBe('kita-1');
    expect(data.meta.savedAt).toBeInstanceOf(Timestamp);
  });
});

describe('several transforms in one write', () => {
  test('all of them apply, whatever their order', async () => {
    const ref = fs.collectionFor('mixed').doc('a');
    await ref.set({ tags: ['a'], old: ['x', 'y'], n: 1 });
    await ref.update({
      savedAt: FieldValue.serverTimestamp(),
      tags: FieldValue.arrayUnion('b'),
      old: FieldValue.arrayRemove('x'),
      n: FieldValue.increment(2),
      plain: 'bleibt',
    });
    const data = (await ref.get()).data()!;
    expect(data.savedAt).toBeInstanceOf(Timestamp);
    expect(data.tags).toEqual(['a', 'b']);
    expect(data.old).toEqual(['y']);
    expect(data.n).toBe(3);
    expect(data.plain).toBe('bleibt');
  });

  test('set without merge with a transform replaces the rest of the document', async () => {
    const ref = fs.collectionFor('mixed').doc('b');
    await ref.set({ a: 1, n: 5 });
    await ref.set({ n: FieldValue.increment(1), b: 2 });
    expect((await ref.get()).data()).toEqual({ n: 1, b: 2 });
  });
});
