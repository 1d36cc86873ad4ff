/** Autosave in a real store with fake timers and a fake backend that keeps versions like the real one. */
import { conflictResolved, selectDocSave, selectHasUnsaved } from './autosaveSlice';
import { makeNotesBackend, makeNotesStore, noteEdited, type Note } from './notesArea.testkit';
import { saveStatusText, secondsUntilRetry } from './saveStatusText';

const NOTE: Note = { id: 'n1', text: 'Linsensuppe', version: 3 };

function setup(notes: Record<string, Note | string> = { n1: { ...NOTE } }) {
  const backend = makeNotesBackend([{ ...NOTE }]);
  const { store, task } = makeNotesStore(notes, backend);
  const saves = () => backend.transport.callsOf('notes/save') as { note: Note }[];
  const status = () => {
    const doc = selectDocSave(store.getState(), { area: 'notes', key: 'n1' });
    return saveStatusText(doc, secondsUntilRetry(doc, Date.now()));
  };
  const edit = (text: string) => store.dispatch(noteEdited({ id: 'n1', text }));
  return { backend, store, task, saves, status, edit };
}

const advance = (ms: number) => jest.advanceTimersByTimeAsync(ms);

function hidePage() {
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
  jest.useRealTimers();
});

test('saves 1000 ms after the last edit, once, with the last text', async () => {
  const { saves, status, edit, backend, task } = setup();
  edit('Linsensuppe mit');
  expect(status()).toBe('Speichert …');
  await advance(500);
  edit('Linsensuppe mit Möhren');
  await advance(999);
  expect(saves()).toHaveLength(0);
  await advance(1);
  expect(saves()).toEqual([{ note: { id: 'n1', text: 'Linsensuppe mit Möhren', version: 3 } }]);
  expect(status()).toBe('Gespeichert');
  expect(backend.server.get('n1')).toEqual({ id: 'n1', text: 'Linsensuppe mit Möhren', version: 4 });
  task.cancel();
});

test('writes go out one at a time, in order, each with the version the previous answer brought', async () => {
  const { saves, status, edit, backend, store, task } = setup();
  let release = () => {};
  backend.control.hold = new Promise<void>((resolve) => (release = resolve));
  edit('erste Fassung');
  await advance(1000);
  expect(saves()).toHaveLength(1);
  expect(status()).toBe('Speichert …');

  edit('zweite Fassung');
  await advance(1000);
  edit('dritte Fassung');
  await advance(5000);
  // The first write has not answered yet: nothing else may go out before it.
  expect(saves()).toHaveLength(1);
  expect(selectHasUnsaved(store.getState())).toBe(true);

  backend.control.hold = undefined;
  release();
  await advance(0);
  expect(saves().map((s) => [s.note.text, s.note.version])).toEqual([
    ['erste Fassung', 3],
    ['dritte Fassung', 4],
  ]);
  expect(backend.server.get('n1')).toEqual({ id: 'n1', text: 'dritte Fassung', version: 5 });
  expect(status()).toBe('Gespeichert');
  expect(selectHasUnsaved(store.getState())).toBe(false);
  task.cancel();
});

test('a document that keeps failing holds up no other document of the area', async () => {
  const backend = makeNotesBackend([{ ...NOTE }, { id: 'n2', text: 'Apfelmus', version: 1 }]);
  const { store, task } = makeNotesStore(
    { n1: { ...NOTE }, n2: { id: 'n2', text: 'Apfelmus', version: 1 } },
    backend,
  );
  backend.control.refused.add('n1');
  store.dispatch(noteEdited({ id: 'n1', text: 'wird abgelehnt' }));
  await advance(1000);
  store.dispatch(noteEdited({ id: 'n2', text: 'Apfelmus mit Zimt' }));
  await advance(1000);
  expect(backend.server.get('n2')).toEqual({ id: 'n2', text: 'Apfelmus mit Zimt', version: 2 });
  expect(selectDocSave(store.getState(), { area: 'notes', key: 'n1' })?.status).toBe('retrying');
  expect(selectDocSave(store.getState(), { area: 'notes', key: 'n2' })?.status).toBe('saved');
  task.cancel();
});

