import { screen, waitFor, within } from '@testing-library/react';
import type { KitchenMemberRow, KitchenRow } from '@speiseplaner/shared';
import { CURRY, listEntry } from '../../../../test/testCatalogue';
import { loggedIn, renderApp } from '../../../../test/renderWithProviders';
import { makeTransport, TransportError } from '../../../../test/fakeTransport';
import { adminUser, kitchenUser } from '../../../../test/users';
import { fillField } from '../../../../test/fillField';
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
const member = (
  input: Partial<KitchenMemberRow> & Pick<KitchenMemberRow, 'uid' | 'name'>,
): KitchenMemberRow => ({
  email: `${input.uid}@kita.test`,
  emailVerified: true,
  role: 'lead',
  admin: false,
  accessVersion: 0,
  ...input,
});
const row = (
  input: Partial<KitchenRow> & Pick<KitchenRow, 'kitchenId' | 'name' | 'members'>,
): KitchenRow => ({
  created: '2026-10-01T08:00:00.000Z',
  lastSignIn: '2026-11-20T08:00:00.000Z',
  lastActiveWeek: '2026-W47',
  weeksPlanned: 3,
  features: { ...OFF, plan: true, recipes: true, shopping: true },
  accessVersion: 0,
  ...input,
});
const ANNA = member({
  uid: 'p-anna',
  name: 'Anna Leitung',
  email: 'kueche@pusteblume.test',
  accessVersion: 2,
});
const BEN = member({ uid: 'p-ben', name: 'Ben Koch', role: 'cook', emailVerified: false });
const CARLA = member({ uid: 'p-carla', name: 'Carla Elternbeirat', role: 'reader' });
const PUSTEBLUME = row({
  kitchenId: 'k1',
  name: 'Kita Pusteblume',
  members: [ANNA, BEN, CARLA],
  accessVersion: 4,
});
const NEU = row({
  kitchenId: 'k2',
  name: 'Mensa am See',
  // Anna is the Küchenleitung of two kitchens: her admin role is one, in both rows.
  members: [
    member({ uid: 'p-dora', name: 'Dora See', email: 'mensa@see.test', emailVerified: false }),
    { ...ANNA, role: 'cook' },
  ],
  weeksPlanned: 0,
  lastActiveWeek: null,
});

