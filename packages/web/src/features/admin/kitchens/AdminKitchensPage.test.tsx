import { screen, waitFor, within } from '@testing-library/react';
import type { KitchenRow } from '@speiseplaner/shared';
import { CURRY, listEntry } from '../../../../test/testCatalogue';
import { loggedIn, renderApp } from '../../../../test/renderWithProviders';
import { makeTransport, TransportError } from '../../../../test/fakeTransport';
import { adminUser, kitchenUser } from '../../../../test/users';
import { NOT_ADMIN_NOTICE } from '../AdminLayout';

const OFF = {
  masterplan: false,
  plan: false,
  recipes: false,
  shopping: false,
  ingredients: false,
  usage: false,
  videos: false,
};
const row = (input: Partial<KitchenRow> & Pick<KitchenRow, 'uid' | 'name' | 'email'>): KitchenRow => ({
  emailVerified: true,
  created: '2026-10-01T08:00:00.000Z',
  lastSignIn: '2026-11-20T08:00:00.000Z',
  lastActiveWeek: '2026-W47',
  weeksPlanned: 3,
  features: { ...OFF, plan: true, recipes: true, shopping: true },
  admin: false,
  accessVersion: 0,
  ...input,
});
const PUSTEBLUME = row({
  uid: 'k1',
  name: 'Kita Pusteblume',
  email: 'kueche@pusteblume.test',
  accessVersion: 4,
});
const NEU = row({
  uid: 'k2',
  name: 'Mensa am See',
  email: 'mensa@see.test',
  emailVerified: false,
  weeksPlanned: 0,
  lastActiveWeek: null,
});

function kitchensBackend(rows: KitchenRow[], refuse?: TransportError) {
  let stored = rows.map((r) => ({ ...r }));
  return makeTransport({
    'admin/kitchenRecipes': ({ uid }) => ({
      uid,
      recipes: uid === 'k1' ? [{ ...listEntry(CURRY), owner: 'k1' }] : [],
    }),
    'admin/shareRecipe': ({ slug }) => ({
      recipe: { ...CURRY, slug: `${slug}-2`, author: 'Kita Pusteblume', version: 1 },
    }),
    'admin/listKitchens': () => ({ kitchens: stored, nextCursor: null, complete: true }),
    'admin/setAccess': ({ uid, features, admin, version }) => {
      if (refuse) throw refuse;
      stored = stored.map((r) => (r.uid === uid ? { ...r, features, admin, accessVersion: version + 1 } : r));
      return { uid, features, admin, version: version + 1 };
    },
  });
}

async function openKitchens(backend = kitchensBackend([PUSTEBLUME, NEU])) {
  const harness = await renderApp('/verwaltung/kuechen', { preloadedState: loggedIn(adminUser), backend });
  await screen.findByRole('heading', { level: 1, name: 'Küchen' });
  await screen.findByRole('rowheader', { name: 'Kita Pusteblume' });
  return { ...harness, backend };
}

const rowOf = (name: string) => screen.getByRole('rowheader', { name }).closest('tr')!;

test('lists every kitchen with its e-mail state, weeks and switches', async () => {
  await openKitchens();
  expect(within(rowOf('Kita Pusteblume')).getByText('bestätigt')).toBeInTheDocument();
  expect(within(rowOf('Mensa am See')).getByText('nicht bestätigt')).toBeInTheDocument();
  expect(within(rowOf('Kita Pusteblume')).getByText('KW 47/2026')).toBeInTheDocument();
  expect(screen.getByRole('switch', { name: 'Einkauf für Kita Pusteblume' })).toBeChecked();
  expect(screen.getByRole('switch', { name: 'Masterplan für Kita Pusteblume' })).not.toBeChecked();
  expect(screen.getByText('2 Küchen')).toBeInTheDocument();
});

