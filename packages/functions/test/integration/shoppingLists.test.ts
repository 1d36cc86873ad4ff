/**
 * shoppingLists/*: create under the client's id (idempotent), version-checked saves, bounded lists; the
 * items are the server's, computed from the stored plan with the shared rule, and a save takes only the
 * marks (lib/shoppingItems.ts).
 */
import {
  addWeeks,
  isoWeekId,
  newShoppingList,
  preparePlannerData,
  weekDates,
  type ShoppingItem,
  type ShoppingList,
} from '@speiseplaner/shared';
import { call, refusal, type Kitchen } from '../helpers/call';
import { seedCatalogue } from '../helpers/catalogue';
import { recipe, shoppingList, week } from '../helpers/fixtures';
import { createKitchen, testDb } from '../helpers/kitchens';

type ListAnswer = {
  shoppingList: { id: string; version: number; status: string; items: { checked: boolean }[] };
};

beforeAll(() => seedCatalogue());

/** Next week: inside the planning window, and a list of it stays open. */
const plannedWeek = addWeeks(isoWeekId(new Date()), 1);
const [monday, , , , friday] = weekDates(plannedWeek) as [string, string, string, string, string];

/** A kitchen that planned next Monday: its own Eintopf (karotte, linsen) and the shared Linsen-Dal. */
async function plannedKitchen(): Promise<Kitchen> {
  const kitchen = await createKitchen();
  const eintopf = recipe('eintopf', {
    name: 'Eintopf',
    ingredients: [
      { slug: 'karotte', amount: 300 },
      { slug: 'linsen', amount: 200 },
    ],
  });
  await call('recipes/save', { recipe: eintopf }, kitchen);
  await call('plan/saveNewWeek', { week: week(plannedWeek, ['eintopf', 'linsen-dal']) }, kitchen);
  return kitchen;
}

/** What the shared rule builds from the kitchen's stored week, recipes and the catalogue. */
async function expectedItems(kitchen: Kitchen, heads = { kiga: 20 }): Promise<ShoppingItem[]> {
  const db = testDb();
  const catalogue = (await db.doc('catalogue/ingredients').get()).data()!;
  const storedWeek = (await db.doc(`kitchens/${kitchen.uid}/weeks/${plannedWeek}`).get()).data()!;
  const recipes = [
    (await db.doc(`kitchens/${kitchen.uid}/recipes/eintopf`).get()).data(),
    (await db.doc('recipes/linsen-dal').get()).data(),
  ];
  const data = preparePlannerData({ ingredients: catalogue.items, recipes, userPrices: {} });
  const request = { weeks: [storedWeek as never], startDate: monday, endDate: friday, heads };
  return newShoppingList(data, 'erwartet', request).items;
}

const storedList = async (kitchen: Kitchen, id: string) =>
  (await testDb().doc(`kitchens/${kitchen.uid}/shoppingLists/${id}`).get()).data() as ShoppingList;

/** An item as a client could forge it. */
const forged: ShoppingItem = {
  slug: 'karotte',
  name: 'Karotte',
  foodGroup: 'vegetables',
  amount: 5000,
  unit: 'g',
  cost: 22.5,
  checked: false,
};

