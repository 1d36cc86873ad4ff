import { screen, waitFor, within } from '@testing-library/react';
import { berlinDateAndTime, type OrganisationView, type OverviewRow, type User } from '@speiseplaner/shared';
import { loggedIn, renderApp } from '../../../test/renderWithProviders';
import { kitchenUser, makeUser } from '../../../test/users';
import {
  emptyOrganisation,
  ORG_ID,
  organisationBackend,
  SINCE,
  type OrganisationFixture,
} from './organisationBackend.testkit';

const olga: User = makeUser({
  ...kitchenUser,
  id: 'uid-olga',
  nickName: 'Olga',
  email: 'olga@musterstadt.example',
  organisations: [{ id: ORG_ID, name: 'Kita-Eigenbetrieb Musterstadt', role: 'orgLead' }],
});

const SONNE: OverviewRow = {
  kitchenId: 'k-sonne',
  name: 'Kita Sonnenschein',
  costPerPortion: 2.345,
  portions: 1200,
  bioPercent: 57,
  bioLevel: 'silver',
  dgeMet: 11,
  dgeTotal: 14,
  nextWeekPlanned: true,
  lastActivity: SINCE,
};
const PARK: OverviewRow = {
  kitchenId: 'k-park',
  name: 'Schule am Park',
  costPerPortion: 1.9,
  portions: 800,
  bioPercent: 92,
  bioLevel: 'gold',
  dgeMet: 14,
  dgeTotal: 14,
  nextWeekPlanned: false,
  lastActivity: SINCE + 24 * 60 * 60 * 1000,
};
const AHORN: OverviewRow = {
  kitchenId: 'k-ahorn',
  name: 'Hort Ahornweg',
  costPerPortion: null,
  portions: 0,
  bioPercent: null,
  bioLevel: null,
  dgeMet: 0,
  dgeTotal: 0,
  nextWeekPlanned: false,
  lastActivity: null,
};

const withKitchens: OrganisationView = {
  ...emptyOrganisation(),
  kitchens: [
    { kitchenId: 'k-sonne', name: 'Kita Sonnenschein', since: SINCE },
    { kitchenId: 'k-park', name: 'Schule am Park', since: SINCE },
    { kitchenId: 'k-ahorn', name: 'Hort Ahornweg', since: SINCE },
  ],
  invitations: [
    {
      id: 'inv-linde',
      email: 'leitung@linde.example',
      invitedBy: 'Olga',
      createdAt: SINCE,
      expiresAt: SINCE + 7 * 24 * 60 * 60 * 1000,
    },
  ],
};

const overview: OrganisationFixture['overview'] = (period) => ({
  rows: [SONNE, PARK, AHORN],
  totals: { costPerPortion: 2.167, portions: 2000, bioPercent: 70, bioLevel: 'silver' },
  trend: [{ month: period.start, costPerPortion: 2.167, bioPercent: 70 }],
});

async function openTraeger(fixture: Partial<OrganisationFixture> = {}) {
  const caller = fixture.caller ?? olga;
  const backend = organisationBackend({ caller, organisation: withKitchens, overview, ...fixture });
  const harness = await renderApp('/app/traeger', {
    preloadedState: loggedIn(caller),
    backend: backend.transport,
  });
  return { ...harness, backend };
}

function bytesOf(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

const currentMonth = () => berlinDateAndTime(Date.now()).date.slice(0, 7);
const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1, -1);
const firstCells = (table: HTMLElement) =>
  bodyRows(table).map((row) => within(row).getByRole('rowheader').textContent);

test('a person without a Träger creates one; the name is checked in German first', async () => {
  const { user, backend } = await openTraeger({ caller: kitchenUser, organisation: undefined });
  expect(await screen.findByRole('heading', { name: 'Träger anlegen' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Träger anlegen' }));
  expect(await screen.findByText('Bitte geben Sie den Namen des Trägers ein.')).toBeInTheDocument();
  expect(backend.transport.callsOf('org/create')).toEqual([]);

  await user.type(screen.getByRole('textbox', { name: 'Name des Trägers' }), '  AWO Kitas Nord ');
  await user.click(screen.getByRole('button', { name: 'Träger anlegen' }));
  expect(await screen.findByRole('heading', { name: 'AWO Kitas Nord', level: 1 })).toBeInTheDocument();
  expect(backend.transport.callsOf('org/create')).toEqual([{ name: 'AWO Kitas Nord' }]);
  expect(await screen.findByText(/Noch keine Küche\. Laden Sie/)).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'E-Mail-Adresse der Küchenleitung' })).toBeInTheDocument();
});