test('a failed write shows the countdown and is retried with backoff until it is stored', async () => {
  const { saves, status, edit, backend, task } = setup();
  backend.control.offline = true;
  edit('offline bearbeitet');
  await advance(1000);
  expect(saves()).toHaveLength(1);
  expect(status()).toBe('Nicht gespeichert – neuer Versuch in 2 s');
  await advance(1000);
  expect(status()).toBe('Nicht gespeichert – neuer Versuch in 1 s');
  await advance(1000);
  expect(saves()).toHaveLength(2);
  expect(status()).toBe('Nicht gespeichert – neuer Versuch in 4 s');

  // An edit while waiting is part of the next attempt.
  edit('offline weiter bearbeitet');
  backend.control.offline = false;
  await advance(3999);
  expect(saves()).toHaveLength(2);
  await advance(1);
  expect(saves()).toHaveLength(3);
  expect(saves()[2]?.note.text).toBe('offline weiter bearbeitet');
  expect(status()).toBe('Gespeichert');
  expect(backend.server.get('n1')?.text).toBe('offline weiter bearbeitet');
  task.cancel();
});

test('hiding the page writes unsaved edits at once; going online retries at once', async () => {
  const { saves, edit, backend, task } = setup();
  edit('schnell weg');
  await advance(100);
  hidePage();
  await advance(0);
  expect(saves()).toHaveLength(1);
  expect(backend.server.get('n1')?.text).toBe('schnell weg');

  Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
  backend.control.offline = true;
  edit('im Funkloch');
  await advance(1000);
  expect(saves()).toHaveLength(2);
  backend.control.offline = false;
  window.dispatchEvent(new Event('online'));
  await advance(0);
  expect(saves()).toHaveLength(3);
  expect(backend.server.get('n1')?.text).toBe('im Funkloch');
  task.cancel();
});

test('a placeholder entry is never saved and never counts as unsaved', async () => {
  const { saves, edit, store, task } = setup({ n1: 'lädt …' });
  edit('Tippfehler während des Ladens');
  await advance(5000);
  hidePage();
  await advance(0);
  expect(saves()).toHaveLength(0);
  expect(selectHasUnsaved(store.getState())).toBe(false);
  task.cancel();
});

describe('someone else saved a newer version', () => {
  function setupConflict() {
    const harness = setup();
    harness.backend.server.set('n1', { id: 'n1', text: 'Fassung aus dem anderen Fenster', version: 7 });
    return harness;
  }

  test('the write stops in a conflict instead of retrying or overwriting', async () => {
    const { saves, status, edit, backend, store, task } = setupConflict();
    edit('meine Fassung');
    await advance(1000);
    expect(status()).toBe('Neuere Version vorhanden');
    await advance(60_000);
    edit('meine Fassung, weiter bearbeitet');
    await advance(5000);
    expect(saves()).toHaveLength(1);
    expect(backend.server.get('n1')?.text).toBe('Fassung aus dem anderen Fenster');
    expect(selectHasUnsaved(store.getState())).toBe(true);
    task.cancel();
  });

  test("'Ihre Fassung behalten' writes own edits on top of the stored version", async () => {
    const { saves, status, edit, backend, store, task } = setupConflict();
    edit('meine Fassung');
    await advance(1000);
    store.dispatch(conflictResolved({ area: 'notes', key: 'n1', choice: 'mine' }));
    await advance(0);
    expect(saves().map((s) => s.note.version)).toEqual([3, 7]);
    expect(backend.server.get('n1')).toEqual({ id: 'n1', text: 'meine Fassung', version: 8 });
    expect(status()).toBe('Gespeichert');
    task.cancel();
  });

  test("'Gespeicherte Fassung laden' replaces own edits and writes nothing", async () => {
    const { saves, status, edit, backend, store, task } = setupConflict();
    edit('meine Fassung');
    await advance(1000);
    store.dispatch(conflictResolved({ area: 'notes', key: 'n1', choice: 'theirs' }));
    await advance(5000);
    expect(store.getState().notes.n1).toEqual({
      id: 'n1',
      text: 'Fassung aus dem anderen Fenster',
      version: 7,
    });
    expect(saves()).toHaveLength(1);
    expect(status()).toBe('Gespeichert');
    expect(selectHasUnsaved(store.getState())).toBe(false);
    // Later edits save normally against the loaded version.
    edit('neu auf Basis der gespeicherten');
    await advance(1000);
    expect(backend.server.get('n1')).toEqual({
      id: 'n1',
      text: 'neu auf Basis der gespeicherten',
      version: 8,
    });
    task.cancel();
  });
});