describe('shopping lists', () => {
  it('stores the items the server computes from the stored plan, whatever the client sent', async () => {
    const kitchen = await plannedKitchen();
    const expected = await expectedItems(kitchen);
    expect(expected.map((i) => i.slug).sort()).toEqual(['karotte', 'linsen']);
    const created = await call<ListAnswer>(
      'shoppingLists/new',
      {
        shoppingList: shoppingList('liste-kw', {
          startDate: monday,
          endDate: friday,
          items: [forged, { ...forged, slug: 'kartoffel', name: 'Kartoffel' }],
        }),
      },
      kitchen,
    );
    expect(created.payload.shoppingList).toMatchObject({ id: 'liste-kw', version: 1, status: 'open' });
    expect(created.payload.shoppingList.items).toEqual(expected);
    const stored = await storedList(kitchen, 'liste-kw');
    expect(stored.items).toEqual(expected);
    expect(stored.items).not.toContainEqual(forged);
    // Twice the heads, twice the carrots: the headcounts chosen for the list count.
    const doubled = await call<{ shoppingList: ShoppingList }>(
      'shoppingLists/new',
      {
        shoppingList: shoppingList('doppelt-so-viele', {
          startDate: monday,
          endDate: friday,
          heads: { kiga: 40 },
        }),
      },
      kitchen,
    );
    expect(doubled.payload.shoppingList.items).toEqual(await expectedItems(kitchen, { kiga: 40 }));
  });

  it('stores an empty list for a range with nothing planned', async () => {
    const kitchen = await createKitchen();
    const created = await call<ListAnswer>(
      'shoppingLists/new',
      { shoppingList: shoppingList('leer', { startDate: monday, endDate: friday, items: [forged] }) },
      kitchen,
    );
    expect(created.payload.shoppingList.items).toEqual([]);
  });

  it('a save takes only the marks: items, dates and headcounts stay the stored ones', async () => {
    const kitchen = await plannedKitchen();
    const range = { startDate: monday, endDate: friday };
    await call('shoppingLists/new', { shoppingList: shoppingList('haken', range) }, kitchen);
    const computed = (await storedList(kitchen, 'haken')).items;
    const karotte = computed.find((i) => i.slug === 'karotte')!;
    const ticked = shoppingList('haken', {
      ...range,
      endDate: monday,
      heads: { kiga: 3 },
      version: 1,
      items: [
        { ...karotte, checked: true, amount: 1, cost: 0 },
        { ...forged, slug: 'kartoffel', name: 'Kartoffel', checked: true },
      ],
    });
    const saved = await call<{ shoppingList: ShoppingList }>(
      'shoppingLists/save',
      { shoppingList: ticked },
      kitchen,
    );
    const marked = computed.map((i) => ({ ...i, checked: i.slug === 'karotte' }));
    expect(saved.payload.shoppingList).toMatchObject({
      version: 2,
      ...range,
      heads: { kiga: 20 },
      items: marked,
    });
    expect(await storedList(kitchen, 'haken')).toEqual(saved.payload.shoppingList);
    // An item the client does not name keeps its mark.
    const linsenOnly = shoppingList('haken', {
      ...range,
      version: 2,
      items: [{ ...computed.find((i) => i.slug === 'linsen')!, checked: true }],
    });
    await call('shoppingLists/save', { shoppingList: linsenOnly }, kitchen);
    expect(
      (await storedList(kitchen, 'haken')).items
        .filter((i) => i.checked)
        .map((i) => i.slug)
        .sort(),
    ).toEqual(['karotte', 'linsen']);
  });

  it('treats a repeated new as the same list and refuses another list under a taken id', async () => {
    const kitchen = await createKitchen();
    await call('shoppingLists/new', { shoppingList: shoppingList('doppelt') }, kitchen);
    const retry = await call<ListAnswer>(
      'shoppingLists/new',
      { shoppingList: shoppingList('doppelt') },
      kitchen,
    );
    expect(retry.payload.shoppingList.version).toBe(1);
    const other = await refusal(
      'shoppingLists/new',
      { shoppingList: shoppingList('doppelt', { endDate: '2026-11-30' }) },
      kitchen,
    );
    expect(other.code).toBe('already-exists');
  });

  it('refuses a save that stretches a list beyond 42 days and keeps the stored list', async () => {
    const kitchen = await createKitchen();
    await call('shoppingLists/new', { shoppingList: shoppingList('sechs-wochen') }, kitchen);
    const tooLong = await refusal(
      'shoppingLists/save',
      { shoppingList: shoppingList('sechs-wochen', { version: 1, endDate: '2027-01-04' }) },
      kitchen,
    );
    expect(tooLong).toEqual({
      code: 'invalid-argument',
      message: 'Eine Einkaufsliste umfasst höchstens 42 Tage.',
    });
    expect(
      (await testDb().doc(`kitchens/${kitchen.uid}/shoppingLists/sechs-wochen`).get()).data(),
    ).toMatchObject({ version: 1, endDate: '2026-11-27' });
    // 42 days (both ends counted) is still one list.
    const longest = await call<ListAnswer>(
      'shoppingLists/save',
      { shoppingList: shoppingList('sechs-wochen', { version: 1, endDate: '2027-01-03' }) },
      kitchen,
    );
    expect(longest.payload.shoppingList.version).toBe(2);
  });

  it('refuses a stale save with other marks, answers a repeated one, and refuses a missing list', async () => {
    const kitchen = await plannedKitchen();
    const range = { startDate: monday, endDate: friday };
    await call('shoppingLists/new', { shoppingList: shoppingList('alt', range) }, kitchen);
    const items = (await storedList(kitchen, 'alt')).items;
    const tick = (version: number, checked: boolean) =>
      shoppingList('alt', { ...range, version, items: items.map((i) => ({ ...i, checked })) });
    await call('shoppingLists/save', { shoppingList: tick(1, true) }, kitchen);
    // A second tab still holds version 1 and unticks.
    const stale = await refusal('shoppingLists/save', { shoppingList: tick(1, false) }, kitchen);
    expect(stale.code).toBe('failed-precondition');
    expect((await storedList(kitchen, 'alt')).items.every((i) => i.checked)).toBe(true);
    // The same save again (its answer was lost) is answered with the stored list.
    const retry = await call<ListAnswer>('shoppingLists/save', { shoppingList: tick(1, true) }, kitchen);
    expect(retry.payload.shoppingList.version).toBe(2);
    expect(
      (
        await refusal(
          'shoppingLists/save',
          { shoppingList: shoppingList('nie-angelegt', { version: 1 }) },
          kitchen,
        )
      ).code,
    ).toBe('not-found');
  });

  it('lists the newest lists first', async () => {
    const kitchen = await createKitchen();
    await call(
      'shoppingLists/new',
      { shoppingList: shoppingList('a', { startDate: '2026-11-02', endDate: '2026-11-06' }) },
      kitchen,
    );
    await call(
      'shoppingLists/new',
      { shoppingList: shoppingList('b', { startDate: '2026-11-16', endDate: '2026-11-20' }) },
      kitchen,
    );
    const answer = await call<{ shoppingLists: { id: string }[] }>('shoppingLists/list', {}, kitchen);
    expect(answer.payload.shoppingLists.map((l) => l.id)).toEqual(['b', 'a']);
    // Two lists, then person and kitchen (the access check).
    expect(answer.meta?.reads).toBe(4);
  });

  it('refuses an end date before the start date', async () => {
    const kitchen = await createKitchen();
    const result = await refusal(
      'shoppingLists/new',
      { shoppingList: shoppingList('x', { endDate: '2026-11-01' }) },
      kitchen,
    );
    expect(result.message).toBe('Das Enddatum liegt vor dem Startdatum.');
  });

  it('needs the shopping feature', async () => {
    const kitchen = await createKitchen({ features: { plan: true } });
    expect((await refusal('shoppingLists/list', {}, kitchen)).code).toBe('permission-denied');
  });
});