test('the overview shows one row per kitchen with its figures and the totals of the current month', async () => {
  const { backend } = await openTraeger();
  expect(
    await screen.findByRole('heading', { name: 'Kita-Eigenbetrieb Musterstadt', level: 1 }),
  ).toBeInTheDocument();
  const table = await screen.findByRole('table', { name: 'Übersicht der Küchen' });
  expect(backend.transport.callsOf('org/overview')).toEqual([
    { organisationId: ORG_ID, period: { kind: 'month', start: currentMonth() } },
  ]);
  const sonne = within(bodyRows(table)[0]!);
  expect(sonne.getByRole('rowheader')).toHaveTextContent('Hort Ahornweg');
  const rows = bodyRows(table).map((row) =>
    within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  );
  expect(rows).toEqual([
    ['–', '–', '–', 'nein', '–'],
    ['2,35 €', '57 % · Silber', '11 von 14', 'ja', '02.03.2026'],
    ['1,90 €', '92 % · Gold', '14 von 14', 'nein', '03.03.2026'],
  ]);
  const totals = within(table).getAllByRole('row').at(-1)!;
  expect(totals).toHaveTextContent('Gesamt (2.000 Portionen)');
  expect(totals).toHaveTextContent('2,17 €');
  expect(totals).toHaveTextContent('70 % · Silber');
  // The trend's text alternative names the month.
  expect(within(screen.getByRole('table', { name: 'Verlauf je Monat' })).getAllByRole('row')).toHaveLength(2);
});

test('a column header sorts the kitchens, kitchens without figures last either way', async () => {
  const { user } = await openTraeger();
  const table = await screen.findByRole('table', { name: 'Übersicht der Küchen' });
  const costHeader = within(table).getByRole('button', { name: 'Kosten je Kindergarten-Portion' });
  await user.click(costHeader);
  expect(firstCells(table)).toEqual(['Schule am Park', 'Kita Sonnenschein', 'Hort Ahornweg']);
  expect(costHeader.closest('th')).toHaveAttribute('aria-sort', 'ascending');
  await user.click(costHeader);
  expect(firstCells(table)).toEqual(['Kita Sonnenschein', 'Schule am Park', 'Hort Ahornweg']);
  expect(costHeader.closest('th')).toHaveAttribute('aria-sort', 'descending');
  await user.click(within(table).getByRole('button', { name: 'Nächste Woche geplant' }));
  await user.click(within(table).getByRole('button', { name: 'Nächste Woche geplant' }));
  expect(firstCells(table)[0]).toBe('Kita Sonnenschein');
});

test('choosing a quarter and a year asks for that period', async () => {
  const { user, backend } = await openTraeger();
  await screen.findByRole('table', { name: 'Übersicht der Küchen' });
  await user.click(screen.getByRole('button', { name: 'Quartal' }));
  const [year, month] = currentMonth().split('-').map(Number) as [number, number];
  const quarterStart = `${year}-${String(month - ((month - 1) % 3)).padStart(2, '0')}`;
  const quarter = Math.floor((month - 1) / 3) + 1;
  expect(
    await screen.findByRole('heading', { name: `Übersicht ${quarter}. Quartal ${year}` }),
  ).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Jahr' }));
  expect(await screen.findByRole('heading', { name: `Übersicht ${year}` })).toBeInTheDocument();
  await waitFor(() =>
    expect(backend.transport.callsOf('org/overview').slice(1)).toEqual([
      { organisationId: ORG_ID, period: { kind: 'quarter', start: quarterStart } },
      { organisationId: ORG_ID, period: { kind: 'year', start: `${year}-01` } },
    ]),
  );
  // Twelve months in the trend's table (one point per month the backend answered).
  await screen.findByRole('table', { name: 'Übersicht der Küchen' });
});

test('„CSV herunterladen“ saves the sorted table as a German CSV file with BOM', async () => {
  const blobs: Blob[] = [];
  // The browser's download edge: jsdom has no object URLs and cannot follow a download link.
  const { createObjectURL, revokeObjectURL } = URL;
  URL.createObjectURL = (blob: Blob) => (blobs.push(blob), 'blob:overview');
  URL.revokeObjectURL = () => undefined;
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  try {
    const { user } = await openTraeger();
    await screen.findByRole('table', { name: 'Übersicht der Küchen' });
    await user.click(screen.getByRole('button', { name: 'Bio-Anteil und Stufe' }));
    await user.click(screen.getByRole('button', { name: 'CSV herunterladen' }));
    expect(click).toHaveBeenCalledTimes(1);
    expect((click.mock.instances[0] as unknown as HTMLAnchorElement).download).toBe(
      `traeger-uebersicht-${currentMonth()}.csv`,
    );
    const bytes = await bytesOf(blobs[0]!);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).split('\r\n');
    expect(lines.slice(1, 5)).toEqual([
      '"Kita Sonnenschein";2,35;1200;57;"Silber";11;14;"ja";2026-03-02',
      '"Schule am Park";1,90;800;92;"Gold";14;14;"nein";2026-03-03',
      '"Hort Ahornweg";;0;;"";;;"nein";',
      '"Gesamt";2,17;2000;70;"Silber";;;;',
    ]);
  } finally {
    click.mockRestore();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
  }
});

