// A whole app render with typing takes more than the 5 s default on a busy machine.
import { screen, waitFor, within } from '@testing-library/react';
import { HIDDEN_CHARACTERS_MESSAGE, type User } from '@speiseplaner/shared';
import { FakeAuthApi } from '../../../test/auth/fakeAuthApi';
import { makeTransport, TransportError } from '../../../test/fakeTransport';
import { loggedIn, renderApp } from '../../../test/renderWithProviders';
import { kitchenUser, profileUpdater } from '../../../test/users';

/** The backend's user actions, answering with the saved user like the controller does. */
function userBackend(start: User = kitchenUser) {
  const profile = profileUpdater(start);
  return makeTransport({
    'user/validate': () => ({ user: profile.current(), isNew: false }),
    'user/updateProfile': profile['user/updateProfile'],
  });
}

describe('account page', () => {
  it('saves the institution name, and the frame shows the new name', async () => {
    const backend = userBackend();
    const { user } = await renderApp('/app', { preloadedState: loggedIn(kitchenUser), backend });

    const field = await screen.findByRole('textbox', { name: 'Name der Einrichtung' });
    await user.clear(field);
    await user.type(field, 'Kita Regenbogen');
    await user.click(screen.getByRole('button', { name: 'Name speichern' }));

    expect(await screen.findByRole('button', { name: 'Konto: Kita Regenbogen' })).toBeInTheDocument();
    expect(screen.getByText('Ihre Änderungen sind gespeichert.')).toBeInTheDocument();
    expect(backend.callsOf('user/updateProfile')).toEqual([
      { version: 0, changes: { name: 'Kita Regenbogen' } },
    ]);
  });

  it('asks for a name when the field is emptied, and sends nothing', async () => {
    const backend = userBackend();
    const { user } = await renderApp('/app', { preloadedState: loggedIn(kitchenUser), backend });

    const field = await screen.findByRole('textbox', { name: 'Name der Einrichtung' });
    await user.clear(field);
    await user.type(field, '   ');
    await user.click(screen.getByRole('button', { name: 'Name speichern' }));
    expect(field).toHaveAccessibleDescription('Bitte geben Sie den Namen Ihrer Einrichtung ein.');
    expect(field).toHaveValue('   ');
    expect(backend.callsOf('user/updateProfile')).toEqual([]);
  });

  it('refuses a name with a right-to-left override with the backend’s message, and sends nothing (#26)', async () => {
    const backend = userBackend();
    const { user } = await renderApp('/app', { preloadedState: loggedIn(kitchenUser), backend });

    const field = await screen.findByRole('textbox', { name: 'Name der Einrichtung' });
    await user.clear(field);
    await user.type(field, 'Kita \u202Egnp.exe');
    await user.click(screen.getByRole('button', { name: 'Name speichern' }));
    expect(field).toHaveAccessibleDescription(HIDDEN_CHARACTERS_MESSAGE);
    expect(backend.callsOf('user/updateProfile')).toEqual([]);
  });

  it('saves the Briefkopf; a fourth line gets the German message, keeps the text and sends nothing', async () => {
    const backend = userBackend();
    const { user } = await renderApp('/app', { preloadedState: loggedIn(kitchenUser), backend });

    const field = await screen.findByRole('textbox', { name: 'Briefkopf (optional)' });
    await user.type(field, 'Weg 3{Enter}Stadt{Enter}Tel. 1{Enter}Fax');
    await user.click(screen.getByRole('button', { name: 'Briefkopf speichern' }));
    expect(field).toHaveAccessibleDescription('Der Briefkopf hat höchstens 3 Zeilen.');
    expect(field).toHaveValue('Weg 3\nStadt\nTel. 1\nFax');
    expect(backend.callsOf('user/updateProfile')).toEqual([]);

    await user.type(field, '{Backspace}'.repeat('\nFax'.length));
    await user.click(screen.getByRole('button', { name: 'Briefkopf speichern' }));
    expect(await screen.findByText('Ihre Änderungen sind gespeichert.')).toBeInTheDocument();
    expect(backend.callsOf('user/updateProfile')).toEqual([
      { version: 0, changes: { letterhead: 'Weg 3\nStadt\nTel. 1' } },
    ]);
    expect(screen.getByRole('textbox', { name: 'Briefkopf (optional)' })).toHaveValue('Weg 3\nStadt\nTel. 1');
  });

  it('saves the Öko-Kontrollstelle the official way; another format gets the message and sends nothing', async () => {
    const backend = userBackend();
    const { user } = await renderApp('/app', { preloadedState: loggedIn(kitchenUser), backend });

    const field = await screen.findByRole('textbox', {
      name: 'Öko-Kontrollstelle (nur bei Bio-Zertifizierung)',
    });
    await user.type(field, 'Bio seit 2020');
    await user.click(screen.getByRole('button', { name: 'Kontrollstelle speichern' }));
    expect(field).toHaveAccessibleDescription(/im Format DE-ÖKO-000/);
    expect(field).toHaveValue('Bio seit 2020');
    expect(backend.callsOf('user/updateProfile')).toEqual([]);

    await user.clear(field);
    await user.type(field, 'de-oeko-006');
    await user.click(screen.getByRole('button', { name: 'Kontrollstelle speichern' }));
    expect(await screen.findByText('Ihre Änderungen sind gespeichert.')).toBeInTheDocument();
    expect(backend.callsOf('user/updateProfile')).toEqual([
      { version: 0, changes: { bioControlCode: 'DE-ÖKO-006' } },
    ]);
    expect(
      screen.getByRole('textbox', { name: 'Öko-Kontrollstelle (nur bei Bio-Zertifizierung)' }),
    ).toHaveValue('DE-ÖKO-006');
  });

  it('switches the menu line to ovo-lacto-vegetarisch and saves only on the button', async () => {
    const backend = userBackend();
    const { user, store } = await renderApp('/app', { preloadedState: loggedIn(kitchenUser), backend });

    const group = await screen.findByRole('radiogroup', { name: 'Menülinie' });
    expect(group).toHaveAccessibleDescription(/ohne Fleisch und Fisch/);
    expect(within(group).getByRole('radio', { name: 'Mischkost' })).toBeChecked();
    const save = screen.getByRole('button', { name: 'Menülinie speichern' });
    expect(save).toBeDisabled();

    await user.click(within(group).getByRole('radio', { name: 'ovo-lacto-vegetarisch' }));
    expect(backend.callsOf('user/updateProfile')).toEqual([]);
    await user.click(save);
    expect(await screen.findByText('Ihre Änderungen sind gespeichert.')).toBeInTheDocument();
    expect(backend.callsOf('user/updateProfile')).toEqual([
      { version: 0, changes: { menuLine: 'vegetarian' } },
    ]);
    expect(store.getState().auth.user?.menuLine).toBe('vegetarian');
    expect(
      within(screen.getByRole('radiogroup', { name: 'Menülinie' })).getByRole('radio', {
        name: 'ovo-lacto-vegetarisch',
      }),
    ).toBeChecked();
  });

  it('stays Mein Konto for a kitchen that signed in before, also without an institution name', async () => {
    await renderApp('/app', {
      preloadedState: loggedIn({ ...kitchenUser, name: '' }),
      backend: userBackend({ ...kitchenUser, name: '' }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mein Konto' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Willkommen' })).not.toBeInTheDocument();
  });

  it('edits the default headcounts; empty counts 0, a negative count is refused in German', async () => {
    const backend = userBackend();
    const { user } = await renderApp('/app', { preloadedState: loggedIn(kitchenUser), backend });
    expect(await screen.findByText('1 Kindergarten')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Personenzahlen bearbeiten' }));
    const dialog = screen.getByRole('dialog', { name: 'Personenzahlen je Altersgruppe' });
    const input = (name: string) => within(dialog).getByRole('spinbutton', { name });
    await user.clear(input('Krippe'));
    await user.type(input('Krippe'), '12');
    await user.clear(input('Kindergarten'));
    await user.type(input('Kindergarten'), '-3');
    await user.clear(input('Grundschule'));
    await user.type(input('Grundschule'), '40');
    await user.click(within(dialog).getByRole('button', { name: 'Übernehmen' }));
    // -3 is not taken: the dialog stays open, names the problem at the field, and nothing is saved.
    expect(input('Kindergarten')).toHaveAccessibleDescription(
      'Die Personenzahl darf nicht negativ sein. Für eine Altersgruppe ohne Essen geben Sie 0 ein.',
    );
    expect(input('Kindergarten')).toHaveFocus();
    expect(backend.callsOf('user/updateProfile')).toEqual([]);
    await user.clear(input('Kindergarten'));
    expect(input('Kindergarten')).not.toHaveAccessibleDescription();
    await user.click(within(dialog).getByRole('button', { name: 'Übernehmen' }));

    expect(await screen.findByText('12 Krippe, 40 Grundschule')).toBeInTheDocument();
    expect(backend.callsOf('user/updateProfile')).toEqual([
      { version: 0, changes: { heads: { kita: 12, school: 40 } } },
    ]);
  });

  it('shows the German message when saving fails', async () => {
    const backend = makeTransport({
      'user/updateProfile': () => {
        throw new TransportError('invalid-argument', 'Der Name ist zu lang.');
      },
    });
    const { user } = await renderApp('/app', { preloadedState: loggedIn(kitchenUser), backend });

    await user.type(await screen.findByRole('textbox', { name: 'Name der Einrichtung' }), ' Nord');
    await user.click(screen.getByRole('button', { name: 'Name speichern' }));
    expect(await screen.findByText('Der Name ist zu lang.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Konto: Kita Sonnenschein' })).toBeInTheDocument();
  });

  it('sends each save with the version the last answer carried', async () => {
    const backend = userBackend();
    const { user, store } = await renderApp('/app', { preloadedState: loggedIn(kitchenUser), backend });

    const field = await screen.findByRole('textbox', { name: 'Name der Einrichtung' });
    await user.clear(field);
    await user.type(field, 'Kita Regenbogen');
    await user.click(screen.getByRole('button', { name: 'Name speichern' }));
    await screen.findByRole('button', { name: 'Konto: Kita Regenbogen' });
    await user.click(
      within(screen.getByRole('radiogroup', { name: 'Menülinie' })).getByRole('radio', {
        name: 'ovo-lacto-vegetarisch',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Menülinie speichern' }));

    await waitFor(() => expect(store.getState().auth.user?.version).toBe(2));
    expect(backend.callsOf('user/updateProfile')).toEqual([
      { version: 0, changes: { name: 'Kita Regenbogen' } },
      { version: 1, changes: { menuLine: 'vegetarian' } },
    ]);
    expect(store.getState().auth.user).toMatchObject({ name: 'Kita Regenbogen', menuLine: 'vegetarian' });
  });

  it('tells the kitchen to reload when another device changed the profile meanwhile', async () => {
    // Another device saved the letterhead after this page got the user (version 0).
    const backend = makeTransport({
      'user/updateProfile': profileUpdater({ ...kitchenUser, letterhead: 'Anderswo 1', version: 1 })[
        'user/updateProfile'
      ],
    });
    const { user } = await renderApp('/app', { preloadedState: loggedIn(kitchenUser), backend });

    await user.type(await screen.findByRole('textbox', { name: 'Name der Einrichtung' }), ' Nord');
    await user.click(screen.getByRole('button', { name: 'Name speichern' }));
    expect(
      await screen.findByText(
        'Ihr Profil wurde inzwischen an anderer Stelle geändert. Bitte laden Sie die Seite neu und versuchen Sie es noch einmal.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Ihre Änderungen sind gespeichert.')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Konto: Kita Sonnenschein' })).toBeInTheDocument();
  });

  it('switches to the dark view', async () => {
    const { user } = await renderApp('/app', {
      preloadedState: loggedIn(kitchenUser),
      backend: userBackend(),
    });
    await user.click(await screen.findByRole('switch', { name: 'Dunkle Ansicht' }));

    expect(screen.getByRole('switch', { name: 'Dunkle Ansicht' })).toBeChecked();
    expect(document.cookie).toContain('view-mode=dark');
    document.cookie = 'view-mode=; path=/; max-age=0';
  });

  it('names the address the person signed in with while the backend has not stored it (unconfirmed)', async () => {
    const authApi = new FakeAuthApi({
      uid: kitchenUser.id,
      email: 'neu@kita-sonnenschein.test',
      password: 'geheim123',
      displayName: null,
      isAnonymous: false,
    });
    await renderApp('/app', { backend: userBackend({ ...kitchenUser, email: '' }), authApi });
    expect(await screen.findByText('Angemeldet als neu@kita-sonnenschein.test')).toBeInTheDocument();
  });

  it('logs out: signs out, goes home and shows the login button', async () => {
    const authApi = new FakeAuthApi({
      uid: kitchenUser.id,
      email: kitchenUser.email,
      password: 'geheim123',
      displayName: null,
      isAnonymous: false,
    });
    const { user, navigate } = await renderApp('/app', { backend: userBackend(), authApi });

    await user.click(await screen.findByRole('button', { name: 'Abmelden' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/'));
    expect(authApi.count('signOut')).toBe(1);
    expect(screen.getByRole('link', { name: 'Login & Registrierung' })).toBeInTheDocument();
  });
});
