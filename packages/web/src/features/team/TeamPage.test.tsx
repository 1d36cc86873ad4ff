import { act, screen, waitFor, within } from '@testing-library/react';
import {
  MEMBER_TEXTS,
  ROLE_DESCRIPTIONS,
  type Invitation,
  type TeamMember,
  type User,
} from '@speiseplaner/shared';
import { loggedIn, renderApp } from '../../../test/renderWithProviders';
import { kitchenUser, makeUser } from '../../../test/users';
import { SINCE, teamBackend, type TeamKitchen } from './teamBackend.testkit';

const KITCHEN = 'kueche-sonnenschein';
const lead: User = makeUser({
  ...kitchenUser,
  id: 'uid-anna',
  nickName: 'Anna',
  kitchenId: KITCHEN,
  role: 'lead',
  kitchens: [{ id: KITCHEN, name: 'Kita Sonnenschein', role: 'lead' }],
});
const reader: User = { ...lead, id: 'uid-rita', nickName: 'Rita', role: 'reader' };

const ANNA: TeamMember = {
  uid: 'uid-anna',
  name: 'Anna',
  email: 'anna@sonnenschein.example',
  role: 'lead',
  since: SINCE,
};
const BEN: TeamMember = {
  uid: 'uid-ben',
  name: 'Ben',
  email: 'ben@sonnenschein.example',
  role: 'cook',
  since: SINCE,
};
const RITA: TeamMember = {
  uid: 'uid-rita',
  name: 'Rita',
  email: 'rita@sonnenschein.example',
  role: 'reader',
  since: SINCE,
};
const PENDING: Invitation = {
  id: 'inv-carla',
  email: 'carla@sonnenschein.example',
  role: 'cook',
  invitedBy: 'Anna',
  createdAt: SINCE,
  expiresAt: SINCE + 7 * 24 * 60 * 60 * 1000,
};

async function openTeam(caller: User, kitchen: Partial<TeamKitchen> = {}) {
  const backend = teamBackend({ caller, members: [ANNA, BEN, RITA], invitations: [PENDING], ...kitchen });
  const harness = await renderApp('/app/team', {
    preloadedState: loggedIn(caller),
    backend: backend.transport,
  });
  await screen.findByRole('heading', { name: 'Team', level: 1 });
  const table = await screen.findByRole('table', { name: 'Mitglieder' });
  return { ...harness, backend, table };
}

const rowOf = (table: HTMLElement, name: string) =>
  within(table)
    .getByRole('cell', { name: new RegExp(`^${name}`) })
    .closest('tr')!;

test('the Küchenleitung sees every member with address, role and since when, and the pending invitations', async () => {
  const { table } = await openTeam(lead);
  const ben = within(rowOf(table, 'Ben'));
  expect(ben.getByText('ben@sonnenschein.example')).toBeInTheDocument();
  expect(ben.getByRole('combobox', { name: 'Rolle von Ben' })).toHaveTextContent('Köchin/Koch');
  expect(ben.getByText('seit 02.03.2026')).toBeInTheDocument();
  expect(within(rowOf(table, 'Anna')).getByText('Anna (Sie)')).toBeInTheDocument();
  // No „Entfernen“ on one's own row: leaving is „Küche verlassen“.
  expect(within(rowOf(table, 'Anna')).queryByRole('button', { name: /entfernen/ })).toBeNull();

  const pending = screen.getByRole('table', { name: 'Offene Einladungen' });
  expect(within(pending).getByText('carla@sonnenschein.example')).toBeInTheDocument();
  expect(within(pending).getByText('09.03.2026')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Im Team arbeiten' })).toHaveAttribute(
    'href',
    '/artikel/planer-im-team-arbeiten',
  );
});

