import { screen, waitFor, within } from '@testing-library/react';
import {
  addDays,
  formatDate,
  registrationsCsv,
  WORKSHOP_IN_PAST_MESSAGE,
  type Workshop,
  type WorkshopRegistrationRow,
} from '@speiseplaner/shared';
import { loggedIn, renderApp } from '../../../../test/renderWithProviders';
import { makeTransport, TransportError } from '../../../../test/fakeTransport';
import { adminUser } from '../../../../test/users';
import { workshopIn } from '../../../../test/workshops';

const BROT = workshopIn(40, 'brot', 'Brot backen mit Kindern', { capacity: 12, seatsTaken: 5, version: 2 });
const KLIMA = workshopIn(60, 'klima', 'Klimafreundlich kochen', { location: 'Mensa Kassel' });
const VORBEI = workshopIn(-30, 'einfuehrung', 'Einführung in den Speiseplaner', { seatsTaken: 8 });

const ROWS: WorkshopRegistrationRow[] = [
  {
    id: 'r1',
    name: 'Jana Müller',
    institution: 'Kita Regenbogen',
    email: 'jana@regenbogen.test',
    participants: 2,
    createdAt: '2026-11-20T08:15:00.000Z',
  },
  {
    id: 'r2',
    name: 'Max Muster',
    // Stored before the single-line rule: shown as text, never as a link.
    institution: 'Gewinn unter https://spam.example',
    email: 'max@kita.test',
    participants: 3,
    createdAt: '2026-11-21T09:00:00.000Z',
  },
];

const staleMessage = (title: string) =>
  `Der Workshop „${title}“ wurde inzwischen an anderer Stelle geändert. Bitte laden Sie die Seite neu und versuchen Sie es noch einmal.`;

/** The workshops callable as far as the section uses it, with its stored state and versions. */
function workshopsBackend(options: { save?: () => never } = {}) {
  let stored = [BROT, KLIMA, VORBEI].map((w) => ({ ...w }));
  let rows = [...ROWS];
  const current = (slug: string) => stored.find((w) => w.slug === slug);
  const backend = makeTransport({
    'workshops/list': () => ({ workshops: stored }),
    'workshops/save': ({ workshop, version }) => {
      options.save?.();
      const before = current(workshop.slug);
      if ((before?.version ?? 0) !== version)
        throw new TransportError('failed-precondition', staleMessage(before!.title));
      const saved = { ...workshop, seatsTaken: before?.seatsTaken ?? 0, version: version + 1 };
      stored = [...stored.filter((w) => w.slug !== workshop.slug), saved];
      return { workshop: saved };
    },
    'workshops/cancel': ({ slug }) => {
      const workshop = { ...stored.find((w) => w.slug === slug)! };
      workshop.title = `Abgesagt: ${workshop.title}`;
      stored = stored.map((w) => (w.slug === slug ? workshop : w));
      return { workshop, mails: rows.length };
    },
    'workshops/delete': ({ slug, version }) => {
      if ((current(slug)?.version ?? 0) !== version)
        throw new TransportError('failed-precondition', staleMessage(current(slug)!.title));
      stored = stored.filter((w) => w.slug !== slug);
      return { slug };
    },
    'workshops/registrations': ({ slug }) => ({
      slug,
      registrations: rows,
      participants: rows.reduce((sum, r) => sum + r.participants, 0),
      complete: true,
    }),
    'workshops/removeRegistration': ({ slug, id }) => {
      const removed = rows.find((r) => r.id === id)!;
      rows = rows.filter((r) => r.id !== id);
      const workshop = stored.find((w) => w.slug === slug)!;
      const updated = { ...workshop, seatsTaken: (workshop.seatsTaken ?? 0) - removed.participants };
      stored = stored.map((w) => (w.slug === slug ? updated : w));
      return { slug, id, workshop: updated };
    },
  });
  return Object.assign(backend, {
    stored: () => stored,
    /** Another admin's save: the workshop moves one version on. */
    change: (w: Workshop) =>
      (stored = stored.map((s) => (s.slug === w.slug ? { ...w, version: (s.version ?? 0) + 1 } : s))),
  });
}

