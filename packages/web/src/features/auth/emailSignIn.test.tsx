/** E-mail entry and password sign-in as a user meets them: texts, focus, one click, error mapping. */
import { screen } from '@testing-library/react';
import { FakeAuthApi } from '../../../test/auth/fakeAuthApi';
import { openEmailSignIn, renderLogin } from '../../../test/auth/renderLogin';

const EMAIL = 'kueche@kita-sonnenschein.de';

function apiWithAccount() {
  const api = new FakeAuthApi();
  api.addAccount(EMAIL, 'geheim123');
  return api;
}

describe('e-mail entry', () => {
  it('asks for the e-mail and focuses the field when it is empty', async () => {
    const { user } = await renderLogin();
    await openEmailSignIn(user);
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(screen.getByText('Geben Sie Ihre E-Mail-Adresse ein, um fortzufahren')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'E-Mail-Adresse' })).toHaveFocus();
  });

  it('rejects a malformed address and a one-letter top-level domain', async () => {
    const { user } = await renderLogin();
    await openEmailSignIn(user);
    const field = screen.getByRole('textbox', { name: 'E-Mail-Adresse' });
    await user.type(field, 'kueche@kita.d{Enter}');
    expect(screen.getByText('Diese E-Mail-Adresse ist ungültig')).toBeInTheDocument();
    expect(field).toHaveFocus();
  });

  it('goes on to the password screen with Enter', async () => {
    const { user } = await renderLogin();
    await openEmailSignIn(user);
    await user.type(screen.getByRole('textbox', { name: 'E-Mail-Adresse' }), `${EMAIL}{Enter}`);
    expect(await screen.findByRole('heading', { name: 'Anmelden' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'E-Mail-Adresse' })).toHaveValue(EMAIL);
    expect(screen.getByLabelText('Passwort')).toHaveFocus();
  });
});

describe('password sign-in', () => {
  async function atPasswordScreen(api = apiWithAccount(), url = '/login') {
    const rendered = await renderLogin(url, { api });
    await openEmailSignIn(rendered.user);
    await rendered.user.type(screen.getByRole('textbox', { name: 'E-Mail-Adresse' }), `${EMAIL}{Enter}`);
    await screen.findByRole('heading', { name: 'Anmelden' });
    return rendered;
  }

  it('asks for the password and focuses it when it is empty', async () => {
    const { user, authApi } = await atPasswordScreen();
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(screen.getByText('Geben Sie Ihr Passwort ein')).toBeInTheDocument();
    expect(screen.getByLabelText('Passwort')).toHaveFocus();
    expect(authApi.count('signInWithPassword')).toBe(0);
  });

  it('signs in with one click and goes on to /app', async () => {
    const { user, authApi, store } = await atPasswordScreen();
    await user.type(screen.getByLabelText('Passwort'), 'geheim123');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByText('Seite /app')).toBeInTheDocument();
    expect(authApi.count('signInWithPassword')).toBe(1);
    expect(store.getState().auth.status).toBe('loggedin');
  });

  it('submits once even when the button is clicked twice quickly', async () => {
    const { user, authApi } = await atPasswordScreen();
    await user.type(screen.getByLabelText('Passwort'), 'geheim123');
    const release = authApi.holdCalls('signInWithPassword');
    await user.dblClick(screen.getByRole('button', { name: 'Anmelden' }));
    release();
    await screen.findByText('Seite /app');
    expect(authApi.count('signInWithPassword')).toBe(1);
  });

  it('follows signInSuccessUrl after the sign-in, but not to another site', async () => {
    const { user } = await atPasswordScreen(apiWithAccount(), '/login?signInSuccessUrl=%2Fapp%2Fplan');
    await user.type(screen.getByLabelText('Passwort'), 'geheim123{Enter}');
    expect(await screen.findByText('Seite /app/plan')).toBeInTheDocument();
  });

  it('ignores a success URL that points to another site', async () => {
    const { user } = await atPasswordScreen(
      apiWithAccount(),
      '/login?continueUrl=https%3A%2F%2Fboese.example%2F',
    );
    await user.type(screen.getByLabelText('Passwort'), 'geheim123{Enter}');
    expect(await screen.findByText('Seite /app')).toBeInTheDocument();
  });

  it('says in German that e-mail and password do not match (enumeration protection on)', async () => {
    const { user, store } = await atPasswordScreen();
    await user.type(screen.getByLabelText('Passwort'), 'falsch123{Enter}');
    expect(
      await screen.findByText('Die E-Mail-Adresse und das Passwort passen nicht zusammen'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Passwort')).toHaveFocus();
    expect(store.getState().auth.status).toBe('loggedout');
  });

  it('shows the lock-out text at the password field after too many attempts', async () => {
    const api = apiWithAccount();
    api.failNext.set('signInWithPassword', 'auth/too-many-requests');
    const { user } = await atPasswordScreen(api);
    await user.type(screen.getByLabelText('Passwort'), 'geheim123{Enter}');
    expect(
      await screen.findByText(
        'Sie haben zu oft ein falsches Passwort eingegeben. Bitte versuchen Sie es in einigen Minuten noch einmal.',
      ),
    ).toBeInTheDocument();
  });

  it('shows a network problem as a notice on the screen', async () => {
    const api = apiWithAccount();
    api.failNext.set('signInWithPassword', 'auth/network-request-failed');
    const { user } = await atPasswordScreen(api);
    await user.type(screen.getByLabelText('Passwort'), 'geheim123{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Ein Netzwerkfehler ist aufgetreten');
  });

  it('leads to sign-up when Firebase reports that the e-mail has no account', async () => {
    const api = new FakeAuthApi();
    api.enumerationProtection = false;
    const { user } = await atPasswordScreen(api);
    await user.type(screen.getByLabelText('Passwort'), 'geheim123{Enter}');
    expect(await screen.findByRole('heading', { name: 'Konto erstellen' })).toBeInTheDocument();
    expect(screen.getByText('Diese E-Mail-Adresse passt zu keinem Konto')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'E-Mail-Adresse' })).toHaveValue(EMAIL);
    // The typed password stays: the new account needs one anyway.
    expect(screen.getByLabelText('Passwort')).toHaveValue('geheim123');
  });

  it('keeps the typed password when the cook chooses "Neues Konto erstellen"', async () => {
    const { user } = await atPasswordScreen(new FakeAuthApi());
    await user.type(screen.getByLabelText('Passwort'), 'geheim123');
    await user.click(screen.getByRole('button', { name: 'Neues Konto erstellen' }));
    await screen.findByRole('heading', { name: 'Konto erstellen' });
    expect(screen.getByLabelText('Passwort')).toHaveValue('geheim123');
  });
});

