import { screen, waitFor, within } from '@testing-library/react';
import type { Video } from '@speiseplaner/shared';
import { loggedIn, renderApp } from '../../../../test/renderWithProviders';
import { makeTransport, TransportError } from '../../../../test/fakeTransport';
import { adminUser } from '../../../../test/users';

const PLANEN: Video = {
  id: 'speiseplan-anlegen',
  title: 'Den ersten Speiseplan anlegen',
  topic: 'Planer',
  description: '',
  order: 10,
  published: false,
  youtubeId: '',
  version: 3,
};
const HYGIENE: Video = {
  id: 'hygiene',
  title: 'Hygiene in der Küche',
  topic: 'Küchenpraxis',
  description: 'Hände, Flächen, Temperaturen.',
  order: 20,
  published: true,
  youtubeId: 'dQw4w9WgXcQ',
  version: 1,
};

const STALE =
  'Das Video „Den ersten Speiseplan anlegen“ wurde inzwischen an anderer Stelle geändert. Bitte laden Sie die Seite neu und versuchen Sie es noch einmal.';

/** A video's fields as the form sends them (the version travels beside it). */
const fieldsOf = ({ version: _version, ...fields }: Video) => fields;

/** The videos actions as far as the section uses them, with their stored state and versions. */
function videosBackend() {
  let stored = [PLANEN, HYGIENE].map((v) => ({ ...v }));
  const versionOf = (id: string) => stored.find((v) => v.id === id)?.version ?? 0;
  const backend = makeTransport({
    'videos/all': () => ({ videos: stored }),
    'videos/save': ({ video, version }) => {
      if (versionOf(video.id) !== version) throw new TransportError('failed-precondition', STALE);
      const saved = { ...video, version: version + 1 };
      stored = [...stored.filter((v) => v.id !== video.id), saved].sort((a, b) => a.order - b.order);
      return { video: saved };
    },
    'videos/delete': ({ id, version }) => {
      if (versionOf(id) !== version) throw new TransportError('failed-precondition', STALE);
      stored = stored.filter((v) => v.id !== id);
      return { id };
    },
  });
  return Object.assign(backend, {
    stored: () => stored,
    /** Another admin's save: the video moves one version on. */
    change: (v: Video) =>
      (stored = stored.map((s) => (s.id === v.id ? { ...v, version: (s.version ?? 0) + 1 } : s))),
  });
}

async function openSection(backend = videosBackend()) {
  const harness = await renderApp('/verwaltung/videos', { preloadedState: loggedIn(adminUser), backend });
  await screen.findByRole('heading', { level: 1, name: 'Mediathek' });
  await screen.findByRole('rowheader', { name: PLANEN.title });
  return { ...harness, backend };
}

const rowOf = (title: string) => screen.getByRole('rowheader', { name: title }).closest('tr')!;

test('lists every video with topic, published and its id or „keine Video-ID“', async () => {
  await openSection();
  const table = screen.getByRole('table', { name: 'Videos der Mediathek' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((c) => c.textContent),
  ).toEqual(['Titel', 'Thema', 'Veröffentlicht', 'Video-ID', 'Aktionen']);
  const planen = within(rowOf(PLANEN.title));
  expect(planen.getByText('Planer')).toBeInTheDocument();
  expect(planen.getByText('nein')).toBeInTheDocument();
  expect(planen.getByText('keine Video-ID')).toBeInTheDocument();
  const hygiene = within(rowOf(HYGIENE.title));
  expect(hygiene.getByText('ja')).toBeInTheDocument();
  expect(hygiene.getByText('dQw4w9WgXcQ')).toBeInTheDocument();
});

test('the form names every field that is not right, in German, keeps the input and sends nothing', async () => {
  const { user, backend } = await openSection();
  await user.click(screen.getByRole('button', { name: 'Neues Video' }));
  const dialog = await screen.findByRole('dialog', { name: 'Neues Video' });
  await user.type(within(dialog).getByRole('textbox', { name: 'Kennung' }), 'Neu!');
  await user.clear(within(dialog).getByRole('textbox', { name: 'Reihenfolge' }));
  await user.type(within(dialog).getByRole('textbox', { name: 'Reihenfolge' }), '1,5');
  const youtube = within(dialog).getByRole('textbox', { name: 'YouTube-Adresse oder Video-ID' });
  await user.type(youtube, 'https://youtube.com.example.org/watch?v=dQw4w9WgXcQ');
  await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));

  expect(within(dialog).getByText('Bitte geben Sie einen Titel ein.')).toBeInTheDocument();
  expect(within(dialog).getByText('Bitte geben Sie ein Thema ein, z. B. „Planer“.')).toBeInTheDocument();
  expect(
    within(dialog).getByText(
      'Bitte geben Sie eine Kennung aus Kleinbuchstaben, Ziffern und Bindestrichen ein, z. B. „rezepte-anpassen“.',
    ),
  ).toBeInTheDocument();
  expect(
    within(dialog).getByText('Bitte geben Sie als Reihenfolge eine ganze Zahl von 0 bis 9999 ein.'),
  ).toBeInTheDocument();
  expect(within(dialog).getByText('Das ist keine YouTube-Adresse oder Video-ID.')).toBeInTheDocument();
  expect(youtube).toHaveValue('https://youtube.com.example.org/watch?v=dQw4w9WgXcQ');
  expect(youtube).toHaveAttribute('aria-invalid', 'true');
  expect(backend.callsOf('videos/save')).toEqual([]);
});

