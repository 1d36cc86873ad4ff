/**
 * Sign-in with the offline store (IndexedDB from fake-indexeddb): the checked profile is kept per account
 * and kitchen, a start without network signs in with it, and signing out clears the account's stores and
 * the service worker's recipe photos (jsdom has no Cache Storage: a small in-memory one stands in).
 */
import { waitFor } from '@testing-library/react';
import '../../../test/fakeIndexedDb';
import { logoutRequested } from './authSlice';
import { makeAuthTestStore } from '../../../test/auth/authTestStore';
import { FakeAuthApi } from '../../../test/auth/fakeAuthApi';
import { TransportError } from '../../../test/fakeTransport';
import { clearPersonStores, offlineStoreOf, readAnswer, writeAnswer } from '../../platform/offline/offlineDb';

const OFFLINE = new TransportError('unavailable', 'Ein Netzwerkfehler ist aufgetreten');

async function signedIn(email: string) {
  const api = new FakeAuthApi();
  api.addAccount(email, 'geheim123');
  const test = makeAuthTestStore(api);
  await waitFor(() => expect(test.store.getState().auth.status).toBe('loggedout'));
  await api.signInWithPassword(email, 'geheim123');
  await waitFor(() => expect(test.store.getState().auth.status).toBe('loggedin'));
  const uid = api.currentAccount()!.uid;
  // The fake backend, like the controller, gives a new person a kitchen with the person's id.
  const store = offlineStoreOf(uid, uid);
  await waitFor(async () => expect(await readAnswer(store, 'user/validate')).toBeDefined());
  return { ...test, api, uid, offline: store };
}

/** The same device opened again: Firebase still holds the account (its own persistence). */
function reopened(api: FakeAuthApi, backendFails: boolean) {
  const test = makeAuthTestStore(new FakeAuthApi(api.accounts[0]));
  if (backendFails) test.backend.failWith = OFFLINE;
  return test;
}

// Every fake Auth numbers its accounts from uid-1: each test starts with that account's store empty.
beforeEach(() => clearPersonStores('uid-1', ['uid-1']));

test('without network the kept profile signs the account in; back online it is checked again', async () => {
  const { api } = await signedIn('kueche@kita-sonnenschein.de');
  const { store, backend } = reopened(api, true);

  await waitFor(() => expect(store.getState().auth.status).toBe('loggedin'));
  expect(store.getState().auth.user?.email).toBe('kueche@kita-sonnenschein.de');
  expect(store.getState().auth.isNew).toBe(false);
  expect(store.getState().auth.error).toBeUndefined();

  delete backend.failWith;
  window.dispatchEvent(new Event('online'));
  await waitFor(() => expect(backend.callsOf('user/validate')).toHaveLength(2));
  expect(store.getState().auth.status).toBe('loggedin');
});

test('without network and without a kept profile the check fails as before', async () => {
  const api = new FakeAuthApi();
  api.addAccount('neu@kita-regenbogen.de', 'geheim123');
  const { store, backend } = makeAuthTestStore(api);
  backend.failWith = OFFLINE;
  await waitFor(() => expect(store.getState().auth.status).toBe('loggedout'));
  await api.signInWithPassword('neu@kita-regenbogen.de', 'geheim123');
  await waitFor(() => expect(store.getState().auth.error).toBe('Ein Netzwerkfehler ist aufgetreten'));
  expect(store.getState().auth.status).toBe('loggedout');
});

test('signing out clears the account’s offline store', async () => {
  const { store, offline } = await signedIn('kueche@kita-mond.de');
  await writeAnswer(offline, 'recipes/list', { type: 'recipes/list/answer', payload: { recipes: [] } });

  store.dispatch(logoutRequested());
  await waitFor(() => expect(store.getState().auth.status).toBe('loggedout'));
  await waitFor(async () => expect(await readAnswer(offline, 'user/validate')).toBeUndefined());
  expect(await readAnswer(offline, 'recipes/list')).toBeUndefined();
});

/** The browser's Cache Storage as far as the sign-out uses it: named caches of kept answers. */
class MemoryCacheStorage {
  readonly kept = new Map<string, Map<string, string>>();
  open(name: string) {
    if (!this.kept.has(name)) this.kept.set(name, new Map());
    return Promise.resolve(this.kept.get(name)!);
  }
  has(name: string) {
    return Promise.resolve(this.kept.has(name));
  }
  delete(name: string) {
    return Promise.resolve(this.kept.delete(name));
  }
}

test('signing out empties the recipe photo cache and keeps the program files', async () => {
  const cacheStorage = new MemoryCacheStorage();
  Object.defineProperty(globalThis, 'caches', { value: cacheStorage, configurable: true });
  try {
    const { store } = await signedIn('kueche@kita-stern.de');
    (await cacheStorage.open('rezeptfotos')).set('/fotos/kitchens/uid-1/recipes/suppe/a-320.webp', 'webp');
    (await cacheStorage.open('workbox-precache')).set('/index.html', 'html');

    store.dispatch(logoutRequested());
    await waitFor(() => expect(store.getState().auth.status).toBe('loggedout'));
    await waitFor(async () => expect(await cacheStorage.has('rezeptfotos')).toBe(false));
    expect(await cacheStorage.has('workbox-precache')).toBe(true);
  } finally {
    delete (globalThis as { caches?: unknown }).caches;
  }
});
