/**
 * Firebase Auth loads at start only when there can be a session: the session hint in localStorage, or a
 * route that needs the login (/login, /app…, /_app, /statistik). Real store and saga; fakes at the edges:
 * the lazily loaded Auth (its loader counts loads), the backend and the router's paths.
 */
import { act, waitFor } from '@testing-library/react';
import { makeStore } from '../../../test/app';
import { registerAuthApi } from './authApiRegistry';
import { logoutRequested } from './authSlice';
import { lazyAuthApi } from './lazyAuthApi';
import type { RoutePaths } from './routePaths';
import { SESSION_HINT_KEY } from './sessionHint';
import { makeAuthTestStore } from '../../../test/auth/authTestStore';
import { FakeAuthApi } from '../../../test/auth/fakeAuthApi';
import { makeFakeBackend } from '../../../test/auth/fakeBackend';

const EMAIL = 'kueche@kita-sonnenschein.de';

/** The router's paths: `go` is a navigation to another page. */
function fakePaths(start: string) {
  let path = start;
  const listeners = new Set<(path: string) => void>();
  const paths: RoutePaths & { go(next: string): void } = {
    current: () => path,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    go(next) {
      path = next;
      listeners.forEach((listener) => listener(next));
    },
  };
  return paths;
}

/** The app's store with Auth behind a loader, as main.tsx builds it; `signedIn` has a stored session. */
function startApp(path: string, { signedIn = false } = {}) {
  const session = {
    uid: 'uid-kueche',
    email: EMAIL,
    password: 'geheim123',
    displayName: null,
    isAnonymous: false,
  };
  const real = new FakeAuthApi(signedIn ? session : null);
  const load = jest.fn(async () => real);
  const paths = fakePaths(path);
  registerAuthApi(null);
  const store = makeStore(undefined, {
    authApi: lazyAuthApi(load),
    backend: makeFakeBackend(real),
    navigate: jest.fn(),
    routePaths: paths,
  });
  return { store, load, paths };
}

const hint = () => window.localStorage.getItem(SESSION_HINT_KEY);
const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

beforeEach(() => window.localStorage.clear());

describe('Firebase Auth on demand', () => {
  it.each([
    '/',
    '/artikel/schulung-und-beratung',
    '/workshops/klima-im-blick-2031-03-03',
    '/newsletter',
    '/newsletter/bestaetigen',
    '/newsletter/abmelden',
    '/mediathek',
    '/gibt-es-nicht',
  ])('shows a visitor on %s as logged out at once, without loading Auth', async (path) => {
    const { store, load } = startApp(path);
    expect(store.getState().auth.status).toBe('loggedout');
    await settle();
    expect(load).not.toHaveBeenCalled();
    expect(store.getState().auth.status).toBe('loggedout');
  });

  it.each([
    '/login',
    '/app',
    '/app/plan',
    '/app/plan/2031-W10/aushang',
    '/_app',
    '/statistik',
    '/App/Rezepte',
  ])('loads Auth at start on %s, which needs the login, and runs the state machine', async (path) => {
    const { store, load } = startApp(path);
    expect(store.getState().auth.status).toBe('undefined');
    await waitFor(() => expect(store.getState().auth.status).toBe('loggedout'));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('finds a session without a hint on /app (signed in before the hint existed) and writes the hint', async () => {
    const { store, load } = startApp('/app', { signedIn: true });
    await waitFor(() => expect(store.getState().auth.status).toBe('loggedin'));
    expect(store.getState().auth.user?.email).toBe(EMAIL);
    expect(load).toHaveBeenCalledTimes(1);
    expect(hint()).toBe('1');
  });

  it('loads Auth at start on / when the hint says there is a session: pending, then the user', async () => {
    window.localStorage.setItem(SESSION_HINT_KEY, '1');
    const { store, load } = startApp('/', { signedIn: true });
    expect(store.getState().auth.status).toBe('undefined');
    await waitFor(() => expect(store.getState().auth.status).toBe('loggedin'));
    expect(load).toHaveBeenCalledTimes(1);
    expect(store.getState().auth.user?.email).toBe(EMAIL);
  });

  it('removes a hint that Firebase contradicts (no session), so the next start skips Auth', async () => {
    window.localStorage.setItem(SESSION_HINT_KEY, '1');
    const { store, load } = startApp('/');
    await waitFor(() => expect(store.getState().auth.status).toBe('loggedout'));
    expect(load).toHaveBeenCalledTimes(1);
    expect(hint()).toBeNull();

    const next = startApp('/');
    await settle();
    expect(next.load).not.toHaveBeenCalled();
  });

  it('loads Auth when the visitor goes on to the sign-in page, and finds an existing session there', async () => {
    const { store, load, paths } = startApp('/', { signedIn: true });
    expect(store.getState().auth.status).toBe('loggedout');

    paths.go('/artikel/speiseplan');
    await settle();
    expect(load).not.toHaveBeenCalled();

    paths.go('/login');
    // Unknown again before the sign-in page renders, so it waits instead of offering the sign-in.
    expect(store.getState().auth.status).toBe('undefined');
    await waitFor(() => expect(store.getState().auth.status).toBe('loggedin'));
    expect(load).toHaveBeenCalledTimes(1);
    expect(hint()).toBe('1');

    paths.go('/');
    paths.go('/app');
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(store.getState().auth.status).toBe('loggedin');
  });
});

describe('session hint', () => {
  it('is written when a user signs in and removed on logout', async () => {
    const api = new FakeAuthApi();
    api.addAccount(EMAIL, 'geheim123');
    const { store } = makeAuthTestStore(api);
    await waitFor(() => expect(store.getState().auth.status).toBe('loggedout'));
    expect(hint()).toBeNull();

    await api.signInWithPassword(EMAIL, 'geheim123');
    await waitFor(() => expect(store.getState().auth.status).toBe('loggedin'));
    expect(hint()).toBe('1');

    store.dispatch(logoutRequested());
    await waitFor(() => expect(store.getState().auth.status).toBe('loggedout'));
    expect(hint()).toBeNull();
  });

  it('is written for a guest as well', async () => {
    const { store, authApi } = makeAuthTestStore();
    await waitFor(() => expect(store.getState().auth.status).toBe('loggedout'));
    await authApi.signInAsGuest();
    await waitFor(() => expect(store.getState().auth.status).toBe('loggedin'));
    expect(store.getState().auth.guest).toBe(true);
    expect(hint()).toBe('1');
  });
});
