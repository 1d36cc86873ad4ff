import { act, screen, waitFor, within } from '@testing-library/react';
import { ACCEPT_TEXTS, InvitationTokenSchema, type User } from '@speiseplaner/shared';
import { TransportError } from '../../../test/fakeTransport';
import { loggedIn, loggedOut, renderApp } from '../../../test/renderWithProviders';
import { plannerBackend } from '../../../test/testCatalogue';
import { makeUser } from '../../../test/users';
import type { Handlers } from '../../../test/fakeTransport';
import { FakeAuthApi } from '../../../test/auth/fakeAuthApi';

const TOKEN = 'a'.repeat(40) + '-_Z';
const LINK = `/einladung?kueche=kueche-sonnenschein&token=${TOKEN}`;

/** A person who signed up from the invitation: no kitchen of their own yet. */
const newcomer: User = makeUser({
  id: 'uid-carla',
  nickName: 'Carla',
  email: 'carla@sonnenschein.example',
  kitchenId: '',
  kitchens: [],
});

/** The same person in the joined kitchen, as team/accept answers. */
const joined: User = makeUser({
  ...newcomer,
  name: 'Kita Sonnenschein',
  kitchenId: 'kueche-sonnenschein',
  role: 'cook',
  kitchens: [{ id: 'kueche-sonnenschein', name: 'Kita Sonnenschein', role: 'cook' }],
  features: { plan: true, recipes: true, shopping: true },
});

async function openLink(caller: User, accept: Handlers['team/accept'], path = LINK) {
  const backend = plannerBackend({ extra: { 'team/accept': accept } });
  // The sign-in's address (confirmed or not), as the auth saga keeps it.
  const { auth } = loggedIn(caller);
  const preloadedState = { auth: { ...auth!, accountEmail: 'carla@sonnenschein.example' } };
  const harness = await renderApp(path, { preloadedState, backend });
  await screen.findByRole('heading', { name: 'Einladung annehmen', level: 1 });
  return { ...harness, backend };
}

test('signed out, the page explains the invitation and signs in on the way back to the same link', async () => {
  const { user, history } = await renderApp(LINK, { preloadedState: loggedOut });
  expect(await screen.findByText(/Sie wurden in eine Küche im Speiseplaner eingeladen/)).toBeInTheDocument();
  await user.click(screen.getByRole('link', { name: 'Anmelden oder registrieren' }));
  expect(history.location.pathname).toBe('/login');
  expect(new URLSearchParams(history.location.search).get('signInSuccessUrl')).toBe(LINK);
});

test('signed in, the link joins the kitchen and the app works in it from then on', async () => {
  const { user, store, backend, history } = await openLink(newcomer, () => ({ user: joined }));
  expect(
    await screen.findByText('Sie gehören jetzt zur Küche „Kita Sonnenschein“ als Köchin/Koch.'),
  ).toBeInTheDocument();
  expect(backend.callsOf('team/accept')).toEqual([{ kitchenId: 'kueche-sonnenschein', token: TOKEN }]);
  expect(store.getState().auth.user).toMatchObject({ kitchenId: 'kueche-sonnenschein', role: 'cook' });
  // Every later call carries the joined kitchen, and this device opens it next time.
  expect(store.getState().auth.kitchenId).toBe('kueche-sonnenschein');
  expect(window.localStorage.getItem('speiseplaner-kitchen:uid-carla')).toBe('kueche-sonnenschein');
  await user.click(screen.getByRole('link', { name: 'Zum Speiseplan' }));
  await waitFor(() => expect(history.location.pathname).toBe('/app/plan'));
});

test.each([
  ['expired', new TransportError('failed-precondition', ACCEPT_TEXTS.expired)],
  ['used or withdrawn', new TransportError('not-found', ACCEPT_TEXTS.gone)],
  ['for another address', new TransportError('permission-denied', ACCEPT_TEXTS.wrongAddress)],
])('an invitation %s is refused in German, naming the address signed in with', async (_, refusal) => {
  const { backend } = await openLink(newcomer, () => {
    throw refusal;
  });
  expect(await screen.findByText(refusal.message)).toBeInTheDocument();
  expect(screen.getByText('Sie sind angemeldet als carla@sonnenschein.example.')).toBeInTheDocument();
  expect(screen.queryByText(/Sie gehören jetzt zur Küche/)).toBeNull();
  expect(backend.callsOf('team/accept')).toHaveLength(1);
});