test('a switch turns the Masterplan on with the access the admin saw', async () => {
  const { user, backend } = await openKitchens();
  await user.click(screen.getByRole('switch', { name: 'Masterplan für Kita Pusteblume' }));

  await waitFor(() =>
    expect(screen.getByRole('switch', { name: 'Masterplan für Kita Pusteblume' })).toBeChecked(),
  );
  expect(backend.callsOf('admin/setAccess')).toEqual([
    {
      uid: 'k1',
      features: { ...PUSTEBLUME.features, masterplan: true },
      admin: false,
      version: 4,
    },
  ]);
  // The next change names the version the answer brought, so it is no conflict with the admin's own.
  await user.click(screen.getByRole('switch', { name: 'Einkauf für Kita Pusteblume' }));
  await waitFor(() =>
    expect(screen.getByRole('switch', { name: 'Einkauf für Kita Pusteblume' })).not.toBeChecked(),
  );
  expect((backend.callsOf('admin/setAccess') as { version: number }[]).map((call) => call.version)).toEqual([
    4, 5,
  ]);
});

test('a refused change shows its German message at the kitchen and reloads what is stored', async () => {
  const message = 'Die Administratorrolle gibt es nur für Konten mit bestätigter E-Mail-Adresse.';
  const { user, backend } = await openKitchens(
    kitchensBackend([PUSTEBLUME, NEU], new TransportError('failed-precondition', message)),
  );
  await user.click(screen.getByRole('switch', { name: 'Admin: Mensa am See' }));

  expect(await screen.findByText(`Mensa am See: ${message}`)).toBeInTheDocument();
  expect(screen.getByRole('switch', { name: 'Admin: Mensa am See' })).not.toBeChecked();
  await waitFor(() => expect(backend.callsOf('admin/listKitchens')).toHaveLength(2));
});

test('the search finds a kitchen by a word of its name or e-mail', async () => {
  const { user } = await openKitchens();
  await user.type(screen.getByRole('searchbox', { name: 'Küchen durchsuchen' }), 'see');

  expect(screen.queryByRole('rowheader', { name: 'Kita Pusteblume' })).not.toBeInTheDocument();
  expect(screen.getByRole('rowheader', { name: 'Mensa am See' })).toBeInTheDocument();
  expect(screen.getByText('1 von 2 Küchen')).toBeInTheDocument();
});

test('a kitchen without the admin role gets the notice and no backend call', async () => {
  const backend = kitchensBackend([PUSTEBLUME]);
  await renderApp('/verwaltung/kuechen', { preloadedState: loggedIn(kitchenUser), backend });

  expect(await screen.findByText(NOT_ADMIN_NOTICE)).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Küchen' })).not.toBeInTheDocument();
  expect(backend.callsOf('admin/listKitchens')).toEqual([]);
});

test('an admin shares a kitchen’s recipe after confirming, and gets a link to the shared copy', async () => {
  const { user, backend } = await openKitchens();
  await user.click(screen.getByRole('button', { name: 'Rezepte von Kita Pusteblume' }));
  const dialog = await screen.findByRole('dialog', { name: 'Rezepte von Kita Pusteblume' });
  await within(dialog).findByText(CURRY.name);

  await user.click(within(dialog).getByRole('button', { name: 'Für alle Küchen übernehmen' }));
  expect(within(dialog).getByText('Alle Küchen sehen die Kopie sofort.')).toBeInTheDocument();
  expect(backend.callsOf('admin/shareRecipe')).toEqual([]);
  await user.click(within(dialog).getByRole('button', { name: `„${CURRY.name}“ übernehmen` }));

  const link = await within(dialog).findByRole('link', { name: 'gemeinsames Rezept ansehen' });
  expect(link).toHaveAttribute('href', `/app/rezepte/${CURRY.slug}-2`);
  expect(backend.callsOf('admin/shareRecipe')).toEqual([{ uid: 'k1', slug: CURRY.slug }]);
});

test('a kitchen without own recipes says so', async () => {
  const { user } = await openKitchens();
  await user.click(screen.getByRole('button', { name: 'Rezepte von Mensa am See' }));
  const dialog = await screen.findByRole('dialog', { name: 'Rezepte von Mensa am See' });
  expect(await within(dialog).findByText('Diese Küche hat noch keine eigenen Rezepte.')).toBeInTheDocument();
});
