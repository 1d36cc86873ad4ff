/** Ingredients and own prices in a real store; only the backend transport is faked. */
import { applyUserPriceChanges, type User } from '@speiseplaner/shared';
import { makeStore, plannerAreas } from '../../../test/app';
import { makeTransport } from '../../../test/fakeTransport';
import { loggedIn } from '../../../test/renderWithProviders';
import { kitchenUser } from '../../../test/users';
import { ingredientsNeeded, ownPriceRemoved, ownPriceSet } from './ingredientsSlice';
import { INGREDIENTS } from '../../../test/testCatalogue';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

test('the catalogue is read once with checkFetch, however many pages ask for it', async () => {
  const backend = makeTransport({
    'ingredients/checkFetch': () => ({ upToDate: false, catalogueVersion: 4, ingredients: INGREDIENTS }),
  });
  const store = makeStore(loggedIn(kitchenUser), { backend, areas: [plannerAreas] });
  store.dispatch(ingredientsNeeded());
  store.dispatch(ingredientsNeeded());
  await flush();
  store.dispatch(ingredientsNeeded());
  await flush();
  expect(backend.callsOf('ingredients/checkFetch')).toEqual([{}]);
  expect(Object.keys(store.getState().ingredients.items).sort()).toEqual([
    'haehnchenbrust',
    'karotte',
    'kartoffel',
    'sahne',
  ]);
  expect(store.getState().ingredients.catalogueVersion).toBe(4);
});

test('own prices go out one change at a time, in the order they were made', async () => {
  let user: User = { ...kitchenUser, prices: {} };
  const pending: (() => void)[] = [];
  const backend = makeTransport({
    'user/prices': (payload) =>
      new Promise((resolve) => {
        pending.push(() => {
          user = { ...user, prices: applyUserPriceChanges(user.prices, payload.changes, () => true) };
          resolve({ user });
        });
      }),
  });
  const store = makeStore(loggedIn(user), { backend, areas: [plannerAreas] });
  store.dispatch(ownPriceSet({ slug: 'karotte', price: 0.5, amount: 100 }));
  store.dispatch(ownPriceSet({ slug: 'sahne', price: 1.2, amount: 200 }));
  store.dispatch(ownPriceRemoved('karotte'));
  await flush();
  expect(backend.callsOf('user/prices')).toHaveLength(1);
  while (pending.length) {
    pending.shift()!();
    await flush();
  }
  expect(backend.callsOf('user/prices')).toEqual([
    { changes: [{ slug: 'karotte', price: { price: 0.5, amount: 100 } }] },
    { changes: [{ slug: 'sahne', price: { price: 1.2, amount: 200 } }] },
    { changes: [{ slug: 'karotte', price: null }] },
  ]);
  expect(store.getState().auth.user?.prices).toEqual({ sahne: { price: 1.2, amount: 200 } });
  expect(store.getState().ingredients.ownPrices).toBe('saved');
});
