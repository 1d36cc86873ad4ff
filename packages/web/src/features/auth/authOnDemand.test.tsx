/**
 * What a visitor and a kitchen see while Firebase Auth loads only where it is needed: the whole app (frame,
 * routes, real store), Auth behind a loader that counts its loads, the backend as a fake transport.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { lazyAuthApi } from './lazyAuthApi';
import { SESSION_HINT_KEY } from './sessionHint';
import { makeTransport } from '../../../test/fakeTransport';
import { renderApp } from '../../../test/renderWithProviders';
import { kitchenSession, kitchenUser } from '../../../test/users';
import { FakeAuthApi } from '../../../test/auth/fakeAuthApi';

const session = kitchenSession;

function lazyAuth(signedIn: boolean) {
  const real = new FakeAuthApi(signedIn ? session : null);
  const load = jest.fn(async () => real);
  return { authApi: lazyAuthApi(load), load };
}

/** Auth of a signed-in kitchen whose chunk arrives when the test says so (a slow network). */
function heldAuth() {
  const real = new FakeAuthApi(session);
  let finishLoad: () => void = () => undefined;
  const load = jest.fn(() => new Promise<FakeAuthApi>((resolve) => (finishLoad = () => resolve(real))));
  return { authApi: lazyAuthApi(load), load, finishLoad: () => finishLoad() };
}

const backend = () =>
  makeTransport({
    'user/validate': () => ({ user: kitchenUser, isNew: false }),
    'workshops/list': () => ({ workshops: [] }),
  });

beforeEach(() => window.localStorage.clear());

describe('sign-in state without loading Auth on public pages', () => {
  it('offers a visitor on / the sign-in at once; Auth loads with the sign-in page', async () => {
    const { authApi, load } = lazyAuth(false);
    const { user } = await renderApp('/', { authApi, backend: backend() });

    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Bio-Speisepläne');
    expect(screen.getByRole('link', { name: 'Kostenlos registrieren' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Anmeldung wird geprüft')).not.toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();

    await user.click(screen.getByRole('link', { name: 'Login & Registrierung' }));

    expect(await screen.findByRole('button', { name: 'Mit E-Mail anmelden' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('finds the session of a kitchen that opens /app without a hint', async () => {
    const { authApi, load } = lazyAuth(true);
    await renderApp('/app', { authApi, backend: backend() });

    expect(await screen.findByRole('heading', { level: 1, name: 'Mein Konto' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Konto: Kita Sonnenschein' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    expect(window.localStorage.getItem(SESSION_HINT_KEY)).toBe('1');
  });

  it('opens /app from a public page straight away for a session without hint (no detour to /login)', async () => {
    const { authApi, load, finishLoad } = heldAuth();
    const { history, routePaths } = await renderApp('/artikel/speiseplan', { authApi, backend: backend() });
    expect(screen.getByRole('link', { name: 'Login & Registrierung' })).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();

    const visited: string[] = [];
    routePaths.subscribe((path) => visited.push(path));
    act(() => history.push('/app'));
    // Auth is still on its way: the page waits for it instead of sending the kitchen to the sign-in.
    expect(screen.getByLabelText('Anmeldung wird geprüft', { selector: 'main *' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => finishLoad());
    expect(await screen.findByRole('heading', { level: 1, name: 'Mein Konto' })).toBeInTheDocument();
    expect(visited).not.toContain('/login');
  });

  it('with the hint on /, checks the login at once: spinner, then the kitchen', async () => {
    window.localStorage.setItem(SESSION_HINT_KEY, '1');
    const { authApi, load } = lazyAuth(true);
    await renderApp('/', { authApi, backend: backend() });

    expect(load).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('button', { name: 'Konto: Kita Sonnenschein' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zu meinem Konto' })).toHaveAttribute('href', '/app');
  });

  it('shows the spinner, not the login button, while the hinted session is checked', async () => {
    window.localStorage.setItem(SESSION_HINT_KEY, '1');
    const { authApi, finishLoad } = heldAuth();
    await renderApp('/', { authApi, backend: backend() });

    expect(screen.getByLabelText('Anmeldung wird geprüft')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Login & Registrierung' })).not.toBeInTheDocument();
    finishLoad();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Konto: Kita Sonnenschein' })).toBeInTheDocument(),
    );
  });
});
