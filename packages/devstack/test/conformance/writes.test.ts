/** Preconditions (exists, lastUpdateTime) and the atomicity of batches. */
import { FieldValue } from 'firebase-admin/firestore';
import { openFirestore } from './firestoreClient';

const fs = openFirestore('writes');
afterAll(() => fs.close());

describe('lastUpdateTime precondition', () => {
  test('an update with the current updateTime succeeds', async () => {
    const ref = fs.collectionFor('recipes').doc('a');
    const written = await ref.set({ version: 1 });
    await ref.update({ version: 2 }, { lastUpdateTime: written.writeTime });
    expect((await ref.get()).get('version')).toBe(2);
  });

  test('an update with a stale updateTime fails with FAILED_PRECONDITION and changes nothing', async () => {
    const ref = fs.collectionFor('recipes').doc('b');
    const first = await ref.set({ version: 1 });
    await ref.update({ version: 2 });
    await expect(ref.update({ version: 99 }, { lastUpdateTime: first.writeTime })).rejects.toMatchObject({
      code: 9,
    });
    expect((await ref.get()).get('version')).toBe(2);
  });

  test('two writes right after each other get distinct update times', async () => {
    const ref = fs.collectionFor('recipes').doc('c');
    const first = await ref.set({ n: 1 });
    const second = await ref.set({ n: 2 });
    expect(second.writeTime.isEqual(first.writeTime)).toBe(false);
    await expect(ref.update({ n: 3 }, { lastUpdateTime: first.writeTime })).rejects.toMatchObject({
      code: 9,
    });
  });

  test('a delete with a stale updateTime fails and the document stays', async () => {
    const ref = fs.collectionFor('recipes').doc('d');
    const first = await ref.set({ n: 1 });
    await ref.update({ n: 2 });
    await expect(ref.delete({ lastUpdateTime: first.writeTime })).rejects.toMatchObject({ code: 9 });
    expect((await ref.get()).exists).toBe(true);
  });

  test('a delete with the current updateTime succeeds', async () => {
    const ref = fs.collectionFor('recipes').doc('e');
    await ref.set({ n: 1 });
    const snap = await ref.get();
    await ref.delete({ lastUpdateTime: snap.updateTime! });
    expect((await ref.get()).exists).toBe(false);
  });
});

describe('exists precondition', () => {
  test('delete with exists: true fails on a missing document', async () => {
    const ref = fs.collectionFor('recipes').doc('fehlt');
    await expect(ref.delete({ exists: true })).rejects.toMatchObject({ code: 5 });
  });

  test('delete with exists: true removes an existing document', async () => {
    const ref = fs.collectionFor('recipes').doc('da');
    await ref.set({ n: 1 });
    await ref.delete({ exists: true });
    expect((await ref.get()).exists).toBe(false);
  });
});

describe('batches', () => {
  test('a batch applies all of its writes', async () => {
    const col = fs.collectionFor('weeks');
    const batch = fs.db.batch();
    batch.set(col.doc('w1'), { average: 1 });
    batch.set(col.doc('w2'), { average: 2 });
    batch.update(col.doc('w1'), { average: FieldValue.increment(10) });
    await batch.commit();
    const snaps = await fs.db.getAll(col.doc('w1'), col.doc('w2'));
    expect(snaps.map((s) => s.get('average'))).toEqual([11, 2]);
  });

  test('a batch with one failing write applies none of them', async () => {
    const col = fs.collectionFor('weeks');
    await col.doc('vorhanden').set({ average: 5 });
    const batch = fs.db.batch();
    batch.set(col.doc('neu'), { average: 1 });
    batch.update(col.doc('vorhanden'), { average: 6 });
    batch.update(col.doc('fehlt'), { average: 2 });
    await expect(batch.commit()).rejects.toMatchObject({ code: 5 });
    const [neu, vorhanden] = await fs.db.getAll(col.doc('neu'), col.doc('vorhanden'));
    expect(neu?.exists).toBe(false);
    expect(vorhanden?.get('average')).toBe(5);
  });

  test('a batch whose create collides applies none of its writes', async () => {
    const col = fs.collectionFor('weeks');
    await col.doc('x').set({ v: 1 });
    const batch = fs.db.batch();
    batch.delete(col.doc('x'));
    batch.set(col.doc('y'), { v: 2 });
    batch.create(col.doc('x'), { v: 3 });
    batch.create(col.doc('x'), { v: 4 });
    await expect(batch.commit()).rejects.toMatchObject({ code: 6 });
    const [x, y] = await fs.db.getAll(col.doc('x'), col.doc('y'));
    expect(x?.get('v')).toBe(1);
    expect(y?.exists).toBe(false);
  });

  test('a batch rejected for size leaves earlier writes of the batch unapplied', async () => {
    const col = fs.collectionFor('weeks');
    const batch = fs.db.batch();
    batch.set(col.doc('klein'), { v: 1 });
    batch.set(col.doc('gross'), { text: 'x'.repeat(1_100_000) });
    await expect(batch.commit()).rejects.toMatchObject({ code: 3 });
    expect((await col.doc('klein').get()).exists).toBe(false);
  });
});