test('an unconfirmed address gets the confirmation mail, and with the confirmed address the link joins', async () => {
  const api = new FakeAuthApi({
    uid: 'uid-carla',
    email: 'carla@sonnenschein.example',
    password: 'geheim123',
    displayName: 'Carla',
    isAnonymous: false,
  });
  // Confirming happens at Firebase (the mail's link); the backend sees it only in an ID token made after.
  let addressConfirmed = false;
  let tokenSaysConfirmed = false;
  const refresh = api.refreshIdToken.bind(api);
  api.refreshIdToken = async () => {
    await refresh();
    tokenSaysConfirmed = addressConfirmed;
  };
  const backend = plannerBackend({
    extra: {
      // The backend keeps an address only once it is confirmed.
      'user/validate': () => ({ user: { ...newcomer, email: '' }, isNew: false }),
      'team/accept': () => {
        if (!tokenSaysConfirmed) throw new TransportError('failed-precondition', ACCEPT_TEXTS.unconfirmed);
        return { user: joined };
      },
    },
  });
  const { user } = await renderApp(LINK, { authApi: api, backend });

  expect(await screen.findByText(ACCEPT_TEXTS.unconfirmed)).toBeInTheDocument();
  expect(
    screen.getByText('Sie sind angemeldet als carla@sonnenschein.example (Adresse noch nicht bestätigt).'),
  ).toBeInTheDocument();
  // Firebase's refusal reads in German, and the button stays for another try.
  api.failNext.set('sendEmailVerification', 'auth/too-many-requests');
  await user.click(screen.getByRole('button', { name: 'Bestätigungs-E-Mail senden' }));
  expect(
    await screen.findByText('Zu viele Anfragen. Bitte versuchen Sie es später noch einmal.'),
  ).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Bestätigungs-E-Mail senden' }));
  expect(
    await screen.findByText(
      'Wir haben eine E-Mail an carla@sonnenschein.example geschickt. Öffnen Sie den Link darin; danach geht es hier weiter.',
    ),
  ).toBeInTheDocument();
  // The mail's link leads back to this very invitation.
  expect(api.sentVerifications).toEqual([
    { email: 'carla@sonnenschein.example', continueUrl: `${window.location.origin}${LINK}` },
  ]);

  addressConfirmed = true;
  await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
  expect(await screen.findByText(/Sie gehören jetzt zur Küche „Kita Sonnenschein“/)).toBeInTheDocument();
  expect(backend.callsOf('team/accept')).toHaveLength(2);
  expect(api.count('refreshIdToken')).toBe(2);
});

test('another refusal offers no confirmation mail', async () => {
  await openLink(newcomer, () => {
    throw new TransportError('failed-precondition', ACCEPT_TEXTS.expired);
  });
  expect(await screen.findByText(ACCEPT_TEXTS.expired)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Bestätigungs-E-Mail senden' })).toBeNull();
});

test('a link without its token says so in German and sends nothing', async () => {
  const message = InvitationTokenSchema.safeParse('').error!.issues[0]!.message;
  const { backend } = await openLink(
    newcomer,
    () => ({ user: joined }),
    '/einladung?kueche=kueche-sonnenschein&token=abc',
  );
  expect(await screen.findByText(message)).toBeInTheDocument();
  expect(within(document.body).queryByRole('button', { name: 'Erneut versuchen' })).toBeNull();
  expect(backend.callsOf('team/accept')).toEqual([]);
});

test('an account made on the way to the link gets no kitchen of its own and then joins', async () => {
  const api = new FakeAuthApi();
  const backend = plannerBackend({
    extra: {
      // Like the controller: a new person gets a kitchen of their own unless the sign-up says otherwise.
      'user/validate': ({ withoutKitchen }) => {
        const account = api.currentAccount()!;
        const own = withoutKitchen
          ? {}
          : { kitchenId: account.uid, kitchens: [{ id: account.uid, name: '', role: 'lead' as const }] };
        const user = makeUser({ ...newcomer, id: account.uid, ...own });
        return { user, isNew: true };
      },
      'team/accept': () => ({ user: { ...joined, id: api.currentAccount()!.uid } }),
    },
  });
  const { history } = await renderApp(`/login?signInSuccessUrl=${encodeURIComponent(LINK)}`, {
    authApi: api,
    backend,
  });
  await act(() => api.createAccount('carla@sonnenschein.example', 'geheim123', 'Carla'));

  expect(await screen.findByText(/Sie gehören jetzt zur Küche „Kita Sonnenschein“/)).toBeInTheDocument();
  expect(history.location.pathname).toBe('/einladung');
  expect(backend.callsOf('user/validate')).toEqual([{ withoutKitchen: true }]);
  expect(backend.callsOf('team/accept')).toHaveLength(1);
});

test('a person without a name (an e-mail-link sign-in) gives one before joining; an empty one is refused in German', async () => {
  const nameless = makeUser({ ...newcomer, nickName: '' });
  const { user, backend } = await openLink(nameless, ({ name }) => ({
    user: { ...joined, nickName: name ?? '' },
  }));
  const field = await screen.findByRole('textbox', { name: 'Ihr Name' });
  expect(field).toHaveFocus();
  expect(backend.callsOf('team/accept')).toEqual([]);
  await user.type(field, '   ');
  await user.click(screen.getByRole('button', { name: 'Einladung annehmen' }));
  expect(field).toHaveAccessibleDescription('Bitte geben Sie Ihren Namen ein, damit Ihr Team Sie erkennt.');
  expect(backend.callsOf('team/accept')).toEqual([]);

  await user.clear(field);
  await user.type(field, ' Jana Schmidt{Enter}');
  expect(
    await screen.findByText('Sie gehören jetzt zur Küche „Kita Sonnenschein“ als Köchin/Koch.'),
  ).toBeInTheDocument();
  expect(backend.callsOf('team/accept')).toEqual([
    { kitchenId: 'kueche-sonnenschein', token: TOKEN, name: 'Jana Schmidt' },
  ]);
});
