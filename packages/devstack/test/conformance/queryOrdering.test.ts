/** Ordering, limits, cursors, offset, count() and collection-level reads. */
import { FieldPath, type CollectionReference } from 'firebase-admin/firestore';
import { openFirestore } from './firestoreClient';

const fs = openFirestore('query-ordering');
afterAll(() => fs.close());

let weeks: CollectionReference;

beforeAll(async () => {
  weeks = fs.collectionFor('weeks');
  const averages: Record<string, number | undefined> = {
    '2026-W01': 2.1,
    '2026-W02': 1.8,
    '2026-W03': 2.4,
    '2026-W04': 1.8,
    '2026-W05': undefined,
    '2026-W06': 3,
  };
  await Promise.all(
    Object.entries(averages).map(([id, average]) =>
      weeks.doc(id).set(average === undefined ? { id } : { id, average, days: 5 }),
    ),
  );
});

const idsOf = (snap: FirebaseFirestore.QuerySnapshot) => snap.docs.map((d) => d.id);

test('without orderBy documents come back ordered by id', async () => {
  expect(idsOf(await weeks.get())).toEqual([
    '2026-W01',
    '2026-W02',
    '2026-W03',
    '2026-W04',
    '2026-W05',
    '2026-W06',
  ]);
});

test('orderBy ascending, ties broken by id; documents lacking the field are left out', async () => {
  expect(idsOf(await weeks.orderBy('average').get())).toEqual([
    '2026-W02',
    '2026-W04',
    '2026-W01',
    '2026-W03',
    '2026-W06',
  ]);
});

test('orderBy descending, ties broken by id descending', async () => {
  expect(idsOf(await weeks.orderBy('average', 'desc').get())).toEqual([
    '2026-W06',
    '2026-W03',
    '2026-W01',
    '2026-W04',
    '2026-W02',
  ]);
});

test('an inequality filter orders by that field', async () => {
  expect(idsOf(await weeks.where('average', '>', 2).get())).toEqual(['2026-W01', '2026-W03', '2026-W06']);
  expect(idsOf(await weeks.where('average', '<', 2.2).get())).toEqual(['2026-W02', '2026-W04', '2026-W01']);
});

test('orderBy with limit returns the first n', async () => {
  expect(idsOf(await weeks.orderBy('average', 'desc').limit(2).get())).toEqual(['2026-W06', '2026-W03']);
});

test('limitToLast returns the last n in query order', async () => {
  expect(idsOf(await weeks.orderBy('id').limitToLast(4).get())).toEqual([
    '2026-W03',
    '2026-W04',
    '2026-W05',
    '2026-W06',
  ]);
});

test('orderBy on two fields', async () => {
  // Needs the index (category, name desc) that ./firestore.indexes.json declares for 'recipes'.
  const col = fs.collectionWithId('recipes');
  await col.doc('a').set({ category: 'Dessert', name: 'Apfelmus' });
  await col.doc('b').set({ category: 'Beilage', name: 'Reis' });
  await col.doc('c').set({ category: 'Dessert', name: 'Milchreis' });
  await col.doc('d').set({ category: 'Beilage', name: 'Kartoffeln' });
  const snap = await col.orderBy('category').orderBy('name', 'desc').get();
  expect(idsOf(snap)).toEqual(['b', 'd', 'c', 'a']);
});

test('startAfter a document snapshot pages through the results', async () => {
  const first = await weeks.orderBy('average').limit(2).get();
  expect(idsOf(first)).toEqual(['2026-W02', '2026-W04']);
  const second = await weeks.orderBy('average').startAfter(first.docs[1]!).limit(2).get();
  expect(idsOf(second)).toEqual(['2026-W01', '2026-W03']);
  const third = await weeks.orderBy('average').startAfter(second.docs[1]!).limit(2).get();
  expect(idsOf(third)).toEqual(['2026-W06']);
});

test('startAfter a field value skips all documents with that value', async () => {
  expect(idsOf(await weeks.orderBy('average').startAfter(1.8).get())).toEqual([
    '2026-W01',
    '2026-W03',
    '2026-W06',
  ]);
});

test('startAt, endAt and endBefore with values', async () => {
  expect(idsOf(await weeks.orderBy('average').startAt(2.1).endAt(2.4).get())).toEqual([
    '2026-W01',
    '2026-W03',
  ]);
  expect(idsOf(await weeks.orderBy('average').endBefore(2.1).get())).toEqual(['2026-W02', '2026-W04']);
});

test('offset skips the first results', async () => {
  expect(idsOf(await weeks.orderBy('average').offset(3).get())).toEqual(['2026-W03', '2026-W06']);
  expect(idsOf(await weeks.orderBy('average').offset(1).limit(2).get())).toEqual(['2026-W04', '2026-W01']);
});

test('count() counts the matching documents', async () => {
  expect((await weeks.count().get()).data().count).toBe(6);
  expect((await weeks.where('average', '<', 2.2).count().get()).data().count).toBe(3);
  expect((await fs.collectionFor('leer').count().get()).data().count).toBe(0);
});

test('select() returns only the chosen fields', async () => {
  const snap = await weeks.where('average', '==', 3).select('average').get();
  expect(snap.docs.map((d) => d.data())).toEqual([{ average: 3 }]);
});

test('a range on the ordered field with limit (the week list query), both directions', async () => {
  const asc = await weeks
    .orderBy('id', 'asc')
    .where('id', '>=', '2026-W02')
    .where('id', '<=', '2026-W05')
    .limit(3)
    .get();
  expect(idsOf(asc)).toEqual(['2026-W02', '2026-W03', '2026-W04']);
  const desc = await weeks.orderBy('id', 'desc').where('id', '<=', '2026-W04').limit(2).get();
  expect(idsOf(desc)).toEqual(['2026-W04', '2026-W03']);
});

test('orderBy documentId and a documentId filter', async () => {
  const byId = await weeks.orderBy(FieldPath.documentId(), 'desc').limit(2).get();
  expect(idsOf(byId)).toEqual(['2026-W06', '2026-W05']);
  const picked = await weeks.where(FieldPath.documentId(), 'in', ['2026-W03', '2026-W01', 'fehlt']).get();
  expect(idsOf(picked)).toEqual(['2026-W01', '2026-W03']);
});