test('publishes a video from a pasted YouTube address: the id is stored and shown', async () => {
  const { user, backend } = await openSection();
  await user.click(within(rowOf(PLANEN.title)).getByRole('button', { name: `Bearbeiten: ${PLANEN.title}` }));
  const dialog = await screen.findByRole('dialog', { name: `Video bearbeiten: ${PLANEN.title}` });
  expect(within(dialog).getByRole('textbox', { name: 'Kennung' })).toHaveAttribute('readonly');
  await user.type(
    within(dialog).getByRole('textbox', { name: 'YouTube-Adresse oder Video-ID' }),
    'https://www.youtube.com/watch?v=abcDEF12345&t=42s',
  );
  await user.click(within(dialog).getByRole('checkbox', { name: 'Veröffentlicht' }));
  await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));

  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(backend.callsOf('videos/save')).toEqual([
    { video: { ...fieldsOf(PLANEN), published: true, youtubeId: 'abcDEF12345' }, version: 3, isNew: false },
  ]);
  const row = within(rowOf(PLANEN.title));
  expect(row.getByText('ja')).toBeInTheDocument();
  expect(row.getByText('abcDEF12345')).toBeInTheDocument();
});

test('a second admin’s save over a changed video is refused; the stored or own version can be chosen', async () => {
  const { user, backend } = await openSection();
  await user.click(within(rowOf(PLANEN.title)).getByRole('button', { name: `Bearbeiten: ${PLANEN.title}` }));
  const dialog = await screen.findByRole('dialog', { name: `Video bearbeiten: ${PLANEN.title}` });
  // Meanwhile another admin changes the topic.
  backend.change({ ...PLANEN, topic: 'Einstieg' });
  const description = within(dialog).getByRole('textbox', { name: 'Beschreibung' });
  await user.type(description, 'Schritt für Schritt.');
  await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));

  expect(await within(dialog).findByText(STALE)).toBeInTheDocument();
  // Nothing typed is lost, nothing was overwritten.
  expect(description).toHaveValue('Schritt für Schritt.');
  expect(backend.stored().find((v) => v.id === PLANEN.id)).toMatchObject({
    topic: 'Einstieg',
    description: '',
  });

  await user.click(await within(dialog).findByRole('button', { name: 'Ihre Fassung behalten' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(backend.stored().find((v) => v.id === PLANEN.id)).toMatchObject({
    topic: 'Planer',
    description: 'Schritt für Schritt.',
    version: 5,
  });
  // The first save named the version the form started from, the second the stored one it was shown.
  expect((backend.callsOf('videos/save') as { version: number }[]).map((call) => call.version)).toEqual([
    3, 4,
  ]);
});

test('deletes a video after a question that names it', async () => {
  const { user, backend } = await openSection();
  await user.click(within(rowOf(HYGIENE.title)).getByRole('button', { name: `Löschen: ${HYGIENE.title}` }));
  const dialog = await screen.findByRole('dialog', { name: 'Video löschen?' });
  expect(dialog).toHaveTextContent(`„${HYGIENE.title}“ wird aus der Mediathek gelöscht.`);
  await user.click(within(dialog).getByRole('button', { name: 'Video löschen' }));
  expect(await screen.findByText(`„${HYGIENE.title}“ ist gelöscht.`)).toBeInTheDocument();
  expect(screen.queryByRole('rowheader', { name: HYGIENE.title })).not.toBeInTheDocument();
  expect(backend.callsOf('videos/delete')).toEqual([{ id: HYGIENE.id, version: 1 }]);
});
