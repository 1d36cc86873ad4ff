/**
 * The save status below every planner page and the offline banner: one live region for the saving state
 * of all documents, shown on pages that autosave, and the banner while the browser is offline.
 */
import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { makeNotesBackend, makeNotesStore, noteEdited, type Note } from './notesArea.testkit';
import { OFFLINE_TEXT } from './OfflineBanner';
import SaveStatusBar from './SaveStatusBar';
import { useAutosaveGuard } from './useAutosaveGuard';

const NOTES: Note[] = [
  { id: 'n1', text: 'Hirsebrei', version: 1 },
  { id: 'n2', text: 'Linsensuppe', version: 1 },
];

function NotesPage() {
  useAutosaveGuard();
  return <h1>Notizen</h1>;
}

function FormPage() {
  return <h1>Mein Konto</h1>;
}

function setup(page: 'notes' | 'form' = 'notes') {
  const backend = makeNotesBackend(NOTES.map((note) => ({ ...note })));
  const { store, task } = makeNotesStore(Object.fromEntries(NOTES.map((n) => [n.id, { ...n }])), backend);
  render(
    <Provider store={store}>
      <MemoryRouter>
        <SaveStatusBar>{page === 'notes' ? <NotesPage /> : <FormPage />}</SaveStatusBar>
      </MemoryRouter>
    </Provider>,
  );
  const edit = (id: string, text: string) => act(() => void store.dispatch(noteEdited({ id, text })));
  return { backend, task, edit };
}

const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')));
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  setOnline(true);
  jest.useRealTimers();
});

test('on a page that autosaves, one live region follows the saving of every document', async () => {
  const { edit, backend, task } = setup();
  const status = screen.getByRole('status');
  expect(status).toHaveAttribute('aria-live', 'polite');
  expect(status).toHaveTextContent(/^Gespeichert$/);

  edit('n1', 'Hirsebrei mit Apfel');
  expect(status).toHaveTextContent(/^Speichert …$/);
  await advance(1000);
  expect(status).toHaveTextContent(/^Gespeichert$/);

  // One document that cannot be saved outweighs one that was: the bar says what is not stored yet.
  backend.control.refused.add('n2');
  edit('n1', 'Hirsebrei mit Birne');
  edit('n2', 'Linsensuppe mit Speck');
  await advance(1000);
  expect(backend.server.get('n1')?.text).toBe('Hirsebrei mit Birne');
  expect(status).toHaveTextContent(/^Nicht gespeichert – neuer Versuch in 2 s$/);
  await advance(1000);
  expect(status).toHaveTextContent(/^Nicht gespeichert – neuer Versuch in 1 s$/);

  // Someone else saved a newer version of the first note: the conflict weighs most.
  backend.server.set('n1', { id: 'n1', text: 'fremde Fassung', version: 7 });
  edit('n1', 'meine Fassung');
  await advance(1000);
  expect(status).toHaveTextContent(/^Neuere Version vorhanden$/);
  expect(screen.getAllByRole('status')).toHaveLength(1);
  task.cancel();
});

test('a page without autosave shows the saving state only while an edit is not stored', async () => {
  const { edit, backend, task } = setup('form');
  const status = screen.getByRole('status');
  expect(status).toBeEmptyDOMElement();
  backend.control.offline = true;
  edit('n1', 'vor dem Seitenwechsel geändert');
  expect(status).toHaveTextContent(/^Speichert …$/);
  await advance(1000);
  expect(status).toHaveTextContent(/^Nicht gespeichert – neuer Versuch in 2 s$/);
  backend.control.offline = false;
  await advance(2000);
  expect(status).toBeEmptyDOMElement();
  task.cancel();
});

test('offline, a banner says the edits wait; back online it goes and the edits are saved at once', async () => {
  const { edit, backend, task } = setup('form');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();

  setOnline(false);
  backend.control.offline = true;
  expect(screen.getByRole('alert')).toHaveTextContent(OFFLINE_TEXT);
  // Offline, the saving state shows on every page, even with nothing to save.
  expect(screen.getByRole('status')).toHaveTextContent(/^Gespeichert$/);
  edit('n2', 'im Funkloch');
  await advance(1000 + 2000 + 4000);
  expect(screen.getByRole('status')).toHaveTextContent(/^Nicht gespeichert – neuer Versuch in 8 s$/);

  backend.control.offline = false;
  setOnline(true);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  await advance(0);
  expect(backend.server.get('n2')?.text).toBe('im Funkloch');
  expect(screen.getByRole('status')).toBeEmptyDOMElement();
  task.cancel();
});