async function openSection(backend = workshopsBackend()) {
  const harness = await renderApp('/verwaltung/workshops', { preloadedState: loggedIn(adminUser), backend });
  await screen.findByRole('heading', { level: 1, name: 'Workshops' });
  await screen.findByRole('rowheader', { name: BROT.title });
  return { ...harness, backend };
}

const rowOf = (title: string) => screen.getByRole('rowheader', { name: title }).closest('tr')!;

test('lists upcoming workshops by date and past ones in their own tab', async () => {
  const { user } = await openSection();
  const table = screen.getByRole('table', { name: 'Anstehende Workshops' });
  const titles = within(table)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);
  expect(titles).toEqual([BROT.title, KLIMA.title]);
  const brot = within(rowOf(BROT.title));
  expect(brot.getByText('Brot & Brotaufstriche')).toBeInTheDocument();
  expect(brot.getByText('5 von 12')).toBeInTheDocument();
  expect(brot.getByText(BROT.deadline)).toBeInTheDocument();
  expect(
    brot.getByText(new RegExp(`^${formatDate(BROT.date)}, \\d\\d:\\d\\d–\\d\\d:\\d\\d Uhr$`)),
  ).toBeInTheDocument();
  expect(within(rowOf(KLIMA.title)).getByText('0 (unbegrenzt)')).toBeInTheDocument();
  expect(screen.queryByRole('rowheader', { name: VORBEI.title })).not.toBeInTheDocument();

  await user.click(screen.getByRole('tab', { name: 'Vergangen (1)' }));
  expect(screen.getByRole('table', { name: 'Vergangene Workshops' })).toBeInTheDocument();
  expect(within(rowOf(VORBEI.title)).getByText('8 (unbegrenzt)')).toBeInTheDocument();
  // A workshop that took place cannot be cancelled any more.
  expect(screen.queryByRole('button', { name: `Absagen: ${VORBEI.title}` })).not.toBeInTheDocument();
});

test('the form names every field that is not right, in German, and sends nothing', async () => {
  const { user, backend } = await openSection();
  await user.click(screen.getByRole('button', { name: 'Neuer Workshop' }));
  const dialog = await screen.findByRole('dialog', { name: 'Neuer Workshop' });
  await user.click(within(dialog).getByRole('radio', { name: 'Vor Ort' }));
  await user.type(within(dialog).getByRole('textbox', { name: 'Plätze' }), '0');
  await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));

  expect(within(dialog).getByText('Bitte wählen Sie ein Thema.')).toBeInTheDocument();
  expect(within(dialog).getByText('Bitte geben Sie einen Titel ein.')).toBeInTheDocument();
  expect(within(dialog).getByText('Bitte geben Sie den Tag des Workshops an.')).toBeInTheDocument();
  expect(
    within(dialog).getByText('Bitte geben Sie den Ort an, oder wählen Sie „Online“.'),
  ).toBeInTheDocument();
  expect(within(dialog).getByText('Bitte geben Sie den Anmeldeschluss als Datum an.')).toBeInTheDocument();
  expect(
    within(dialog).getByText(
      'Bitte geben Sie die Zahl der Plätze als ganze Zahl von 1 bis 1000 ein, oder lassen Sie das Feld leer.',
    ),
  ).toBeInTheDocument();

  // A day in the past, and a deadline after the day.
  await user.type(within(dialog).getByRole('textbox', { name: 'Titel' }), 'Gemüse der Saison');
  await user.type(within(dialog).getByLabelText(/^Datum/), formatDate(Date.now() - 86_400_000));
  await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
  expect(within(dialog).getByText(WORKSHOP_IN_PAST_MESSAGE)).toBeInTheDocument();

  const day = formatDate(Date.now() + 30 * 86_400_000);
  await user.clear(within(dialog).getByLabelText(/^Datum/));
  await user.type(within(dialog).getByLabelText(/^Datum/), day);
  await user.clear(within(dialog).getByLabelText(/^Anmeldeschluss/));
  await user.type(within(dialog).getByLabelText(/^Anmeldeschluss/), addDays(day, 1));
  await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
  expect(
    within(dialog).getByText(
      `Der Anmeldeschluss liegt nach dem Workshop. Bitte wählen Sie spätestens den Tag des Workshops (${day}).`,
    ),
  ).toBeInTheDocument();
  // What was typed stays.
  expect(within(dialog).getByRole('textbox', { name: 'Titel' })).toHaveValue('Gemüse der Saison');
  expect(backend.callsOf('workshops/save')).toEqual([]);
});

