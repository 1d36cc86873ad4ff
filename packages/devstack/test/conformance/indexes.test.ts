/**
 * Indexes as in production: single-field indexes are automatic (collection scope), a query on several
 * fields needs a composite index, a filtered collection-group query a collection-group index. The
 * declarations live in ./firestore.indexes.json ('indexedMeals' has them, 'unindexedMeals' has none).
 *
 * Production refuses a query that no index serves (FAILED_PRECONDITION, "The query requires an
 * index. …"). The official emulator does not check indexes at all, so the refusal tests run only
 * against the stand-in (CONFORMANCE_STANDIN, set by globalSetup); everything else holds for both.
 */
import { FieldPath, Filter, type CollectionReference } from 'firebase-admin/firestore';
import { openFirestore } from './firestoreClient';

const fs = openFirestore('indexes');
afterAll(() => fs.close());

const standIn = process.env.CONFORMANCE_STANDIN === '1';
/** A test of a refusal: the official emulator serves every query, production and the stand-in do not. */
const refusalTest = standIn ? test : test.skip;

const refusedFor = (start: string) => ({ code: 9, details: expect.stringMatching(new RegExp(`^${start}`)) });
const NEEDS_INDEX =
  'The query requires an index\\. You can create it here: https://console\\.firebase\\.google\\.com/';

let indexed: CollectionReference;
let unindexed: CollectionReference;
const meals: Record<string, Record<string, unknown>> = {
  a: { kitchen: 'kita-1', price: 3.5, vegetarian: true, tags: ['suppe'], notes: 'scharf' },
  b: { kitchen: 'kita-1', price: 2, vegetarian: false, tags: ['fleisch'] },
  c: { kitchen: 'kita-2', price: 4, vegetarian: true, tags: ['suppe', 'kalt'] },
  d: { kitchen: 'kita-1', price: 5, vegetarian: true, tags: ['dessert'] },
};

beforeAll(async () => {
  indexed = fs.collectionWithId('indexedMeals');
  unindexed = fs.collectionWithId('unindexedMeals');
  const batch = fs.db.batch();
  for (const [id, meal] of Object.entries(meals)) {
    batch.set(indexed.doc(id), { ...meal, run: fs.runId });
    batch.set(unindexed.doc(id), { ...meal, run: fs.runId });
  }
  await batch.commit();
});

const ids = async (query: FirebaseFirestore.Query) => (await query.get()).docs.map((d) => d.id);

describe('a query that needs a composite index', () => {
  test('runs when firestore.indexes.json declares it', async () => {
    expect(await ids(indexed.where('kitchen', '==', 'kita-1').orderBy('price', 'desc'))).toEqual([
      'd',
      'a',
      'b',
    ]);
    const soups = indexed.where('tags', 'array-contains', 'suppe').where('vegetarian', '==', true);
    expect(await ids(soups)).toEqual(['a', 'c']);
  });

  refusalTest('is refused with FAILED_PRECONDITION without the declaration (stand-in only)', async () => {
    await expect(
      unindexed.where('kitchen', '==', 'kita-1').orderBy('price', 'desc').get(),
    ).rejects.toMatchObject(refusedFor(NEEDS_INDEX));
    // Equality plus a range on another field, and array-contains plus equality (only == filters merge).
    await expect(
      unindexed.where('kitchen', '==', 'kita-1').where('price', '>', 3).get(),
    ).rejects.toMatchObject(refusedFor(NEEDS_INDEX));
    await expect(
      unindexed.where('tags', 'array-contains', 'suppe').where('vegetarian', '==', true).get(),
    ).rejects.toMatchObject(refusedFor(NEEDS_INDEX));
    // Ranges on two fields, and orderBy on two fields.
    await expect(unindexed.where('price', '>', 1).where('kitchen', '>', 'kita').get()).rejects.toMatchObject(
      refusedFor(NEEDS_INDEX),
    );
    await expect(unindexed.orderBy('kitchen').orderBy('price').get()).rejects.toMatchObject(
      refusedFor(NEEDS_INDEX),
    );
  });

  refusalTest('is refused when the declared index sorts the other way (stand-in only)', async () => {
    await expect(
      indexed.where('kitchen', '==', 'kita-1').orderBy('price', 'asc').get(),
    ).rejects.toMatchObject(refusedFor(NEEDS_INDEX));
  });

  refusalTest(
    'is refused in count(), in a transaction and in OR branches alike (stand-in only)',
    async () => {
      await expect(
        unindexed.where('kitchen', '==', 'kita-1').where('price', '<', 4).count().get(),
      ).rejects.toMatchObject(refusedFor(NEEDS_INDEX));
      await expect(
        fs.db.runTransaction((tx) => tx.get(unindexed.where('kitchen', '==', 'kita-1').orderBy('price'))),
      ).rejects.toMatchObject(refusedFor(NEEDS_INDEX));
      // The range makes price the order of the whole query, so the equality branch needs (kitchen, price).
      const either = Filter.or(Filter.where('kitchen', '==', 'kita-2'), Filter.where('price', '>', 4.5));
      await expect(unindexed.where(either).get()).rejects.toMatchObject(refusedFor(NEEDS_INDEX));
    },
  );
});

