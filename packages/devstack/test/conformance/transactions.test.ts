/**
 * Transactions: read-then-write, isolation under contention, no lost updates. Assertions are on
 * outcomes (final values, attempt counts at least/at most), so they hold both for the stand-in's
 * optimistic checks and for the official emulator's locks.
 */
import { FieldValue } from 'firebase-admin/firestore';
import { openFirestore } from './firestoreClient';

const fs = openFirestore('transactions');
afterAll(() => fs.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test('a transaction reads a document and writes based on it', async () => {
  const ref = fs.collectionFor('weeks').doc('w');
  await ref.set({ version: 4, average: 2 });
  const result = await fs.db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    const version = snap.get('version') as number;
    tx.update(ref, { version: version + 1, average: 2.5 });
    return version;
  });
  expect(result).toBe(4);
  expect((await ref.get()).data()).toEqual({ version: 5, average: 2.5 });
});

test('a transaction can create a document it found missing', async () => {
  const ref = fs.collectionFor('recipes').doc('neu');
  const created = await fs.db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (snap.exists) return false;
    tx.create(ref, { name: 'Hirsebrei' });
    return true;
  });
  expect(created).toBe(true);
  expect((await ref.get()).get('name')).toBe('Hirsebrei');
});

test('create-if-missing with a merged counter: two parallel first sign-ins create once, count once', async () => {
  const users = fs.collectionFor('users');
  const stats = fs.collectionFor('stats').doc('usage');
  const ref = users.doc('neu');
  const validate = () =>
    fs.db.runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      if (snap.exists) return false;
      tx.create(ref, { name: 'Kita Sonnenblume' });
      tx.set(stats, { users: FieldValue.increment(1) }, { merge: true });
      return true;
    });
  const results = await Promise.all([validate(), validate()]);
  expect(results.filter(Boolean)).toHaveLength(1);
  expect((await stats.get()).get('users')).toBe(1);
});

test('an error thrown in the callback rolls back: nothing is written', async () => {
  const ref = fs.collectionFor('recipes').doc('r');
  await ref.set({ n: 1 });
  await expect(
    fs.db.runTransaction(async (tx) => {
      await tx.get(ref);
      tx.update(ref, { n: 2 });
      throw new Error('Abbruch');
    }),
  ).rejects.toThrow('Abbruch');
  expect((await ref.get()).get('n')).toBe(1);
  // The document is not left locked or poisoned: a later transaction goes through.
  await fs.db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    tx.update(ref, { n: (snap.get('n') as number) + 10 });
  });
  expect((await ref.get()).get('n')).toBe(11);
});

test('ten parallel read-increment-write transactions end at exactly ten', async () => {
  const ref = fs.collectionFor('counters').doc('c');
  await ref.set({ n: 0 });
  await Promise.all(
    Array.from({ length: 10 }, () =>
      fs.db.runTransaction(async (tx) => {
        const snap = await tx.get(ref);
        tx.update(ref, { n: (snap.get('n') as number) + 1 });
      }),
    ),
  );
  expect((await ref.get()).get('n')).toBe(10);
});

test('two contending transactions both apply; the callback runs again for the loser', async () => {
  const col = fs.collectionFor('lists');
  const ref = col.doc('l');
  await ref.set({ items: [] as string[] });
  let attempts = 0;
  const add = (item: string) =>
    fs.db.runTransaction(async (tx) => {
      attempts++;
      const snap = await tx.get(ref);
      await sleep(50);
      tx.update(ref, { items: [...(snap.get('items') as string[]), item] });
    });
  await Promise.all([add('apfel'), add('birne')]);
  expect(((await ref.get()).get('items') as string[]).slice().sort()).toEqual(['apfel', 'birne']);
  expect(attempts).toBeGreaterThanOrEqual(2);
});

test('a write outside the transaction to a document it read is not lost', async () => {
  const ref = fs.collectionFor('counters').doc('d');
  await ref.set({ n: 0 });
  let attempt = 0;
  await fs.db.runTransaction(async (tx) => {
    attempt++;
    const snap = await tx.get(ref);
    if (attempt === 1) {
      // A concurrent plain write. The official emulator holds it until the transaction ends
      // (locks), the stand-in applies it at once and aborts the commit; both keep the write.
      const outside = ref.update({ n: FieldValue.increment(100) });
      await Promise.race([outside, sleep(300)]);
    }
    tx.update(ref, { n: (snap.get('n') as number) + 1 });
  });
  await sleep(50);
  const deadline = Date.now() + 5000;
  while (((await ref.get()).get('n') as number) !== 101 && Date.now() < deadline) await sleep(50);
  expect((await ref.get()).get('n')).toBe(101);
});

test('a transaction that read a query result sees a later insert and does not overbook', async () => {
  const col = fs.collectionFor('registrations');
  const capacity = 3;
  const register = (who: string) =>
    fs.db.runTransaction(async (tx) => {
      const taken = await tx.get(col.where('workshop', '==', 'klima'));
      if (taken.size >= capacity) return false;
      tx.set(col.doc(who), { workshop: 'klima' });
      return true;
    });
  const results = await Promise.all(['a', 'b', 'c', 'd', 'e'].map(register));
  expect(results.filter(Boolean)).toHaveLength(capacity);
  expect((await col.where('workshop', '==', 'klima').get()).size).toBe(capacity);
});

test('getAll inside a transaction reads several documents consistently', async () => {
  const col = fs.collectionFor('accounts');
  await col.doc('a').set({ euro: 10 });
  await col.doc('b').set({ euro: 0 });
  const move = () =>
    fs.db.runTransaction(async (tx) => {
      const [a, b] = await tx.getAll(col.doc('a'), col.doc('b'));
      tx.update(col.doc('a'), { euro: (a!.get('euro') as number) - 1 });
      tx.update(col.doc('b'), { euro: (b!.get('euro') as number) + 1 });
    });
  await Promise.all(Array.from({ length: 5 }, move));
  const [a, b] = await fs.db.getAll(col.doc('a'), col.doc('b'));
  expect([a!.get('euro'), b!.get('euro')]).toEqual([5, 5]);
});

test('a read-only transaction returns what it read', async () => {
  const ref = fs.collectionFor('recipes').doc('ro');
  await ref.set({ name: 'Grießbrei' });
  const name = await fs.db.runTransaction(async (tx) => (await tx.get(ref)).get('name') as string, {
    readOnly: true,
  });
  expect(name).toBe('Grießbrei');
});