test('a new workshop is saved with its slug from title and day, and shows in the list', async () => {
  const { user, backend } = await openSection();
  await user.click(screen.getByRole('button', { name: 'Neuer Workshop' }));
  const dialog = await screen.findByRole('dialog', { name: 'Neuer Workshop' });
  await user.click(within(dialog).getByRole('combobox', { name: 'Thema' }));
  await user.click(await screen.findByRole('option', { name: 'Kleinkinder' }));
  expect(
    within(dialog).getByRole('link', { name: '/artikel/kinder-unter-3-jahren-im-blick' }),
  ).toBeInTheDocument();
  await user.type(within(dialog).getByRole('textbox', { name: 'Titel' }), 'Essen für die Kleinsten');
  const day = formatDate(Date.now() + 50 * 86_400_000);
  await user.type(within(dialog).getByLabelText(/^Datum/), day);
  // The deadline follows the day: 14 days before.
  expect(within(dialog).getByLabelText(/^Anmeldeschluss/)).toHaveValue(addDays(day, -14));
  await user.type(within(dialog).getByRole('textbox', { name: 'Plätze' }), '2');
  await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));

  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(backend.callsOf('workshops/save')).toEqual([
    {
      workshop: expect.objectContaining({
        slug: `essen-fuer-die-kleinsten-${day}`,
        title: 'Essen für die Kleinsten',
        type: 'kleinkinder',
        duration: 90,
        deadline: addDays(day, -14),
        capacity: 2,
        date: expect.stringMatching(new RegExp(`^${day}T14:00:00\\+0[12]:00$`)),
      }),
      version: 0,
      isNew: true,
    },
  ]);
  expect(within(rowOf('Essen für die Kleinsten')).getByText('0 von 2')).toBeInTheDocument();
});

