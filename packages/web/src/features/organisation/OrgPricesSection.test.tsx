import { screen, waitFor, within } from '@testing-library/react';
import { berlinDateAndTime, type User } from '@speiseplaner/shared';
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

async function openTraeger(fixture: Partial<OrganisationFixture> = {}) {
  const backend = organisationBackend({ caller: olga, organisation: emptyOrganisation(), ...fixture });
  const harness = await renderApp('/app/traeger', {
    preloadedState: loggedIn(olga),
    backend: backend.transport,
  });
  await screen.findByRole('region', { name: 'Preisliste des Trägers' });
  return { ...harness, backend };
}

const section = () => screen.getByRole('region', { name: 'Preisliste des Trägers' });

/** Waits until the catalogue is there (the buttons that need it are enabled). */
async function ready() {
  await waitFor(() => expect(screen.getByRole('button', { name: 'Vorlage herunterladen' })).toBeEnabled());
}

const csvFile = (text: string, name = 'preise.csv') => new File([text], name, { type: 'text/csv' });

function bytesOf(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

test('a CSV with one bad line shows its German error, and „Übernehmen“ saves only the good lines', async () => {
  const { user, backend } = await openTraeger();
  expect(await within(section()).findByText(/^Noch keine Preisliste/)).toBeInTheDocument();
  await ready();
  await user.upload(
    within(section()).getByLabelText('CSV hochladen'),
    csvFile('Zutat;Preis;Menge;Einheit\r\nKarotte;1,20;1;kg\r\nKartoffel;abc;1;kg\r\nSahne;0,89;100;ml\r\n'),
  );
  const preview = await screen.findByRole('region', { name: 'Vorschau: preise.csv' });
  expect(preview).toHaveTextContent('2 Preise gelesen, 1 Zeile mit Fehlern (werden nicht übernommen).');
  expect(within(preview).getByRole('alert')).toHaveTextContent(
    'Zeile 3: Der Preis „abc“ ist keine Zahl (Beispiel: 1,29).',
  );
  const table = within(preview).getByRole('table', { name: 'Vorschau der Preisliste' });
  expect(
    within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.children].map((cell) => cell.textContent)),
  ).toEqual([
    ['2', 'Karotte', '1,20 €', '1.000', 'g'],
    ['4', 'Sahne', '0,89 €', '100', 'ml'],
  ]);
  expect(backend.transport.callsOf('org/savePrices')).toEqual([]);

  await user.click(within(preview).getByRole('button', { name: 'Übernehmen' }));
  const dialog = await screen.findByRole('dialog', { name: 'Preisliste übernehmen?' });
  expect(dialog).toHaveTextContent('Die Preisliste des Trägers wird durch diese 2 Preise ersetzt.');
  expect(dialog).toHaveTextContent('Die Zeile mit Fehlern wird nicht übernommen.');
  expect(dialog).toHaveTextContent('ihre eigenen Preise bleiben und gehen weiter vor');
  await user.click(within(dialog).getByRole('button', { name: 'Übernehmen' }));

  expect(await within(section()).findByText(/^2 Preise übernommen\./)).toBeInTheDocument();
  expect(backend.transport.callsOf('org/savePrices')).toEqual([
    {
      organisationId: ORG_ID,
      prices: { karotte: { price: 1.2, amount: 1000 }, sahne: { price: 0.89, amount: 100 } },
      version: 0,
    },
  ]);
  expect(within(section()).getByText(/^2 Preise, gespeichert am 05\.03\.2026\./)).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Vorschau: preise.csv' })).toBeNull();
  expect(screen.queryByRole('dialog')).toBeNull();
});

test('„Vorlage herunterladen“ saves every catalogue ingredient with its price; read back it is a whole list', async () => {
  const blobs: Blob[] = [];
  // The browser's download edge: jsdom has no object URLs and cannot follow a download link.
  const { createObjectURL, revokeObjectURL } = URL;
  URL.createObjectURL = (blob: Blob) => (blobs.push(blob), 'blob:template');
  URL.revokeObjectURL = () => undefined;
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  try {
    const { user } = await openTraeger();
    await ready();
    await user.click(screen.getByRole('button', { name: 'Vorlage herunterladen' }));
    expect(click).toHaveBeenCalledTimes(1);
    const today = berlinDateAndTime(Date.now()).date;
    expect((click.mock.instances[0] as unknown as HTMLAnchorElement).download).toBe(
      `traeger-preisliste-vorlage-${today}.csv`,
    );
    const bytes = await bytesOf(blobs[0]!);
    // One BOM, so Excel reads the Umlaute and the first heading stays „Zutat“.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect([...bytes.slice(3, 6)]).not.toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('"Zutat";"Preis";"Menge";"Einheit"');
    expect(lines.slice(1, 5)).toEqual([
      '"Karotte";0,4;100;"g"',
      '"Kartoffel";2,5;1000;"g"',
      '"Sahne";0,9;100;"ml"',
      '"Hähnchenbrust";2,2;100;"g"',
    ]);

    await user.upload(within(section()).getByLabelText('CSV hochladen'), csvFile(text, 'vorlage.csv'));
    const preview = await screen.findByRole('region', { name: 'Vorschau: vorlage.csv' });
    expect(preview).toHaveTextContent('4 Preise gelesen.');
    expect(within(preview).queryByRole('alert')).toBeNull();
  } finally {
    click.mockRestore();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
  }
});