test('a reader sees the list read-only: no invite form, no role choice, no „Entfernen“, but „Küche verlassen“', async () => {
  const { table, backend } = await openTeam(reader);
  expect(within(rowOf(table, 'Ben')).getByText('Köchin/Koch')).toBeInTheDocument();
  expect(within(table).queryByRole('combobox')).toBeNull();
  expect(within(table).queryByRole('button')).toBeNull();
  expect(screen.queryByRole('textbox', { name: 'E-Mail-Adresse' })).toBeNull();
  expect(screen.queryByRole('table', { name: 'Offene Einladungen' })).toBeNull();
  expect(screen.getByText(/Einladen und Rollen ändern kann nur die Küchenleitung/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Küche verlassen' })).toBeInTheDocument();
  expect(backend.transport.callsOf('team/list')).toEqual([{}]);
});

test('the invite form refuses a missing or malformed address in German and sends nothing', async () => {
  const { user, backend } = await openTeam(lead);
  await user.click(screen.getByRole('button', { name: 'Einladen' }));
  expect(await screen.findByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.')).toBeInTheDocument();
  await user.type(screen.getByRole('textbox', { name: 'E-Mail-Adresse' }), 'carla@');
  await user.click(screen.getByRole('button', { name: 'Einladen' }));
  expect(screen.getByRole('textbox', { name: 'E-Mail-Adresse' })).toHaveAccessibleDescription(
    'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  );
  expect(backend.transport.callsOf('team/invite')).toEqual([]);
});

test('an invitation with a chosen role goes out and shows among the pending ones', async () => {
  const { user, backend } = await openTeam(lead, { invitations: [] });
  expect(screen.getByText('Keine offenen Einladungen.')).toBeInTheDocument();
  await user.type(screen.getByRole('textbox', { name: 'E-Mail-Adresse' }), ' Dora@Sonnenschein.example ');
  await user.click(screen.getByRole('combobox', { name: 'Rolle' }));
  const reading = await screen.findByRole('option', { name: /^Lesen/ });
  expect(reading).toHaveTextContent(ROLE_DESCRIPTIONS.reader);
  await user.click(reading);
  await user.click(screen.getByRole('button', { name: 'Einladen' }));

  expect(
    await screen.findByText('Die Einladung an dora@sonnenschein.example ist verschickt.'),
  ).toBeInTheDocument();
  expect(backend.transport.callsOf('team/invite')).toEqual([
    { email: 'dora@sonnenschein.example', role: 'reader' },
  ]);
  const pending = screen.getByRole('table', { name: 'Offene Einladungen' });
  expect(within(pending).getByText('dora@sonnenschein.example')).toBeInTheDocument();
  expect(within(pending).getByText('Lesen')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'E-Mail-Adresse' })).toHaveValue('');
});

test('„Zurückziehen“ withdraws a pending invitation', async () => {
  const { user, backend } = await openTeam(lead);
  await user.click(
    screen.getByRole('button', { name: 'Einladung an carla@sonnenschein.example zurückziehen' }),
  );
  expect(await screen.findByText('Keine offenen Einladungen.')).toBeInTheDocument();
  expect(backend.transport.callsOf('team/withdraw')).toEqual([{ id: 'inv-carla' }]);
});

test('a role changes in the row', async () => {
  const { user, backend, table } = await openTeam(lead);
  await user.click(within(rowOf(table, 'Ben')).getByRole('combobox', { name: 'Rolle von Ben' }));
  await user.click(await screen.findByRole('option', { name: 'Küchenleitung' }));
  await waitFor(() => expect(backend.members().find((m) => m.uid === 'uid-ben')?.role).toBe('lead'));
  expect(within(rowOf(table, 'Ben')).getByRole('combobox', { name: 'Rolle von Ben' })).toHaveTextContent(
    'Küchenleitung',
  );
  expect(backend.transport.callsOf('team/setRole')).toEqual([{ uid: 'uid-ben', role: 'lead' }]);
});

test('the only Küchenleitung giving up the role sees the German refusal', async () => {
  const { user, table } = await openTeam(lead);
  await user.click(within(rowOf(table, 'Anna')).getByRole('combobox', { name: 'Rolle von Anna' }));
  await user.click(await screen.findByRole('option', { name: 'Köchin/Koch' }));
  expect(await screen.findByText(MEMBER_TEXTS.lastLead)).toBeInTheDocument();
  expect(within(rowOf(table, 'Anna')).getByRole('combobox', { name: 'Rolle von Anna' })).toHaveTextContent(
    'Küchenleitung',
  );
});

test('„Entfernen“ asks first and removes the member only when confirmed', async () => {
  const { user, backend, table } = await openTeam(lead);
  await user.click(within(rowOf(table, 'Ben')).getByRole('button', { name: 'Ben entfernen' }));
  const dialog = await screen.findByRole('dialog', { name: 'Mitglied entfernen?' });
  await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(backend.transport.callsOf('team/remove')).toEqual([]);

  await user.click(within(rowOf(table, 'Ben')).getByRole('button', { name: 'Ben entfernen' }));
  const again = await screen.findByRole('dialog', { name: 'Mitglied entfernen?' });
  await user.click(within(again).getByRole('button', { name: 'Entfernen' }));
  await waitFor(() => expect(within(table).queryByText('Ben')).toBeNull());
  expect(backend.transport.callsOf('team/remove')).toEqual([{ uid: 'uid-ben' }]);
});

test('the last Küchenleitung cannot leave: the dialog shows the German refusal and the page stays', async () => {
  const { user, history } = await openTeam(lead);
  await user.click(screen.getByRole('button', { name: 'Küche verlassen' }));
  const dialog = await screen.findByRole('dialog', { name: 'Küche verlassen?' });
  expect(dialog).toHaveTextContent('Sie verlassen „Kita Sonnenschein“.');
  await user.click(within(dialog).getByRole('button', { name: 'Küche verlassen' }));
  expect(await within(dialog).findByText(MEMBER_TEXTS.lastLeadLeaving)).toBeInTheDocument();
  expect(history.location.pathname).toBe('/app/team');
});

test('a cook who leaves continues in their other kitchen', async () => {
  const cook: User = { ...lead, id: 'uid-ben', nickName: 'Ben', role: 'cook' };
  const other: User = makeUser({
    ...cook,
    name: 'Schule am Park',
    kitchenId: 'kueche-park',
    role: 'lead',
    kitchens: [{ id: 'kueche-park', name: 'Schule am Park', role: 'lead' }],
  });
  const { user, store, history, backend } = await openTeam(cook, { afterLeaving: other });
  await user.click(screen.getByRole('button', { name: 'Küche verlassen' }));
  const dialog = await screen.findByRole('dialog', { name: 'Küche verlassen?' });
  await user.click(within(dialog).getByRole('button', { name: 'Küche verlassen' }));
  await waitFor(() => expect(history.location.pathname).toBe('/app'));
  expect(backend.transport.kitchensOf('team/leave')).toEqual([KITCHEN]);
  expect(store.getState().auth.user).toMatchObject({ kitchenId: 'kueche-park', name: 'Schule am Park' });
  expect(store.getState().auth.kitchenId).toBe('kueche-park');
  expect(window.localStorage.getItem('speiseplaner-kitchen:uid-ben')).toBe('kueche-park');

  // The team page of the next kitchen opens as usual; the leaving is over.
  act(() => void history.push('/app/team'));
  expect(await screen.findByRole('heading', { name: 'Team', level: 1 })).toBeInTheDocument();
  expect(await screen.findByText(/Wer in „Schule am Park“ mitarbeitet/)).toBeInTheDocument();
  expect(history.location.pathname).toBe('/app/team');
});
