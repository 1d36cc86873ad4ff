/** shoppingLists/*: create under the client's id (idempotent), version-checked saves, bounded lists. */
import { call, refusal } from '../helpers/call';
import { shoppingList } from '../helpers/fixtures';
import { createKitchen, testDb } from '../helpers/kitchens';

type ListAnswer = {
  shoppingList: { id: string; version: number; status: string; items: { checked: boolean }[] };
};

describe('shopping lists', () => {
  it('creates a list, fetches it and saves a ticked item', async () => {
    const kitchen = await createKitchen();
    const created = await call<ListAnswer>(
      'shoppingLists/new',
      { shoppingList: shoppingList('liste-kw48') },
      kitchen,
    );
    expect(created.payload.shoppingList).toMatchObject({ id: 'liste-kw48', version: 1, status: 'open' });
    const fetched = await call<ListAnswer>('shoppingLists/fetch', { id: 'liste-kw48' }, kitchen);
    expect(fetched.payload.shoppingList.items).toHaveLength(1);
    const ticked = shoppingList('liste-kw48', {
      version: 1,
      items: [
        {
          slug: 'karotte',
          name: 'Karotte',
          foodGroup: 'vegetables',
          amount: 5000,
          unit: 'g',
          cost: 22.5,
          checked: true,
        },
      ],
    });
    const saved = await call<ListAnswer>('shoppingLists/save', { shoppingList: ticked }, kitchen);
    expect(saved.payload.shoppingList).toMatchObject({ version: 2, items: [{ checked: true }] });
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
      (await testDb().doc(`users/${kitchen.uid}/shoppingLists/sechs-wochen`).get()).data(),
    ).toMatchObject({ version: 1, endDate: '2026-11-27' });
    // 42 days (both ends counted) is still one list.
    const longest = await call<ListAnswer>(
      'shoppingLists/save',
      { shoppingList: shoppingList('sechs-wochen', { version: 1, endDate: '2027-01-03' }) },
      kitchen,
    );
    expect(longest.payload.shoppingList.version).toBe(2);
  });

  it('refuses a stale save and a save of a list that does not exist', async () => {
    const kitchen = await createKitchen();
    await call('shoppingLists/new', { shoppingList: shoppingList('alt') }, kitchen);
    await call(
      'shoppingLists/save',
      { shoppingList: shoppingList('alt', { version: 1, status: 'shopped' }) },
      kitchen,
    );
    const stale = await refusal(
      'shoppingLists/save',
      { shoppingList: shoppingList('alt', { version: 1, heads: { kiga: 3 } }) },
      kitchen,
    );
    expect(stale.code).toBe('failed-precondition');
    expect((await testDb().doc(`users/${kitchen.uid}/shoppingLists/alt`).get()).data()).toMatchObject({
      status: 'shopped',
      heads: { kiga: 20 },
    });
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
    expect(answer.meta?.reads).toBe(3);
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