test('a file without the headings is refused in German and changes nothing stored', async () => {
  const { user, backend } = await openTraeger({
    orgPrices: { prices: { karotte: { price: 1.1, amount: 1000 } }, version: 3, updatedAt: SINCE },
  });
  expect(await within(section()).findByText(/^1 Preis, gespeichert am 02\.03\.2026\./)).toBeInTheDocument();
  await ready();
  await user.upload(
    within(section()).getByLabelText('CSV hochladen'),
    csvFile('Karotte;1,20\r\n', 'liste.csv'),
  );
  const preview = await screen.findByRole('region', { name: 'Vorschau: liste.csv' });
  expect(within(preview).getByRole('alert')).toHaveTextContent(/In der Kopfzeile fehlen die Spalten/);
  expect(within(preview).getByRole('button', { name: 'Übernehmen' })).toBeDisabled();

  await user.upload(within(section()).getByLabelText('CSV hochladen'), csvFile('', 'leer.csv'));
  expect(await within(section()).findByText('Die Datei „leer.csv“ ist leer.')).toBeInTheDocument();
  // The earlier preview stays beside the message; nothing went to the backend.
  expect(screen.getByRole('region', { name: 'Vorschau: liste.csv' })).toBeInTheDocument();
  await user.click(
    within(screen.getByRole('region', { name: 'Vorschau: liste.csv' })).getByRole('button', {
      name: 'Abbrechen',
    }),
  );
  expect(screen.queryByRole('region', { name: 'Vorschau: liste.csv' })).toBeNull();
  expect(backend.transport.callsOf('org/savePrices')).toEqual([]);
  expect(within(section()).getByText(/^1 Preis, gespeichert am 02\.03\.2026\./)).toBeInTheDocument();
});

test('„Preisliste entfernen“ asks first, then saves an empty list', async () => {
  const { user, backend } = await openTraeger({
    orgPrices: { prices: { karotte: { price: 1.1, amount: 1000 } }, version: 3, updatedAt: SINCE },
  });
  await user.click(await within(section()).findByRole('button', { name: 'Preisliste entfernen' }));
  const dialog = await screen.findByRole('dialog', { name: 'Preisliste entfernen?' });
  expect(dialog).toHaveTextContent('Der Preis des Trägers gilt dann in keiner Küche mehr.');
  await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(backend.transport.callsOf('org/savePrices')).toEqual([]);

  await user.click(within(section()).getByRole('button', { name: 'Preisliste entfernen' }));
  await user.click(
    within(await screen.findByRole('dialog', { name: 'Preisliste entfernen?' })).getByRole('button', {
      name: 'Entfernen',
    }),
  );
  expect(await within(section()).findByText(/^Die Preisliste ist entfernt\./)).toBeInTheDocument();
  expect(backend.transport.callsOf('org/savePrices')).toEqual([
    { organisationId: ORG_ID, prices: {}, version: 3 },
  ]);
  expect(within(section()).getByText(/^Noch keine Preisliste/)).toBeInTheDocument();
});

test('a file saved by Excel as plain CSV (Windows-1252) keeps its Umlaute', async () => {
  const { user } = await openTraeger();
  await ready();
  // „Hähnchenbrust;2,10;1;kg“ with ä as the single byte 0xE4.
  const text = 'Zutat;Preis;Menge;Einheit\r\nHähnchenbrust;2,10;1;kg\r\n';
  const bytes = Uint8Array.from([...text].map((c) => c.charCodeAt(0)));
  await user.upload(
    within(section()).getByLabelText('CSV hochladen'),
    new File([bytes], 'excel.csv', { type: 'text/csv' }),
  );
  const preview = await screen.findByRole('region', { name: 'Vorschau: excel.csv' });
  expect(preview).toHaveTextContent('1 Preis gelesen.');
  expect(within(preview).getByRole('rowheader')).toHaveTextContent('Hähnchenbrust');
});

test('a list saved meanwhile by another Träger-Leitung is read again; the preview stays for a second try', async () => {
  const { user, backend } = await openTraeger({
    orgPrices: { prices: { karotte: { price: 1.1, amount: 1000 } }, version: 3, updatedAt: SINCE },
  });
  await ready();
  await user.upload(
    within(section()).getByLabelText('CSV hochladen'),
    csvFile('Zutat;Preis;Menge;Einheit\r\nSahne;0,89;100;ml\r\n'),
  );
  await user.click(
    within(await screen.findByRole('region', { name: 'Vorschau: preise.csv' })).getByRole('button', {
      name: 'Übernehmen',
    }),
  );
  // Another Träger-Leitung saves two prices first.
  await backend.transport('org/savePrices', {
    organisationId: ORG_ID,
    prices: { karotte: { price: 1, amount: 1000 }, kartoffel: { price: 2, amount: 1000 } },
    version: 3,
  });
  const dialog = await screen.findByRole('dialog', { name: 'Preisliste übernehmen?' });
  await user.click(within(dialog).getByRole('button', { name: 'Übernehmen' }));
  expect(
    await within(dialog).findByText(
      'Die Preisliste wurde inzwischen geändert. Bitte prüfen Sie sie und übernehmen Sie noch einmal.',
    ),
  ).toBeInTheDocument();
  await waitFor(() => expect(backend.transport.callsOf('org/prices')).toHaveLength(2));
  await user.click(within(dialog).getByRole('button', { name: 'Übernehmen' }));
  expect(await within(section()).findByText(/^1 Preis übernommen\./)).toBeInTheDocument();
  expect(backend.transport.callsOf('org/savePrices').at(-1)).toEqual({
    organisationId: ORG_ID,
    prices: { sahne: { price: 0.89, amount: 100 } },
    version: 4,
  });
});
