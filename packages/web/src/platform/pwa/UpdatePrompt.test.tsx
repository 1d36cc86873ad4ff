/** The update prompt: the new version takes over only when asked, and never before every edit is stored. */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { makeNotesBackend, makeNotesStore, noteEdited } from '../autosave/notesArea.testkit';
import UpdatePrompt from './UpdatePrompt';

function setup() {
  const backend = makeNotesBackend([{ id: 'n1', text: 'Hirsebrei', version: 1 }]);
  const { store, task } = makeNotesStore({ n1: { id: 'n1', text: 'Hirsebrei', version: 1 } }, backend);
  const activate = jest.fn(async () => undefined);
  render(
    <Provider store={store}>
      <UpdatePrompt activate={activate} />
    </Provider>,
  );
  const edit = (text: string) => act(() => void store.dispatch(noteEdited({ id: 'n1', text })));
  return {
    backend,
    activate,
    edit,
    task,
    user: userEvent.setup({ advanceTimers: jest.advanceTimersByTime }),
  };
}

const reloadButton = () => screen.getByRole('button', { name: 'Neu laden' });

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('says that a new version is there and loads it on "Neu laden" when nothing is unsaved', async () => {
  const { activate, user, task } = setup();
  expect(screen.getByRole('alert')).toHaveTextContent('Neue Version verfügbar');
  expect(activate).not.toHaveBeenCalled();

  await user.click(reloadButton());

  expect(activate).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('alert')).toHaveTextContent('Wird neu geladen …');
  expect(reloadButton()).toBeDisabled();
  task.cancel();
});

test('an unsaved edit is written first; the new version loads only once it is stored', async () => {
  const { backend, activate, edit, user, task } = setup();
  backend.control.offline = true;
  edit('Hirsebrei mit Apfel');

  await user.click(reloadButton());

  // The flush went out at once (no debounce) but could not arrive: no reload yet.
  expect(backend.transport.callsOf('notes/save')).toHaveLength(1);
  expect(screen.getByRole('alert')).toHaveTextContent(
    'Sie wird geladen, sobald alle Änderungen gespeichert sind.',
  );
  expect(activate).not.toHaveBeenCalled();

  backend.control.offline = false;
  await act(async () => void window.dispatchEvent(new Event('online')));

  expect(backend.server.get('n1')?.text).toBe('Hirsebrei mit Apfel');
  expect(activate).toHaveBeenCalledTimes(1);
  task.cancel();
});

test('"Später" closes the prompt without loading the new version', async () => {
  const { activate, user, task } = setup();

  await user.click(screen.getByRole('button', { name: 'Später' }));

  expect(screen.queryByText('Neue Version verfügbar')).not.toBeInTheDocument();
  expect(activate).not.toHaveBeenCalled();
  task.cancel();
});
