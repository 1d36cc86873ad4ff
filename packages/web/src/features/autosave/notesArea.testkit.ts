/**
 * A tiny autosaved area for the autosave tests: notes with a text and a version, a real store with the
 * real autosave reducer and sagas, and a fake backend that keeps versions like the real one (a save
 * from an older version is refused with `failed-precondition`) and can be taken offline.
 */
import { combineReducers, configureStore, createAction, createReducer } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { all, call } from 'redux-saga/effects';
import { makeTransport, TransportError } from '../../../test/fakeTransport';
import autosaveReducer from './autosaveSlice';
import { flushTriggersSaga } from './flushTriggersSaga';
import { makeAutosaveSaga } from './makeAutosaveSaga';

export interface Note {
  id: string;
  text: string;
  version: number;
}

export const noteEdited = createAction<{ id: string; text: string }>('notes/edited');
export const noteStoredLoaded = createAction<{ note: Note; choice: 'mine' | 'theirs' }>('notes/storedLoaded');

/** A string entry is a placeholder ('lädt …'). */
type NotesState = Record<string, Note | string>;

const notesReducer = createReducer<NotesState>({}, (builder) =>
  builder
    .addCase(noteEdited, (state, { payload }) => {
      const note = state[payload.id];
      if (typeof note === 'object') note.text = payload.text;
    })
    // The save answer brings the new version; the text stays as edited meanwhile.
    .addCase('notes/save/answer', (state, action) => {
      const saved = (action as unknown as { payload: { note: Note } }).payload.note;
      const note = state[saved.id];
      if (typeof note === 'object') note.version = saved.version;
    })
    .addCase(noteStoredLoaded, (state, { payload }) => {
      const note = state[payload.note.id];
      if (typeof note !== 'object' || payload.choice === 'theirs') state[payload.note.id] = payload.note;
      else note.version = payload.note.version;
    }),
);

const rootReducer = combineReducers({ notes: notesReducer, autosave: autosaveReducer });
type State = ReturnType<typeof rootReducer>;

export const notesAutosaveSaga = makeAutosaveSaga<State, Note>({
  area: 'notes',
  isChange: (action) => noteEdited.match(action),
  keyOf: (action) => (noteEdited.match(action) ? action.payload.id : undefined),
  selectEntry: (state, key) => state.notes[key],
  save: (backend, note) => backend('notes/save', { note }),
  loadStored: async (backend, key) =>
    ((await backend('notes/fetch', { id: key })).payload as { note: Note }).note,
  storedLoaded: (_key, note, choice) => noteStoredLoaded({ note, choice }),
});

/** The backend's copy of the notes, with an offline switch and a hook to hold answers back. */
export function makeNotesBackend(stored: Note[]) {
  const server = new Map(stored.map((note) => [note.id, { ...note }]));
  const control = {
    offline: false,
    hold: undefined as Promise<void> | undefined,
    refused: new Set<string>(),
  };
  const transport = makeTransport({
    'notes/save': async (payload) => {
      const { note } = payload as { note: Note };
      if (control.hold) await control.hold;
      if (control.offline) throw new TransportError('unavailable', 'Ein Netzwerkfehler ist aufgetreten');
      if (control.refused.has(note.id))
        throw new TransportError('internal', 'Die Notiz lässt sich nicht speichern.');
      const current = server.get(note.id);
      if (current && current.version !== note.version)
        throw new TransportError('failed-precondition', 'Die Notiz wurde inzwischen geändert.');
      const saved = { ...note, version: note.version + 1 };
      server.set(note.id, saved);
      return { note: saved };
    },
    'notes/fetch': (payload) => ({ note: server.get((payload as { id: string }).id) }),
  });
  return { server, control, transport };
}

export function makeNotesStore(notes: NotesState, backend: ReturnType<typeof makeNotesBackend>) {
  const sagaMiddleware = createSagaMiddleware({ context: { backend: backend.transport } });
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: { notes },
    middleware: (getDefault) => getDefault({ thunk: false }).concat(sagaMiddleware),
  });
  const task = sagaMiddleware.run(function* () {
    yield all([call(notesAutosaveSaga), call(flushTriggersSaga)]);
  });
  return { store, task };
}
