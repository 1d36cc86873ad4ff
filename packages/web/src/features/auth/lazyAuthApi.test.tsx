/**
 * The app loads Firebase Auth lazily (lazyAuthApi). The login state machine still goes undefined → pending
 * → loggedin/loggedout, calls made before the load wait for it, and the sign-in page waits (page spinner)
 * until the loaded edge answers.
 */
import { Suspense } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import LoginPage from './LoginPage';
import { lazyAuthApi } from './lazyAuthApi';
import type { AuthApi } from './authApi';
import { makeAuthTestStore } from '../../../test/auth/authTestStore';
import { FakeAuthApi } from '../../../test/auth/fakeAuthApi';

const EMAIL = 'kueche@kita-sonnenschein.de';

/** A load that finishes (or fails) when the test says so, like the Firebase chunk on a slow network. */
function heldLoad(real: AuthApi) {
  const attempts: { resolve: () => void; reject: () => void }[] = [];
  const load = () =>
    new Promise<AuthApi>((resolve, reject) => {
      attempts.push({ resolve: () => resolve(real), reject: () => reject(new Error('Netzwerkfehler')) });
    });
  return { load, attempts };
}

describe('lazily loaded Firebase Auth', () => {
  it('keeps the login state undefined until Auth is loaded, then loggedout', async () => {
    const { load, attempts } = heldLoad(new FakeAuthApi());
    const { store } = makeAuthTestStore(lazyAuthApi(load) as unknown as FakeAuthApi);
    await act(async () => Promise.resolve());
    expect(attempts).toHaveLength(1);
    expect(store.getState().auth.status).toBe('undefined');

    attempts[0]!.resolve();
    await waitFor(() => expect(store.getState().auth.status).toBe('loggedout'));
  });

  it('lets a sign-in started before the load finish once it is there: pending, then loggedin', async () => {
    const real = new FakeAuthApi();
    real.addAccount(EMAIL, 'geheim123');
    const { load, attempts } = heldLoad(real);
    const api = lazyAuthApi(load);
    const { store, backend } = makeAuthTestStore(api as unknown as FakeAuthApi);
    const release = backend.hold();

    const signIn = api.signInWithPassword(EMAIL, 'geheim123');
    expect(real.count('signInWithPassword')).toBe(0);
    attempts[0]!.resolve();
    await signIn;
    await waitFor(() => expect(store.getState().auth.status).toBe('pending'));
    release();
    await waitFor(() => expect(store.getState().auth.status).toBe('loggedin'));
    expect(store.getState().auth.user?.email).toBe(EMAIL);
    expect(api.currentAccount()?.email).toBe(EMAIL);
  });

  it('tries the load again after it failed, so the login state still settles', async () => {
    const { load, attempts } = heldLoad(new FakeAuthApi());
    const { store } = makeAuthTestStore(lazyAuthApi(load) as unknown as FakeAuthApi);
    await act(async () => Promise.resolve());
    attempts[0]!.reject();
    await waitFor(() => expect(attempts).toHaveLength(2));
    expect(store.getState().auth.status).toBe('undefined');
    attempts[1]!.resolve();
    await waitFor(() => expect(store.getState().auth.status).toBe('loggedout'));
  });

  it('shows the page spinner on /login until Auth is loaded, then the sign-in choices', async () => {
    const { load, attempts } = heldLoad(new FakeAuthApi());
    const { store } = makeAuthTestStore(lazyAuthApi(load) as unknown as FakeAuthApi);
    // Rendered inside an async act: React retries a suspended first render only there (as in the browser).
    await act(async () => {
      render(
        <Provider store={store}>
          <MemoryRouter initialEntries={['/login']}>
            <Suspense fallback={<p>Seite wird geladen</p>}>
              <LoginPage />
            </Suspense>
          </MemoryRouter>
        </Provider>,
      );
    });
    expect(screen.getByText('Seite wird geladen')).toBeInTheDocument();

    const errors = jest.spyOn(console, 'error');
    try {
      await act(async () => attempts[0]!.resolve());
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Mit E-Mail anmelden' }));
      expect(screen.getByRole('textbox', { name: 'E-Mail-Adresse' })).toBeInTheDocument();
      expect(screen.queryByText('Seite wird geladen')).not.toBeInTheDocument();
      // React complains when a screen suspended on use() renders without use() once the load settled.
      expect(errors.mock.calls.map((call) => String(call[0]))).toEqual([]);
    } finally {
      errors.mockRestore();
    }
  });
});