test("„Drucken“ opens the browser's print dialog", async () => {
  const print = jest.fn();
  window.print = print;
  const { user } = await openTraeger();
  await screen.findByRole('table', { name: 'Übersicht der Küchen' });
  await user.click(screen.getByRole('button', { name: 'Drucken' }));
  expect(print).toHaveBeenCalledTimes(1);
});

test('a kitchen is removed only after the question, and the overview is read again', async () => {
  const { user, backend } = await openTraeger();
  const kitchens = await screen.findByRole('table', { name: 'Küchen des Trägers' });
  await user.click(within(kitchens).getByRole('button', { name: 'Schule am Park entfernen' }));
  const dialog = await screen.findByRole('dialog', { name: 'Küche entfernen?' });
  expect(dialog).toHaveTextContent('„Schule am Park“ gehört dann nicht mehr zum Träger');
  await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(backend.transport.callsOf('org/removeKitchen')).toEqual([]);

  await user.click(within(kitchens).getByRole('button', { name: 'Schule am Park entfernen' }));
  await user.click(
    within(await screen.findByRole('dialog', { name: 'Küche entfernen?' })).getByRole('button', {
      name: 'Entfernen',
    }),
  );
  await waitFor(() => expect(within(kitchens).queryByText('Schule am Park')).toBeNull());
  expect(backend.transport.callsOf('org/removeKitchen')).toEqual([
    { organisationId: ORG_ID, kitchenId: 'k-park' },
  ]);
  await waitFor(() => expect(backend.transport.callsOf('org/overview')).toHaveLength(2));
});

test("a kitchen is invited by its Küchenleitung's address; a bad address gets a German error", async () => {
  const { user, backend } = await openTraeger();
  const field = await screen.findByRole('textbox', { name: 'E-Mail-Adresse der Küchenleitung' });
  await user.type(field, 'leitung@');
  await user.click(screen.getByRole('button', { name: 'Einladen' }));
  expect(field).toHaveAccessibleDescription('Bitte geben Sie eine gültige E-Mail-Adresse ein.');
  expect(backend.transport.callsOf('org/inviteKitchen')).toEqual([]);

  await user.clear(field);
  await user.type(field, ' Leitung@Eiche.example ');
  await user.click(screen.getByRole('button', { name: 'Einladen' }));
  expect(
    await screen.findByText('Die Einladung an leitung@eiche.example ist verschickt.'),
  ).toBeInTheDocument();
  expect(backend.transport.callsOf('org/inviteKitchen')).toEqual([
    { organisationId: ORG_ID, email: 'leitung@eiche.example' },
  ]);
  const pending = screen.getByRole('table', { name: 'Offene Einladungen an Küchen' });
  expect(within(pending).getByText('leitung@eiche.example')).toBeInTheDocument();
  expect(field).toHaveValue('');
});

test('„Zurückziehen“ withdraws a pending kitchen invitation', async () => {
  const { user, backend } = await openTraeger();
  await user.click(
    await screen.findByRole('button', { name: 'Einladung an leitung@linde.example zurückziehen' }),
  );
  expect(await screen.findByText('Keine offenen Einladungen.')).toBeInTheDocument();
  expect(backend.transport.callsOf('org/withdrawInvitation')).toEqual([
    { organisationId: ORG_ID, id: 'inv-linde' },
  ]);
});

test('the account menu offers „Träger“ to a Träger-Leitung and „Träger anlegen“ to a Küchenleitung', async () => {
  const { user } = await openTraeger();
  await user.click(screen.getByRole('button', { name: /^Konto:/ }));
  expect(await screen.findByRole('menuitem', { name: 'Träger' })).toHaveAttribute('href', '/app/traeger');
});

test('a Küchenleitung without a Träger finds „Träger anlegen“ in the account menu; a cook does not', async () => {
  const { user, unmount } = await openTraeger({ caller: kitchenUser, organisation: undefined });
  await user.click(screen.getByRole('button', { name: /^Konto:/ }));
  expect(await screen.findByRole('menuitem', { name: 'Träger anlegen' })).toHaveAttribute(
    'href',
    '/app/traeger',
  );
  unmount();
  const cook = { ...kitchenUser, role: 'cook' as const };
  const again = await openTraeger({ caller: cook, organisation: undefined });
  await again.user.click(screen.getByRole('button', { name: /^Konto:/ }));
  await screen.findByRole('menuitem', { name: 'Mein Konto' });
  expect(screen.queryByRole('menuitem', { name: /Träger/ })).toBeNull();
});