test('a save overtaken by another admin offers the stored version or the own one on top', async () => {
  const { user, backend } = await openSection();
  // Another admin moves the workshop to a hall meanwhile.
  const theirs = { ...BROT, location: 'Stadthalle' };
  backend.change(theirs);

  await user.click(screen.getByRole('button', { name: `Bearbeiten: ${BROT.title}` }));
  const dialog = await screen.findByRole('dialog', { name: `Workshop bearbeiten: ${BROT.title}` });
  const places = within(dialog).getByRole('textbox', { name: 'Plätze' });
  await user.clear(places);
  await user.type(places, '20');
  await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));

  expect(await within(dialog).findByText(/wurde inzwischen an anderer Stelle geändert/)).toBeInTheDocument();
  await within(dialog).findByRole('button', { name: 'Gespeicherte Fassung laden' });
  expect(within(dialog).getByRole('textbox', { name: 'Plätze' })).toHaveValue('20');

  await user.click(within(dialog).getByRole('button', { name: 'Ihre Fassung behalten' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  const calls = backend.callsOf('workshops/save') as {
    workshop: Workshop;
    version: number;
    isNew: boolean;
  }[];
  expect(calls).toHaveLength(2);
  // First the version the form started from, then the stored one it was shown (another admin's save).
  expect(calls.map((call) => [call.version, call.isNew])).toEqual([
    [2, false],
    [3, false],
  ]);
  expect(calls[1]!.workshop).toMatchObject({ capacity: 20, slug: BROT.slug });
  expect(backend.stored().find((w) => w.slug === BROT.slug)).toMatchObject({ capacity: 20, version: 4 });
});

test('loading the stored version replaces the form', async () => {
  const backend = workshopsBackend({
    save: () => {
      throw new TransportError(
        'failed-precondition',
        'Der Workshop wurde inzwischen an anderer Stelle geändert.',
      );
    },
  });
  const { user } = await openSection(backend);
  backend.change({ ...BROT, title: 'Brot backen für Groß und Klein' });
  await user.click(screen.getByRole('button', { name: `Bearbeiten: ${BROT.title}` }));
  const dialog = await screen.findByRole('dialog', { name: `Workshop bearbeiten: ${BROT.title}` });
  await user.type(within(dialog).getByRole('textbox', { name: 'Titel' }), ' (neu)');
  await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
  await user.click(await within(dialog).findByRole('button', { name: 'Gespeicherte Fassung laden' }));

  expect(within(dialog).getByRole('textbox', { name: 'Titel' })).toHaveValue(
    'Brot backen für Groß und Klein',
  );
  expect(within(dialog).queryByText(/inzwischen/)).not.toBeInTheDocument();
});

test('cancelling asks with the workshop’s name, then marks it cancelled and says who was told', async () => {
  const { user, backend } = await openSection();
  await user.click(screen.getByRole('button', { name: `Absagen: ${BROT.title}` }));
  const dialog = await screen.findByRole('dialog', { name: 'Workshop absagen?' });
  expect(dialog).toHaveTextContent(`„${BROT.title}“ am ${formatDate(BROT.date)}`);
  expect(dialog).toHaveTextContent('jede angemeldete Person erhält eine Absage per E-Mail');

  await user.click(within(dialog).getByRole('button', { name: 'Workshop absagen' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(backend.callsOf('workshops/cancel')).toEqual([{ slug: BROT.slug }]);
  expect(screen.getByRole('rowheader', { name: `Abgesagt: ${BROT.title}` })).toBeInTheDocument();
  expect(
    screen.getByText(`„Abgesagt: ${BROT.title}“ ist abgesagt. Absagen gingen per E-Mail an 2 Anmeldungen.`),
  ).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: `Absagen: Abgesagt: ${BROT.title}` })).not.toBeInTheDocument();
});

test('a refused cancel keeps the question open with the German reason', async () => {
  const backend = makeTransport({
    'workshops/list': () => ({ workshops: [BROT] }),
    'workshops/cancel': () => {
      throw new TransportError(
        'failed-precondition',
        'Dieser Workshop hat bereits stattgefunden und kann nicht mehr abgesagt werden.',
      );
    },
  });
  const { user } = await openSection(Object.assign(backend, { stored: () => [], change: () => [] }));
  await user.click(screen.getByRole('button', { name: `Absagen: ${BROT.title}` }));
  const dialog = await screen.findByRole('dialog', { name: 'Workshop absagen?' });
  await user.click(within(dialog).getByRole('button', { name: 'Workshop absagen' }));
  expect(
    await within(dialog).findByText(
      'Dieser Workshop hat bereits stattgefunden und kann nicht mehr abgesagt werden.',
    ),
  ).toBeInTheDocument();
  // The workshop stays as it was (behind the open question).
  expect(screen.getByRole('rowheader', { name: BROT.title, hidden: true })).toBeInTheDocument();
});

test('deleting asks with the workshop’s name; only the confirmation deletes', async () => {
  const { user, backend } = await openSection();
  await user.click(screen.getByRole('button', { name: `Löschen: ${KLIMA.title}` }));
  let dialog = await screen.findByRole('dialog', { name: 'Workshop löschen?' });
  expect(dialog).toHaveTextContent(
    new RegExp(`„${KLIMA.title}“ am ${formatDate(KLIMA.date)}, .* Uhr wird aus der Liste gelöscht\\.`),
  );
  await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(backend.callsOf('workshops/delete')).toEqual([]);

  await user.click(screen.getByRole('button', { name: `Löschen: ${KLIMA.title}` }));
  dialog = await screen.findByRole('dialog', { name: 'Workshop löschen?' });
  await user.click(within(dialog).getByRole('button', { name: 'Workshop löschen' }));
  await waitFor(() => expect(screen.queryByRole('rowheader', { name: KLIMA.title })).not.toBeInTheDocument());
  expect(backend.callsOf('workshops/delete')).toEqual([{ slug: KLIMA.slug, version: 0 }]);
  expect(screen.getByText(`„${KLIMA.title}“ ist gelöscht.`)).toBeInTheDocument();
});

test('a delete of a workshop another admin changed meanwhile is refused, and the list shows the stored one', async () => {
  const { user, backend } = await openSection();
  backend.change({ ...KLIMA, title: 'Klimafreundlich kochen in der Kita' });
  await user.click(screen.getByRole('button', { name: `Löschen: ${KLIMA.title}` }));
  const dialog = await screen.findByRole('dialog', { name: 'Workshop löschen?' });
  await user.click(within(dialog).getByRole('button', { name: 'Workshop löschen' }));

  expect(
    await within(dialog).findByText(
      'Der Workshop „Klimafreundlich kochen in der Kita“ wurde inzwischen an anderer Stelle geändert. Bitte laden Sie die Seite neu und versuchen Sie es noch einmal.',
    ),
  ).toBeInTheDocument();
  expect(backend.stored().map((w) => w.slug)).toContain(KLIMA.slug);
  // The list reloads: behind the question it shows the other admin's version.
  expect(
    await screen.findByRole('rowheader', { name: 'Klimafreundlich kochen in der Kita', hidden: true }),
  ).toBeInTheDocument();
});

function bytesOf(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

test('the registrations show as plain text with the places, download as CSV and can be removed', async () => {
  const { user, backend } = await openSection();
  await user.click(screen.getByRole('button', { name: `Anmeldungen: ${BROT.title}` }));
  const dialog = await screen.findByRole('dialog', { name: `Anmeldungen: ${BROT.title}` });
  const table = await within(dialog).findByRole('table', { name: `Anmeldungen: ${BROT.title}` });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((c) => c.textContent),
  ).toEqual(['Name', 'Einrichtung', 'E-Mail', 'Teilnehmende', 'Angemeldet am', 'Aktionen']);
  const jana = within(within(table).getByRole('rowheader', { name: 'Jana Müller' }).closest('tr')!);
  expect(jana.getByText('Kita Regenbogen')).toBeInTheDocument();
  expect(jana.getByText('jana@regenbogen.test')).toBeInTheDocument();
  expect(jana.getByText('2026-11-20 09:15')).toBeInTheDocument();
  expect(within(table).getByText('Gewinn unter https://spam.example')).toBeInTheDocument();
  expect(within(dialog).queryByRole('link')).not.toBeInTheDocument();
  expect(within(dialog).getByText('2 Anmeldungen · Plätze: 5 von 12')).toBeInTheDocument();

  const blobs: Blob[] = [];
  const names: string[] = [];
  // The browser's download edge: jsdom has no object URLs and cannot follow a download link.
  const { createObjectURL, revokeObjectURL } = URL;
  URL.createObjectURL = (blob: Blob) => (blobs.push(blob), 'blob:anmeldungen');
  URL.revokeObjectURL = () => undefined;
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    names.push(this.download);
  });
  try {
    await user.click(within(dialog).getByRole('button', { name: 'CSV herunterladen' }));
    expect(names).toEqual([`anmeldungen-${BROT.slug}.csv`]);
    const bytes = await bytesOf(blobs[0]!);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(text).toBe(`\uFEFF${registrationsCsv(ROWS)}`);
    expect(text).toContain(
      '"Jana Müller";"Kita Regenbogen";"jana@regenbogen.test";"";2;"";"2026-11-20 09:15"',
    );
  } finally {
    click.mockRestore();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
  }

  await user.click(within(dialog).getByRole('button', { name: 'Entfernen: Max Muster' }));
  const question = await screen.findByRole('dialog', { name: 'Anmeldung entfernen?' });
  expect(question).toHaveTextContent(
    'Die Anmeldung von „Max Muster“ (max@kita.test) wird mit ihren E-Mails gelöscht',
  );
  expect(question).toHaveTextContent('Ihre 3 Plätze werden wieder frei.');
  await user.click(within(question).getByRole('button', { name: 'Anmeldung entfernen' }));

  await waitFor(() =>
    expect(within(table).queryByRole('rowheader', { name: 'Max Muster' })).not.toBeInTheDocument(),
  );
  expect(backend.callsOf('workshops/removeRegistration')).toEqual([{ slug: BROT.slug, id: 'r2' }]);
  expect(within(dialog).getByText('1 Anmeldung · Plätze: 2 von 12')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Schließen' }));
  expect(within(rowOf(BROT.title)).getByText('2 von 12')).toBeInTheDocument();
});
