/** The visible side of autosave: status text, conflict dialog, beforeunload warning, flush on route change. */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, useNavigate } from 'react-router';
import AutosaveStatus from './AutosaveStatus';
import ConflictDialog from './ConflictDialog';
import { makeNotesBackend, makeNotesStore, noteEdited, type Note } from './notesArea.testkit';
import { useAutosaveGuard } from './useAutosaveGuard';

const NOTE: Note = { id: 'n1', text: 'Hirsebrei', version: 1 };

function NotePage() {
  useAutosaveGuard();
  const navigate = useNavigate();
  return (
    <>
      <AutosaveStatus area="notes" docKey="n1" />
      <ConflictDialog area="notes" what="der Notiz" />
      <button onClick={() => void navigate('/anderswo')}>Weg</button>
    </>
  );
}

function setup() {
  const backend = makeNotesBackend([{ ...NOTE }]);
  const { store, task } = makeNotesStore({ n1: { ...NOTE } }, backend);
  render(
    <Provider store={store}>
      <MemoryRouter>
        <NotePage />
      </MemoryRouter>
    </Provider>,
  );
  const edit = (text: string) => act(() => void store.dispatch(noteEdited({ id: 'n1', text })));
  return { backend, store, task, edit };
}

const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

function unloadPrevented() {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('the status follows the write, and leaving the page is warned about only while unsaved', async () => {
  const { edit, task } = setup();
  expect(screen.getByRole('status')).toHaveTextContent('Gespeichert');
  expect(unloadPrevented()).toBe(false);
  edit('Hirsebrei mit Apfel');
  expect(screen.getByRole('status')).toHaveTextContent('Speichert …');
  expect(unloadPrevented()).toBe(true);
  await advance(1000);
  expect(screen.getByRole('status')).toHaveTextContent('Gespeichert');
  expect(unloadPrevented()).toBe(false);
  task.cancel();
});

test('the retry countdown ticks down each second', async () => {
  const { edit, backend, task } = setup();
  backend.control.offline = true;
  edit('ohne Netz');
  await advance(1000);
  expect(screen.getByRole('status')).toHaveTextContent('Nicht gespeichert – neuer Versuch in 2 s');
  await advance(1000);
  expect(screen.getByRole('status')).toHaveTextContent('Nicht gespeichert – neuer Versuch in 1 s');
  task.cancel();
});

test('screen readers hear the retry once, not every second of its countdown', async () => {
  const { edit, backend, task } = setup();
  backend.control.offline = true;
  edit('ohne Netz');
  await advance(1000);
  const status = screen.getByRole('status');
  expect(status).toHaveAttribute('aria-live', 'polite');
  // What the live region says (its accessible text) leaves out the seconds, which change each second.
  const countdown = within(status).getByText(/^in \d+ s$/);
  expect(countdown).toHaveAttribute('aria-hidden', 'true');
  expect(status.textContent!.replace(countdown.textContent!, '')).toBe('Nicht gespeichert – neuer Versuch');
  task.cancel();
});

test('a route change writes unsaved edits at once', async () => {
  const { edit, backend, task } = setup();
  edit('noch schnell geändert');
  await advance(200);
  fireEvent.click(screen.getByRole('button', { name: 'Weg' }));
  await advance(0);
  expect(backend.server.get('n1')?.text).toBe('noch schnell geändert');
  task.cancel();
});

test('the conflict dialog offers both versions and keeps mine on request', async () => {
  const { edit, backend, task } = setup();
  backend.server.set('n1', { id: 'n1', text: 'fremde Fassung', version: 4 });
  edit('meine Fassung');
  await advance(1000);
  expect(screen.getByRole('dialog', { name: 'Neuere Version vorhanden' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Gespeicherte Fassung laden' })).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Ihre Fassung behalten' }));
  await advance(0);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(backend.server.get('n1')).toEqual({ id: 'n1', text: 'meine Fassung', version: 5 });
  task.cancel();
});
