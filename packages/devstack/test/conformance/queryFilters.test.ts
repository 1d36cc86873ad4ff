/** Query filters: comparisons, in/not-in, array-contains(-any), null, nested fields, OR, numbers. */
import { FieldValue, Filter, type CollectionReference, type Query } from 'firebase-admin/firestore';
import { openFirestore } from './firestoreClient';

const fs = openFirestore('query-filters');
afterAll(() => fs.close());

let ingredients: CollectionReference;

beforeAll(async () => {
  // A fixed id: 'several conditions combine with AND' needs an index (./firestore.indexes.json).
  ingredients = fs.collectionWithId('ingredients');
  const docs: Record<string, Record<string, unknown>> = {
    apfel: {
      name: 'Apfel',
      calories: 52,
      foodGroup: 'fruit',
      allergens: [],
      price: { euro: 2.5 },
      owner: null,
    },
    birne: {
      name: 'Birne',
      calories: 57,
      foodGroup: 'fruit',
      allergens: ['KR'],
      price: { euro: 3 },
      owner: 'kita-1',
    },
    hafer: {
      name: 'Haferflocken',
      calories: 372,
      foodGroup: 'grains',
      allergens: ['16'],
      price: { euro: 1.2 },
    },
    milch: {
      name: 'Milch',
      calories: 64,
      foodGroup: 'dairy',
      allergens: ['10'],
      price: { euro: 1 },
      owner: null,
    },
    tofu: { name: 'Tofu', calories: 121.5, foodGroup: 'legumes', allergens: ['11', '16'], owner: 'kita-2' },
  };
  await Promise.all(Object.entries(docs).map(([id, data]) => ingredients.doc(id).set(data)));
});

const ids = async (query: Query) => (await query.get()).docs.map((d) => d.id).sort();

test('== matches equal values only', async () => {
  expect(await ids(ingredients.where('foodGroup', '==', 'fruit'))).toEqual(['apfel', 'birne']);
});

test('!= excludes equal values and documents lacking the field', async () => {
  expect(await ids(ingredients.where('foodGroup', '!=', 'fruit'))).toEqual(['hafer', 'milch', 'tofu']);
  expect(await ids(ingredients.where('owner', '!=', 'kita-1'))).toEqual(['tofu']);
});

test('<, <=, >, >= compare numbers, integers and doubles alike', async () => {
  expect(await ids(ingredients.where('calories', '<', 57))).toEqual(['apfel']);
  expect(await ids(ingredients.where('calories', '<=', 57))).toEqual(['apfel', 'birne']);
  expect(await ids(ingredients.where('calories', '>', 121))).toEqual(['hafer', 'tofu']);
  expect(await ids(ingredients.where('calories', '>=', 121.5))).toEqual(['hafer', 'tofu']);
  expect(await ids(ingredients.where('calories', '<', 60.5))).toEqual(['apfel', 'birne']);
});

test('range filters on strings compare lexicographically', async () => {
  expect(await ids(ingredients.where('name', '>=', 'B').where('name', '<', 'M'))).toEqual(['birne', 'hafer']);
});

test('a range filter does not match values of another type', async () => {
  expect(await ids(ingredients.where('name', '>', 0))).toEqual([]);
});

test('in and not-in', async () => {
  expect(await ids(ingredients.where('foodGroup', 'in', ['dairy', 'legumes']))).toEqual(['milch', 'tofu']);
  expect(await ids(ingredients.where('foodGroup', 'not-in', ['fruit', 'dairy']))).toEqual(['hafer', 'tofu']);
});

test('array-contains and array-contains-any', async () => {
  expect(await ids(ingredients.where('allergens', 'array-contains', '16'))).toEqual(['hafer', 'tofu']);
  expect(await ids(ingredients.where('allergens', 'array-contains-any', ['10', 'KR']))).toEqual([
    'birne',
    'milch',
  ]);
});

test('== null matches explicit nulls only, not missing fields', async () => {
  expect(await ids(ingredients.where('owner', '==', null))).toEqual(['apfel', 'milch']);
});

test('!= null matches set, non-null values', async () => {
  expect(await ids(ingredients.where('owner', '!=', null))).toEqual(['birne', 'tofu']);
});

test('filters on nested fields', async () => {
  expect(await ids(ingredients.where('price.euro', '<=', 1.2))).toEqual(['hafer', 'milch']);
  expect(await ids(ingredients.where('price.euro', '==', 3))).toEqual(['birne']);
});

test('several conditions combine with AND', async () => {
  expect(await ids(ingredients.where('foodGroup', '==', 'fruit').where('calories', '>', 55))).toEqual([
    'birne',
  ]);
});

test('Filter.or combines alternatives', async () => {
  const query = ingredients.where(
    Filter.or(Filter.where('foodGroup', '==', 'dairy'), Filter.where('allergens', 'array-contains', 'KR')),
  );
  expect(await ids(query)).toEqual(['birne', 'milch']);
});

test('an integer filter value matches a stored double of the same value', async () => {
  const col = fs.collectionFor('numbers');
  await col.doc('d').set({ n: 2.5 });
  // Adding a double keeps the stored value a double (2.0); the client sends the filter's 2 as an integer.
  await col.doc('d').update({ n: FieldValue.increment(-0.5) });
  await col.doc('e').set({ n: 4.5 });
  expect(await ids(col.where('n', '==', 2))).toEqual(['d']);
  expect(await ids(col.where('n', '<', 4.6))).toEqual(['d', 'e']);
});

test('a query over an empty or unknown collection returns nothing', async () => {
  expect(await ids(fs.collectionFor('leer'))).toEqual([]);
});

test('a query lists only the collection itself, not subcollections of its documents', async () => {
  const col = fs.collectionFor('users');
  await col.doc('u1').set({ name: 'Kita' });
  await col.doc('u1').collection('weeks').doc('w1').set({ name: 'Woche' });
  expect(await ids(col)).toEqual(['u1']);
});