describe('sign-up', () => {
  async function atSignUp(api = new FakeAuthApi()) {
    const rendered = await renderLogin('/login', { api });
    await openEmailSignIn(rendered.user);
    await rendered.user.type(screen.getByRole('textbox', { name: 'E-Mail-Adresse' }), `${EMAIL}{Enter}`);
    await rendered.user.click(await screen.findByRole('button', { name: 'Neues Konto erstellen' }));
    await screen.findByRole('heading', { name: 'Konto erstellen' });
    return rendered;
  }

  it('requires the name and a password of at least 6 characters', async () => {
    const { user, authApi } = await atSignUp();
    await user.type(screen.getByLabelText('Passwort'), 'kurz');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(screen.getByText('Geben Sie Ihren Kontonamen ein')).toBeInTheDocument();
    expect(screen.getByText('Das Passwort muss aus mindestens 6 Zeichen bestehen')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Vor- und Nachname' })).toHaveFocus();
    expect(authApi.count('createAccount')).toBe(0);
  });

  it('creates the account and the user arrives as a new user', async () => {
    const { user, store, backend } = await atSignUp();
    await user.type(screen.getByRole('textbox', { name: 'Vor- und Nachname' }), 'Anna Koch');
    await user.type(screen.getByLabelText('Passwort'), 'geheim123');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Seite /app')).toBeInTheDocument();
    expect(store.getState().auth.isNew).toBe(true);
    // Firebase reports the sign-in before the name is set; the check waits, so the profile has the person's
    // name from the first answer on (the top bar never shows the e-mail instead). The institution name
    // stays empty: the onboarding page asks for it.
    expect(store.getState().auth.user).toMatchObject({ name: '', nickName: 'Anna Koch' });
    expect(backend.calls.map((c) => c.type)).toEqual(['user/validate']);
  });

  it('checks the account normally again after a failed sign-up', async () => {
    const api = apiWithAccount();
    const { user, store } = await atSignUp(api);
    await user.type(screen.getByRole('textbox', { name: 'Vor- und Nachname' }), 'Anna Koch');
    await user.type(screen.getByLabelText('Passwort'), 'anderes123{Enter}');
    await screen.findByRole('heading', { name: 'Anmelden' });
    expect(store.getState().auth.signingUp).toBe(false);
    await user.type(screen.getByLabelText('Passwort'), 'geheim123{Enter}');
    expect(await screen.findByText('Seite /app')).toBeInTheDocument();
  });

  it('sends an e-mail that is already in use to the password sign-in with the German notice', async () => {
    const { user } = await atSignUp(apiWithAccount());
    await user.type(screen.getByRole('textbox', { name: 'Vor- und Nachname' }), 'Anna Koch');
    await user.type(screen.getByLabelText('Passwort'), 'anderes123{Enter}');
    expect(await screen.findByRole('heading', { name: 'Anmelden' })).toBeInTheDocument();
    expect(
      screen.getByText('Die E-Mail-Adresse wird bereits für ein anderes Konto verwendet'),
    ).toBeInTheDocument();
  });
});

describe('account check with the backend', () => {
  it('offers to try again when the backend could not check the account', async () => {
    const api = apiWithAccount();
    const { user, backend } = await renderLogin('/login', { api });
    backend.failWith = new Error('Ein Netzwerkfehler ist aufgetreten');
    await openEmailSignIn(user);
    await user.type(screen.getByRole('textbox', { name: 'E-Mail-Adresse' }), `${EMAIL}{Enter}`);
    await user.type(await screen.findByLabelText('Passwort'), 'geheim123{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ihr Konto konnte nicht geprüft werden: Ein Netzwerkfehler ist aufgetreten',
    );
    expect(screen.queryByRole('button', { name: 'Mit E-Mail anmelden' })).not.toBeInTheDocument();

    delete backend.failWith;
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByText('Seite /app')).toBeInTheDocument();
  });

  it('signs out from the failed check', async () => {
    const api = apiWithAccount();
    const { user, backend, store } = await renderLogin('/login', { api });
    backend.failWith = new Error('Ein Netzwerkfehler ist aufgetreten');
    await openEmailSignIn(user);
    await user.type(screen.getByRole('textbox', { name: 'E-Mail-Adresse' }), `${EMAIL}{Enter}`);
    await user.type(await screen.findByLabelText('Passwort'), 'geheim123{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Abmelden' }));
    expect(await screen.findByRole('button', { name: 'Mit E-Mail anmelden' })).toBeInTheDocument();
    expect(api.currentAccount()).toBeNull();
    expect(store.getState().auth.error).toBeUndefined();
  });
});