describe('single-field indexes are automatic', () => {
  test('equality, range, order and array-contains on one field need no declaration', async () => {
    expect(await ids(unindexed.where('kitchen', '==', 'kita-2'))).toEqual(['c']);
    expect(await ids(unindexed.where('kitchen', 'in', ['kita-2', 'kita-3']))).toEqual(['c']);
    expect(await ids(unindexed.where('kitchen', '!=', 'kita-1'))).toEqual(['c']);
    expect(await ids(unindexed.where('price', '>', 3))).toEqual(['a', 'c', 'd']);
    expect(await ids(unindexed.where('price', '>=', 2).orderBy('price', 'desc'))).toEqual([
      'd',
      'c',
      'a',
      'b',
    ]);
    expect(await ids(unindexed.orderBy('price', 'desc').limit(2))).toEqual(['d', 'c']);
    expect(await ids(unindexed.where('tags', 'array-contains', 'suppe'))).toEqual(['a', 'c']);
    expect(await ids(unindexed.where('tags', 'array-contains-any', ['kalt', 'dessert']))).toEqual(['c', 'd']);
    expect((await unindexed.where('vegetarian', '==', true).count().get()).data().count).toBe(3);
  });

  test('several equality filters merge single-field indexes, also with a document-id order', async () => {
    expect(await ids(unindexed.where('kitchen', '==', 'kita-1').where('vegetarian', '==', true))).toEqual([
      'a',
      'd',
    ]);
    const byId = unindexed.where('kitchen', '==', 'kita-1').orderBy(FieldPath.documentId()).startAfter('a');
    expect(await ids(byId)).toEqual(['b', 'd']);
    const either = Filter.or(
      Filter.where('kitchen', '==', 'kita-2'),
      Filter.where('vegetarian', '==', false),
    );
    expect(await ids(unindexed.where(either))).toEqual(['b', 'c']);
  });

  test('an equality filter and an order on the same field need nothing more', async () => {
    expect(await ids(unindexed.where('price', '==', 4).orderBy('price'))).toEqual(['c']);
  });
});

describe('collection-group queries', () => {
  test('need no index without filters', async () => {
    const all = await fs.db.collectionGroup('unindexedMeals').get();
    const mine = all.docs.filter((d) => d.get('run') === fs.runId).map((d) => d.id);
    expect(mine.sort()).toEqual(['a', 'b', 'c', 'd']);
  });

  test('filter on a field whose override enables the collection-group index', async () => {
    expect((await ids(fs.db.collectionGroup('indexedMeals').where('run', '==', fs.runId))).sort()).toEqual([
      'a',
      'b',
      'c',
      'd',
    ]);
    const byPrice = fs.db
      .collectionGroup('indexedMeals')
      .where('run', '==', fs.runId)
      .orderBy('price', 'desc');
    expect(await ids(byPrice)).toEqual(['d', 'c', 'a', 'b']);
  });

  refusalTest('with a filter but no collection-group index are refused (stand-in only)', async () => {
    await expect(
      fs.db.collectionGroup('unindexedMeals').where('run', '==', fs.runId).get(),
    ).rejects.toMatchObject(
      refusedFor(
        'The query requires a COLLECTION_GROUP_ASC index for collection unindexedMeals and field run\\.',
      ),
    );
    // The collection-scope composite index does not serve the collection group.
    await expect(
      fs.db.collectionGroup('indexedMeals').where('kitchen', '==', 'kita-1').orderBy('price', 'desc').get(),
    ).rejects.toMatchObject(refusedFor(NEEDS_INDEX));
  });
});

refusalTest(
  'a field exempted from indexing (override without indexes) cannot be filtered (stand-in only)',
  async () => {
    await expect(indexed.where('notes', '==', 'scharf').get()).rejects.toMatchObject({ code: 9 });
    // Other fields of the same collection keep their automatic indexes.
    expect(await ids(indexed.where('kitchen', '==', 'kita-2'))).toEqual(['c']);
  },
);
