/** Login state machine (docs/product.md, "Login state") driven by the real saga and store. */
import { waitFor } from '@testing-library/react';
import { guestUpgraded, logoutRequested } from './authSlice';
import { makeAuthTestStore } from '../../../test/auth/authTestStore';
import { FakeAuthApi } from '../../../test/auth/fakeAuthApi';

describe('login state', () => {
  it('starts undefined and becomes loggedout when nobody is signed in', async () => {
    const { store } = makeAuthTestStore();
    expect(store.getState().auth.status).toBe('undefined');
    await waitFor(() => expect(store.getState().auth.status).toBe('loggedout'));
    expect(store.getState().auth.user).toBeUndefined();
  });

  it('is pending while the backend checks the account, then loggedin with the new-user flag', async () => {
    const api = new FakeAuthApi();
    api.addAccount('kueche@kita-sonnenschein.de', 'geheim123');
    const { store, backend } = makeAuthTestStore(api);
    await waitFor(() => expect(store.getState().auth.status).toBe('loggedout'));

    const release = backend.hold();
    await api.signInWithPassword('kueche@kita-sonnenschein.de', 'geheim123');
    await waitFor(() => expect(store.getState().auth.status).toBe('pending'));
    expect(backend.calls).toEqual([{ type: 'user/validate', payload: {} }]);

    release();
    await waitFor(() => expect(store.getState().auth.status).toBe('loggedin'));
    expect(store.getState().auth.isNew).toBe(true);
    expect(store.getState().auth.user?.email).toBe('kueche@kita-sonnenschein.de');
  });

  it('marks a returning user as not new', async () => {
    const api = new FakeAuthApi();
    api.addAccount('kueche@kita-sonnenschein.de', 'geheim123');
    const { store } = makeAuthTestStore(api);
    await waitFor(() => expect(store.getState().auth.status).toBe('loggedout'));
    await api.signInWithPassword('kueche@kita-sonnenschein.de', 'geheim123');
    await waitFor(() => expect(store.getState().auth.isNew).toBe(true));
    store.dispatch(logoutRequested());
    await waitFor(() => expect(store.getState().auth.status).toBe('loggedout'));
    await api.signInWithPassword('kueche@kita-sonnenschein.de', 'geheim123');
    await waitFor(() => expect(store.getState().auth.status).toBe('loggedin'));
    expect(store.getState().auth.isNew).toBe(false);
  });

  it('logs out: signs out, goes to / and marks the user logged out', async () => {
    const api = new FakeAuthApi();
    api.addAccount('kueche@kita-sonnenschein.de', 'geheim123');
    const { store, navigate } = makeAuthTestStore(api);
    await api.signInWithPassword('kueche@kita-sonnenschein.de', 'geheim123');
    await waitFor(() => expect(store.getState().auth.status).toBe('loggedin'));

    store.dispatch(logoutRequested());
    await waitFor(() => expect(store.getState().auth.status).toBe('loggedout'));
    expect(api.count('signOut')).toBe(1);
    expect(navigate).toHaveBeenCalledWith('/');
    expect(api.currentAccount()).toBeNull();
    expect(store.getState().auth.user).toBeUndefined();
  });

  it('stays logged out with the backend message when the account check fails', async () => {
    const api = new FakeAuthApi();
    api.addAccount('kueche@kita-sonnenschein.de', 'geheim123');
    const { store, backend } = makeAuthTestStore(api);
    backend.failWith = new Error('Ein Netzwerkfehler ist aufgetreten');
    await api.signInWithPassword('kueche@kita-sonnenschein.de', 'geheim123');
    await waitFor(() => expect(store.getState().auth.error).toBe('Ein Netzwerkfehler ist aufgetreten'));
    expect(store.getState().auth.status).toBe('loggedout');
  });

  it('keeps the uid when a guest is upgraded and checks the user again', async () => {
    const { store, authApi, backend } = makeAuthTestStore();
    await waitFor(() => expect(store.getState().auth.status).toBe('loggedout'));
    await authApi.signInAsGuest();
    await waitFor(() => expect(store.getState().auth.status).toBe('loggedin'));
    expect(store.getState().auth.guest).toBe(true);
    const guestUid = store.getState().auth.user?.id;

    await authApi.createAccount('neu@kita-regenbogen.de', 'geheim123', 'Anna Koch');
    store.dispatch(guestUpgraded());
    await waitFor(() => expect(store.getState().auth.user?.email).toBe('neu@kita-regenbogen.de'));
    expect(store.getState().auth.user?.id).toBe(guestUid);
    expect(store.getState().auth.guest).toBe(false);
    expect(backend.calls).toHaveLength(2);
  });
});
