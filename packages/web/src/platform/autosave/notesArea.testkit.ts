/**
 * A tiny autosaved area for the autosave tests: notes with a text and a version, a real store with the
 * real autosave reducer and sagas, and a fake backend that keeps versions like the real one (a save
 * from an older version is refused with `failed-precondition`) and can be taken offline. Notes are no
 * backend action of the app, so the area talks to its fake server through its own sagas (AreaSagas),
 * not through the app's typed transport.
 */
import { combineReducers, configureStore, createAction, createReducer } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { all, call } from 'redux-saga/effects';
import { TransportError } from '../../../test/fakeTransport';
import type { AreaSagas } from './autosaveArea';
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
/** The server's answer to a save. */
export const noteSaved = createAction<{ note: Note }>('notes/save/answer');

/** A string entry is a placeholder ('lädt …'). */
type NotesState = Record<string, Note | string>;

const notesReducer = createReducer<NotesState>({}, (builder) =>
  builder
    .addCase(noteEdited, (state, { payload }) => {
      const note = state[payload.id];
      if (typeof note === 'object') note.text = payload.text;
    })
    // The save answer brings the new version; the text stays as edited meanwhile.
    .addCase(noteSaved, (state, { payload }) => {
      const note = state[payload.note.id];
      if (typeof note === 'object') note.version = payload.note.version;
    })
    .addCase(noteStoredLoaded, (state, { payload }) => {
      const note = state[payload.note.id];
      if (typeof note !== 'object' || payload.choice === 'theirs') state[payload.note.id] = payload.note;
      else note.version = payload.note.version;
    }),
);

const rootReducer = combineReducers({ notes: notesReducer, autosave: autosaveReducer });
type State = ReturnType<typeof rootReducer>;

/** The backend's copy of the notes, with an offline switch and a hook to hold answers back. */
export function makeNotesBackend(stored: Note[]) {
  const server = new Map(stored.map((note) => [note.id, { ...note }]));
  const control = {
    offline: false,
    hold: undefined as Promise<void> | undefined,
    refused: new Set<string>(),
    /** The code a refused note fails with (`internal` is retried, `permission-denied` is final). */
    refusedCode: 'internal',
  };
  const calls: { type: string; payload: unknown }[] = [];
  const save = async (note: Note) => {
    calls.push({ type: 'notes/save', payload: { note } });
    if (control.hold) await control.hold;
    if (control.offline) throw new TransportError('unavailable', 'Ein Netzwerkfehler ist aufgetreten');
    if (control.refused.has(note.id))
      throw new TransportError(control.refusedCode, 'Die Notiz lässt sich nicht speichern.');
    const current = server.get(note.id);
    if (current && current.version !== note.version)
      throw new TransportError('failed-precondition', 'Die Notiz wurde inzwischen geändert.');
    const saved = { ...note, version: note.version + 1 };
    server.set(note.id, saved);
    return noteSaved({ note: saved });
  };
  const fetch = async (id: string) => {
    calls.push({ type: 'notes/fetch', payload: { id } });
    const note = server.get(id);
    if (!note) throw new TransportError('not-found', 'Die Notiz gibt es nicht mehr.');
    return note;
  };
  /** The notes area's side of the autosave seam: its sagas call this server. */
  const sagas: AreaSagas<Note> = {
    write: function* (note) {
      const answer: ReturnType<typeof noteSaved> = yield call(save, note);
      return answer;
    },
    fetchStored: function* (id) {
      const note: Note = yield call(fetch, id);
      return note;
    },
  };
  const transport = {
    calls,
    callsOf: (type: string) => calls.filter((c) => c.type === type).map((c) => c.payload),
  };
  return { server, control, transport, sagas };
}

function notesAutosaveSaga(backend: ReturnType<typeof makeNotesBackend>) {
  return makeAutosaveSaga<State, Note>({
    area: 'notes',
    isChange: (action) => noteEdited.match(action),
    keyOf: (action) => (noteEdited.match(action) ? action.payload.id : undefined),
    selectEntry: (state, key) => state.notes[key],
    ...backend.sagas,
    storedLoaded: (_key, note, choice) => noteStoredLoaded({ note, choice }),
  });
}

export function makeNotesStore(notes: NotesState, backend: ReturnType<typeof makeNotesBackend>) {
  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: { notes },
    middleware: (getDefault) => getDefault({ thunk: false }).concat(sagaMiddleware),
  });
  const task = sagaMiddleware.run(function* () {
    yield all([call(notesAutosaveSaga(backend)), call(flushTriggersSaga)]);
  });
  return { store, task };
}
