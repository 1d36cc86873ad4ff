/** Collection-level operations: collectionGroup, listDocuments, listCollections, BulkWriter, recursiveDelete. */
import { openFirestore } from './firestoreClient';

const fs = openFirestore('collections');
afterAll(() => fs.close());

test('collectionGroup finds documents of that name at every depth, and nothing else', async () => {
  // A fixed group id, since filtering it needs a collection-group index (./firestore.indexes.json);
  // this run's documents are those whose path holds the fresh users collection's id.
  const users = fs.collectionFor('users');
  const group = 'groupWeeks';
  const ofThisRun = (paths: string[]) => paths.filter((path) => path.includes(users.id));
  await users.doc('u1').collection(group).doc('w1').set({ average: 2 });
  await users.doc('u2').collection(group).doc('w2').set({ average: 3 });
  await users.doc('u2').collection('other').doc('o1').set({ average: 4 });
  await fs.db.collection(group).doc(`top-${users.id}`).set({ average: 1 });
  const all = await fs.db.collectionGroup(group).get();
  expect(ofThisRun(all.docs.map((d) => d.ref.path)).sort()).toEqual(
    [`${group}/top-${users.id}`, `${users.id}/u1/${group}/w1`, `${users.id}/u2/${group}/w2`].sort(),
  );
  const cheap = await fs.db.collectionGroup(group).where('average', '<', 2.5).orderBy('average').get();
  expect(ofThisRun(cheap.docs.map((d) => d.ref.path))).toEqual([
    `${group}/top-${users.id}`,
    `${users.id}/u1/${group}/w1`,
  ]);
});

test('listDocuments lists the ids, including parents that only hold subcollections', async () => {
  const col = fs.collectionFor('users');
  await col.doc('a').set({ name: 'A' });
  await col.doc('b').set({ name: 'B' });
  await col.doc('nur-unterordner').collection('weeks').doc('w').set({ x: 1 });
  const refs = await col.listDocuments();
  expect(refs.map((r) => r.id).sort()).toEqual(['a', 'b', 'nur-unterordner']);
});

test('listCollections lists the subcollections of a document', async () => {
  const user = fs.collectionFor('users').doc('u');
  await user.set({ name: 'Kita' });
  await user.collection('weeks').doc('w').set({ x: 1 });
  await user.collection('lists').doc('l').set({ x: 1 });
  const names = (await user.listCollections()).map((c) => c.id).sort();
  expect(names).toEqual(['lists', 'weeks']);
});

test('BulkWriter applies independent writes and reports a failing one without stopping the rest', async () => {
  const col = fs.collectionFor('bulk');
  await col.doc('vorhanden').set({ n: 1 });
  const writer = fs.db.bulkWriter();
  writer.onWriteError(() => false); // do not retry the expected failure
  const ok = Array.from({ length: 5 }, (_, i) => writer.set(col.doc(`d${i}`), { n: i }));
  const failing = writer.create(col.doc('vorhanden'), { n: 2 });
  const updated = writer.update(col.doc('vorhanden'), { m: 3 });
  await writer.close();
  await expect(Promise.all(ok)).resolves.toHaveLength(5);
  await expect(failing).rejects.toMatchObject({ code: 6 });
  await expect(updated).resolves.toBeDefined();
  const snap = await col.get();
  expect(snap.size).toBe(6);
  expect((await col.doc('vorhanden').get()).data()).toEqual({ n: 1, m: 3 });
});

test('recursiveDelete removes a document and everything below it', async () => {
  const users = fs.collectionFor('users');
  const user = users.doc('weg');
  await user.set({ name: 'Kita' });
  await user.collection('weeks').doc('w1').set({ x: 1 });
  await user.collection('weeks').doc('w1').collection('notes').doc('n').set({ x: 1 });
  await users.doc('bleibt').set({ name: 'Andere Kita' });
  await fs.db.recursiveDelete(user);
  expect((await user.get()).exists).toBe(false);
  expect((await user.collection('weeks').get()).size).toBe(0);
  expect((await user.collection('weeks').doc('w1').collection('notes').get()).size).toBe(0);
  expect((await users.doc('bleibt').get()).exists).toBe(true);
});
