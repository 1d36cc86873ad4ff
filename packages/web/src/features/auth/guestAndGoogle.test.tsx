/** Guest access, its upgrade to a real account (same uid), and Google sign-in with its error cases. */
import { screen, waitFor } from '@testing-library/react';
import { savePendingCredential } from './pendingStorage';
import { FakeAuthApi } from '../../../test/auth/fakeAuthApi';
import { renderLogin } from '../../../test/auth/renderLogin';

beforeEach(() => sessionStorage.clear());

function apiWithGuest() {
  const api = new FakeAuthApi({
    uid: 'guest-7',
    email: null,
    password: null,
    displayName: null,
    isAnonymous: true,
  });
  return api;
}

describe('guest', () => {
  it("goes into the app with 'Als Gast fortfahren'", async () => {
    const { user, store } = await renderLogin();
    await user.click(await screen.findByRole('button', { name: 'Als Gast fortfahren' }));
    expect(await screen.findByText('Seite /app')).toBeInTheDocument();
    expect(store.getState().auth).toMatchObject({ status: 'loggedin', guest: true });
  });

  it('offers a signed-in guest to turn the access into an account and keeps the uid', async () => {
    const { user, store } = await renderLogin('/login', { api: apiWithGuest() });
    expect(
      await screen.findByRole('heading', { name: 'Gastzugang in ein Konto umwandeln' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Als Gast fortfahren' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Mit E-Mail anmelden' }));
    await user.type(
      screen.getByRole('textbox', { name: 'E-Mail-Adresse' }),
      'kueche@kita-regenbogen.de{Enter}',
    );
    expect(
      await screen.findByText('Ihre bisherigen Daten aus dem Gastzugang bleiben erhalten.'),
    ).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Vor- und Nachname' }), 'Anna Koch');
    await user.type(screen.getByLabelText('Passwort'), 'geheim123{Enter}');

    expect(await screen.findByText('Seite /app')).toBeInTheDocument();
    expect(store.getState().auth.user).toMatchObject({ id: 'guest-7', email: 'kueche@kita-regenbogen.de' });
    expect(store.getState().auth.guest).toBe(false);
    // The sign-up name is the person's; the institution name is asked for on the onboarding page.
    await waitFor(() =>
      expect(store.getState().auth.user).toMatchObject({ name: '', nickName: 'Anna Koch' }),
    );
  });
  it('warns a guest whose e-mail already has an account that the guest data stays behind', async () => {
    const api = apiWithGuest();
    api.addAccount('kueche@kita-regenbogen.de', 'geheim123');
    const { user } = await renderLogin('/login', { api });
    await user.click(await screen.findByRole('button', { name: 'Mit E-Mail anmelden' }));
    await user.type(
      screen.getByRole('textbox', { name: 'E-Mail-Adresse' }),
      'kueche@kita-regenbogen.de{Enter}',
    );
    await user.type(await screen.findByRole('textbox', { name: 'Vor- und Nachname' }), 'Anna Koch');
    await user.type(screen.getByLabelText('Passwort'), 'anderes123{Enter}');
    expect(await screen.findByRole('heading', { name: 'Anmelden' })).toBeInTheDocument();
    expect(screen.getByText(/Daten aus dem Gastzugang nicht übernommen/)).toBeInTheDocument();
  });
});

describe('Google', () => {
  it('signs in with one click', async () => {
    const { user, authApi } = await renderLogin();
    await user.click(await screen.findByRole('button', { name: 'Mit Google anmelden' }));
    expect(await screen.findByText('Seite /app')).toBeInTheDocument();
    expect(authApi.count('signInWithGoogle')).toBe(1);
  });

  it('ignores a popup the user closed', async () => {
    const api = new FakeAuthApi();
    api.failNext.set('signInWithGoogle', 'auth/popup-closed-by-user');
    const { user } = await renderLogin('/login', { api });
    await user.click(await screen.findByRole('button', { name: 'Mit Google anmelden' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Mit Google anmelden' })).toBeEnabled());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('explains in German that Google needs a network connection', async () => {
    const api = new FakeAuthApi();
    api.failNext.set('signInWithGoogle', 'auth/network-request-failed');
    const { user } = await renderLogin('/login', { api });
    await user.click(await screen.findByRole('button', { name: 'Mit Google anmelden' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ohne Internetverbindung');
  });

  it('asks for the password when the Google e-mail already has a password account', async () => {
    const api = new FakeAuthApi();
    // The real API keeps the Google credential pending before it rejects (firebaseAuthApi.rememberCollision).
    savePendingCredential({ email: 'kueche@kita-sonnenschein.de', credential: { providerId: 'google.com' } });
    api.failNext.set('signInWithGoogle', 'auth/account-exists-with-different-credential');
    const { user } = await renderLogin('/login', { api });
    await user.click(await screen.findByRole('button', { name: 'Mit Google anmelden' }));
    expect(await screen.findByRole('heading', { name: 'Anmelden' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'E-Mail-Adresse' })).toHaveValue(
      'kueche@kita-sonnenschein.de',
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Zu dieser E-Mail-Adresse gibt es bereits ein Konto');
  });

  it('shows the unauthorised notice when the project restricts sign-ins', async () => {
    const api = new FakeAuthApi();
    api.failNext.set('signInWithGoogle', 'auth/admin-restricted-operation');
    const { user } = await renderLogin('/login', { api });
    await user.click(await screen.findByRole('button', { name: 'Mit Google anmelden' }));
    expect(await screen.findByRole('heading', { name: 'Nicht autorisiert' })).toBeInTheDocument();
  });
});
