/**
 * A write the backend refuses for good (finalError.ts) stops the autosave: no further calls, whatever
 * the backoff, a flush or going online would do; the edit stays until the cook retries or discards it.
 */
import { refusalAnswered, selectDocSave, selectHasUnsaved } from './autosaveSlice';
import { makeNotesBackend, makeNotesStore, noteEdited, type Note } from './notesArea.testkit';
import { selectSaveSummary } from './saveSummary';

const NOTE: Note = { id: 'n1', text: 'Linsensuppe', version: 3 };

function setup() {
  const backend = makeNotesBackend([{ ...NOTE }]);
  const { store, task } = makeNotesStore({ n1: { ...NOTE } }, backend);
  backend.control.refused.add('n1');
  backend.control.refusedCode = 'permission-denied';
  const saves = () => backend.transport.callsOf('notes/save') as { note: Note }[];
  const doc = () => selectDocSave(store.getState(), { area: 'notes', key: 'n1' });
  const edit = (text: string) => store.dispatch(noteEdited({ id: 'n1', text }));
  const answer = (choice: 'retry' | 'discard') =>
    store.dispatch(refusalAnswered({ area: 'notes', key: 'n1', choice }));
  return { backend, store, task, saves, doc, edit, answer };
}

const advance = (ms: number) => jest.advanceTimersByTimeAsync(ms);

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('a refused write is not retried: no call after it, not on a flush nor on going online', async () => {
  const { saves, doc, edit, store, task } = setup();
  edit('ohne Berechtigung');
  await advance(1000);
  expect(saves()).toHaveLength(1);
  expect(doc()).toMatchObject({
    status: 'refused',
    message: 'Keine Berechtigung zum Speichern – bitte neu anmelden oder die Verwaltung fragen',
  });
  // The retry schedule would have sent several writes by now (2, 4, 8, 16, 30 s …).
  await advance(120_000);
  window.dispatchEvent(new Event('online'));
  await advance(0);
  expect(saves()).toHaveLength(1);
  // The edit is kept, and the page still counts it as unsaved.
  expect(store.getState().notes.n1).toEqual({ id: 'n1', text: 'ohne Berechtigung', version: 3 });
  expect(selectHasUnsaved(store.getState())).toBe(true);
  expect(selectSaveSummary(store.getState())).toEqual({
    status: 'refused',
    message: 'Keine Berechtigung zum Speichern – bitte neu anmelden oder die Verwaltung fragen',
  });
  task.cancel();
});

test("'Erneut versuchen' sends exactly one write; once the backend accepts, the edit is stored", async () => {
  const { saves, doc, edit, answer, backend, task } = setup();
  edit('ohne Berechtigung');
  await advance(1000);
  answer('retry');
  await advance(60_000);
  expect(saves()).toHaveLength(2);
  expect(doc()?.status).toBe('refused');

  backend.control.refused.clear();
  answer('retry');
  await advance(0);
  expect(saves()).toHaveLength(3);
  expect(backend.server.get('n1')).toEqual({ id: 'n1', text: 'ohne Berechtigung', version: 4 });
  expect(doc()?.status).toBe('saved');
  task.cancel();
});

test("'Änderung verwerfen' loads the stored version and writes nothing", async () => {
  const { saves, doc, edit, answer, store, task } = setup();
  edit('wird verworfen');
  await advance(1000);
  answer('discard');
  await advance(60_000);
  expect(store.getState().notes.n1).toEqual(NOTE);
  expect(saves()).toHaveLength(1);
  expect(doc()?.status).toBe('saved');
  expect(selectHasUnsaved(store.getState())).toBe(false);
  task.cancel();
});

test('a further edit of a refused document gets one write of its own (it may be the fix)', async () => {
  const { saves, doc, edit, backend, task } = setup();
  backend.control.refusedCode = 'invalid-argument';
  edit('viel zu lang');
  await advance(1000);
  expect(doc()?.message).toBe(
    'Nicht gespeichert – die Änderung wurde abgelehnt: Die Notiz lässt sich nicht speichern.',
  );
  backend.control.refused.clear();
  edit('kurz');
  await advance(1000);
  expect(saves().map((s) => s.note.text)).toEqual(['viel zu lang', 'kurz']);
  expect(backend.server.get('n1')?.text).toBe('kurz');
  expect(doc()?.status).toBe('saved');
  task.cancel();
});

test('a server error is still retried with backoff', async () => {
  const { saves, doc, edit, backend, task } = setup();
  backend.control.refusedCode = 'internal';
  edit('Serverfehler');
  await advance(1000);
  expect(doc()?.status).toBe('retrying');
  await advance(2000 + 4000);
  expect(saves()).toHaveLength(3);
  task.cancel();
});