function kitchensBackend(rows: KitchenRow[], refuse?: TransportError) {
  let stored = rows.map((r) => ({ ...r }));
  return makeTransport({
    'admin/kitchenRecipes': ({ kitchenId }) => ({
      kitchenId,
      recipes: kitchenId === 'k1' ? [{ ...listEntry(CURRY), owner: 'k1' }] : [],
    }),
    'admin/shareRecipe': ({ slug }) => ({
      recipe: { ...CURRY, slug: `${slug}-2`, author: 'Kita Pusteblume', version: 1 },
    }),
    'admin/listKitchens': () => ({ kitchens: stored, nextCursor: null, complete: true }),
    'admin/setAccess': ({ kitchenId, features, version }) => {
      if (refuse) throw refuse;
      stored = stored.map((r) =>
        r.kitchenId === kitchenId ? { ...r, features, accessVersion: version + 1 } : r,
      );
      return { kitchenId, features, version: version + 1 };
    },
    'admin/setAdmin': ({ uid, admin, version }) => {
      if (refuse) throw refuse;
      stored = stored.map((r) => ({
        ...r,
        members: r.members.map((m) => (m.uid === uid ? { ...m, admin, accessVersion: version + 1 } : m)),
      }));
      return { uid, admin, version: version + 1 };
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

const membersOf = (kitchen: string) =>
  within(rowOf(kitchen)).getByRole('list', { name: `Mitglieder von ${kitchen}` });

test('lists every kitchen with its members, their roles and e-mail state, weeks and flags', async () => {
  await openKitchens();
  const members = within(membersOf('Kita Pusteblume')).getAllByRole('listitem');
  expect(members.map((item) => item.textContent)).toEqual([
    expect.stringMatching(/^Anna Leitung · Küchenleitungkueche@pusteblume\.testbestätigt/),
    expect.stringMatching(/^Ben Koch · Köchin\/Kochp-ben@kita\.testnicht bestätigt/),
    expect.stringMatching(/^Carla Elternbeirat · Lesen/),
  ]);
  expect(within(rowOf('Kita Pusteblume')).getByText('KW 47/2026')).toBeInTheDocument();
  // The Verwaltung's tables keep yyyy-MM-dd (docs/product.md, "Daten und Uhrzeiten").
  expect(within(rowOf('Kita Pusteblume')).getByText('2026-10-01')).toBeInTheDocument();
  expect(within(rowOf('Kita Pusteblume')).getByText('2026-11-20')).toBeInTheDocument();
  expect(within(rowOf('Mensa am See')).getByText('Dora See')).toBeInTheDocument();
  const flags = screen.getByRole('group', { name: 'Freischaltungen von Kita Pusteblume' });
  expect(within(flags).getByRole('switch', { name: 'Einkauf für Kita Pusteblume' })).toBeChecked();
  expect(within(flags).getByRole('switch', { name: 'Masterplan für Kita Pusteblume' })).not.toBeChecked();
  expect(screen.getAllByRole('switch', { name: 'Administratorrolle für Anna Leitung' })).toHaveLength(2);
  expect(screen.getByText('2 Küchen')).toBeInTheDocument();
});

test('a flag switch turns the Masterplan on for the kitchen with the version the admin saw', async () => {
  const { user, backend } = await openKitchens();
  await user.click(screen.getByRole('switch', { name: 'Masterplan für Kita Pusteblume' }));

  await waitFor(() =>
    expect(screen.getByRole('switch', { name: 'Masterplan für Kita Pusteblume' })).toBeChecked(),
  );
  expect(backend.callsOf('admin/setAccess')).toEqual([
    { kitchenId: 'k1', features: { ...PUSTEBLUME.features, masterplan: true }, version: 4 },
  ]);
  // The other kitchen's flags stay.
  expect(screen.getByRole('switch', { name: 'Masterplan für Mensa am See' })).not.toBeChecked();
  // The next change names the version the answer brought, so it is no conflict with the admin's own.
  await user.click(screen.getByRole('switch', { name: 'Einkauf für Kita Pusteblume' }));
  await waitFor(() =>
    expect(screen.getByRole('switch', { name: 'Einkauf für Kita Pusteblume' })).not.toBeChecked(),
  );
  expect((backend.callsOf('admin/setAccess') as { version: number }[]).map((call) => call.version)).toEqual([
    4, 5,
  ]);
  expect(backend.callsOf('admin/setAdmin')).toEqual([]);
});

test('the admin switch gives a person the role, shown in each of their kitchens', async () => {
  const { user, backend } = await openKitchens();
  const [inPusteblume] = screen.getAllByRole('switch', { name: 'Administratorrolle für Anna Leitung' });
  await user.click(inPusteblume!);

  await waitFor(() =>
    screen
      .getAllByRole('switch', { name: 'Administratorrolle für Anna Leitung' })
      .forEach((toggle) => expect(toggle).toBeChecked()),
  );
  expect(backend.callsOf('admin/setAdmin')).toEqual([{ uid: 'p-anna', admin: true, version: 2 }]);
  expect(screen.getByRole('switch', { name: 'Administratorrolle für Ben Koch' })).not.toBeChecked();
  expect(backend.callsOf('admin/setAccess')).toEqual([]);
});

test('a refused role change shows its German message at the person and reloads what is stored', async () => {
  const message = 'Die Administratorrolle erhält nur ein Konto mit bestätigter E-Mail-Adresse.';
  const { user, backend } = await openKitchens(
    kitchensBackend([PUSTEBLUME, NEU], new TransportError('failed-precondition', message)),
  );
  await user.click(screen.getByRole('switch', { name: 'Administratorrolle für Ben Koch' }));

  expect(await within(membersOf('Kita Pusteblume')).findByText(`Ben Koch: ${message}`)).toBeInTheDocument();
  expect(screen.getByRole('switch', { name: 'Administratorrolle für Ben Koch' })).not.toBeChecked();
  await waitFor(() => expect(backend.callsOf('admin/listKitchens')).toHaveLength(2));
});

test('a refused flag change shows its German message under the kitchen', async () => {
  const message = 'Die Freischaltung von „Mensa am See“ wurde inzwischen an anderer Stelle geändert.';
  const { user } = await openKitchens(
    kitchensBackend([PUSTEBLUME, NEU], new TransportError('failed-precondition', message)),
  );
  await user.click(screen.getByRole('switch', { name: 'Lehrvideos für Mensa am See' }));
  expect(await screen.findByText(`Mensa am See: ${message}`)).toBeInTheDocument();
});

test('the search finds a kitchen by a word of its name or of a member’s name or e-mail', async () => {
  const { user } = await openKitchens();
  const search = screen.getByRole('searchbox', { name: 'Küchen durchsuchen' });
  await fillField(user, search, 'see');
  expect(screen.queryByRole('rowheader', { name: 'Kita Pusteblume' })).not.toBeInTheDocument();
  expect(screen.getByRole('rowheader', { name: 'Mensa am See' })).toBeInTheDocument();
  expect(screen.getByText('1 von 2 Küchen')).toBeInTheDocument();

  await fillField(user, search, 'carla');
  expect(screen.getByRole('rowheader', { name: 'Kita Pusteblume' })).toBeInTheDocument();
  expect(screen.queryByRole('rowheader', { name: 'Mensa am See' })).not.toBeInTheDocument();
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
  expect(backend.callsOf('admin/shareRecipe')).toEqual([{ kitchenId: 'k1', slug: CURRY.slug }]);
});

test('a kitchen without own recipes says so', async () => {
  const { user } = await openKitchens();
  await user.click(screen.getByRole('button', { name: 'Rezepte von Mensa am See' }));
  const dialog = await screen.findByRole('dialog', { name: 'Rezepte von Mensa am See' });
  expect(await within(dialog).findByText('Diese Küche hat noch keine eigenen Rezepte.')).toBeInTheDocument();
});
