import { screen, waitFor } from '@testing-library/react';
import { ORGANISATION_TEXTS, type User } from '@speiseplaner/shared';
import { loggedIn, loggedOut, renderApp } from '../../../test/renderWithProviders';
import { kitchenUser, makeUser } from '../../../test/users';
import { ORG_ID, organisationBackend, SINCE, type OrganisationFixture } from './organisationBackend.testkit';

const TOKEN = 'a'.repeat(43);
const LINK = `/traeger-einladung?traeger=${ORG_ID}&token=${TOKEN}`;
const INFO = { name: 'Kita-Eigenbetrieb Musterstadt', invitedBy: 'Olga', expiresAt: SINCE + 7 * 86_400_000 };

async function open(caller: User | null, fixture: Partial<OrganisationFixture> = {}) {
  const backend = organisationBackend({ caller: caller ?? kitchenUser, invitation: INFO, ...fixture });
  const harness = await renderApp(LINK, {
    preloadedState: caller ? loggedIn(caller) : loggedOut,
    backend: backend.transport,
  });
  await screen.findByRole('heading', { name: 'Einladung eines Trägers', level: 1 });
  return { ...harness, backend };
}

test('signed out, the page explains the invitation and leads to sign-in and back', async () => {
  const { backend } = await open(null);
  expect(screen.getByRole('link', { name: 'Anmelden' })).toHaveAttribute(
    'href',
    `/login?signInSuccessUrl=${encodeURIComponent(LINK)}`,
  );
  expect(screen.getByText(/nicht Ihre Rezepte, Preise oder Einkaufslisten/)).toBeInTheDocument();
  expect(backend.transport.callsOf('org/invitation')).toEqual([]);
});

test('a Küchenleitung sees who invites and accepts for her current kitchen, named on the button', async () => {
  const { user, backend, store } = await open(kitchenUser);
  expect(
    await screen.findByText(
      /Der Träger „Kita-Eigenbetrieb Musterstadt“ lädt Ihre Küche ein \(eingeladen von Olga\)/,
    ),
  ).toHaveTextContent('gilt bis 09.03.2026');
  expect(backend.transport.callsOf('org/accept')).toEqual([]);
  await user.click(screen.getByRole('button', { name: 'Für „Kita Sonnenschein“ annehmen' }));
  expect(
    await screen.findByText(
      'Die Küche „Kita Sonnenschein“ gehört jetzt zum Träger „Kita-Eigenbetrieb Musterstadt“.',
    ),
  ).toBeInTheDocument();
  expect(backend.transport.callsOf('org/accept')).toEqual([{ organisationId: ORG_ID, token: TOKEN }]);
  expect(backend.transport.kitchensOf('org/accept')).toEqual([kitchenUser.kitchenId]);
  expect(store.getState().auth.user?.organisation).toEqual({
    id: ORG_ID,
    name: 'Kita-Eigenbetrieb Musterstadt',
  });
});

test('a refusal of the backend shows in German and the button stays for another try', async () => {
  const { user } = await open(kitchenUser, {
    acceptRefusal: { code: 'permission-denied', message: ORGANISATION_TEXTS.wrongAddress },
  });
  await user.click(await screen.findByRole('button', { name: 'Für „Kita Sonnenschein“ annehmen' }));
  expect(await screen.findByText(ORGANISATION_TEXTS.wrongAddress)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Für „Kita Sonnenschein“ annehmen' })).toBeEnabled();
});

test('a cook reads that only the Küchenleitung can accept', async () => {
  const cook = makeUser({ ...kitchenUser, role: 'cook' });
  const { backend } = await open(cook);
  expect(await screen.findByText(/Annehmen kann nur die Küchenleitung/)).toHaveTextContent(
    'In „Kita Sonnenschein“ sind Sie Köchin/Koch.',
  );
  expect(screen.queryByRole('button', { name: /annehmen/ })).toBeNull();
  expect(backend.transport.callsOf('org/accept')).toEqual([]);
});

test('a kitchen that already belongs to a Träger is told to leave it first', async () => {
  const member = makeUser({ ...kitchenUser, organisation: { id: 'traeger-alt', name: 'AWO Süd' } });
  await open(member);
  expect(await screen.findByText(/gehört schon zum Träger „AWO Süd“/)).toHaveTextContent(
    'Verlassen Sie zuerst den bisherigen Träger unter Mein Konto',
  );
  expect(screen.queryByRole('button', { name: /annehmen/ })).toBeNull();
});

test("an unknown or used link gets the backend's German message", async () => {
  await open(kitchenUser, { invitation: 'Diese Einladung gilt nicht mehr.' });
  expect(await screen.findByText('Diese Einladung gilt nicht mehr.')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('button', { name: /annehmen/ })).toBeNull());
});
