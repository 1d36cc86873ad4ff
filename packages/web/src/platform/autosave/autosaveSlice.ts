/**
 * Saving state of every autosaved document (plan weeks, recipes, ingredients …), keyed by area and
 * document id. A revision counter per document tells whether the latest edit has reached the backend:
 * `rev` counts edits, `savedRev` is the edit the last successful write carried.
 */
import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** `refused`: the backend refused the write for good (finalError.ts); kept until the cook decides. */
export type SaveStatus = 'pending' | 'saving' | 'saved' | 'retrying' | 'conflict' | 'refused';

export interface DocSaveState {
  rev: number;
  savedRev: number;
  /** The edit a write in flight carries. */
  savingRev?: number;
  status: SaveStatus;
  /** Failed writes in a row (drives the backoff). */
  failures: number;
  /** When the next attempt goes out (epoch ms), while retrying. */
  retryAt?: number;
  /** German message of the last failure, the refusal or the conflict. */
  message?: string;
}

export interface DocRef {
  area: string;
  key: string;
}

export interface AutosaveState {
  docs: Record<string, DocSaveState>;
}

export const initialState: AutosaveState = { docs: {} };

export const docId = ({ area, key }: DocRef) => `${area}:${key}`;

const fresh = (): DocSaveState => ({ rev: 0, savedRev: 0, status: 'saved', failures: 0 });

const autosaveSlice = createSlice({
  name: 'autosave',
  initialState,
  reducers: {
    /** The user changed a document; a write is due after the debounce. */
    docChanged(state, action: PayloadAction<DocRef>) {
      const doc = (state.docs[docId(action.payload)] ??= fresh());
      doc.rev += 1;
      // A new edit of a refused document gets one write of its own: it may be the fix (a shorter text).
      if (doc.status === 'saved' || doc.status === 'refused') doc.status = 'pending';
    },
    /** Asks the area's writer to save the document now (debounce over, flush, conflict kept). */
    saveRequested(_state, _action: PayloadAction<DocRef>) {},
    saveStarted(state, action: PayloadAction<DocRef & { rev: number }>) {
      const doc = (state.docs[docId(action.payload)] ??= fresh());
      doc.status = 'saving';
      doc.savingRev = action.payload.rev;
      delete doc.retryAt;
    },
    saveSucceeded(state, action: PayloadAction<DocRef & { rev: number }>) {
      const doc = (state.docs[docId(action.payload)] ??= fresh());
      doc.savedRev = Math.max(doc.savedRev, action.payload.rev);
      doc.failures = 0;
      delete doc.savingRev;
      delete doc.message;
      doc.status = doc.rev > doc.savedRev ? 'pending' : 'saved';
    },
    saveFailed(state, action: PayloadAction<DocRef & { message: string; retryAt: number }>) {
      const doc = (state.docs[docId(action.payload)] ??= fresh());
      doc.failures += 1;
      doc.status = 'retrying';
      doc.retryAt = action.payload.retryAt;
      doc.message = action.payload.message;
      delete doc.savingRev;
    },
    /** The backend refused the write for good: no retry until the cook asks for one. */
    saveRefused(state, action: PayloadAction<DocRef & { message: string }>) {
      const doc = (state.docs[docId(action.payload)] ??= fresh());
      doc.status = 'refused';
      doc.message = action.payload.message;
      doc.failures = 0;
      delete doc.savingRev;
      delete doc.retryAt;
    },
    /** The cook's answer to a refusal: write again, or discard the edit and load the stored version. */
    refusalAnswered(state, action: PayloadAction<DocRef & { choice: 'retry' | 'discard' }>) {
      const doc = state.docs[docId(action.payload)];
      if (doc?.status !== 'refused' || action.payload.choice !== 'retry') return;
      doc.status = 'pending';
      delete doc.message;
    },
    /** The backend holds a newer version than the one this edit started from. */
    conflictDetected(state, action: PayloadAction<DocRef & { message: string }>) {
      const doc = (state.docs[docId(action.payload)] ??= fresh());
      doc.status = 'conflict';
      doc.message = action.payload.message;
      doc.failures = 0;
      delete doc.savingRev;
      delete doc.retryAt;
    },
    /** The user's answer in the conflict dialog: keep own edits or load the stored version. */
    conflictResolved(_state, _action: PayloadAction<DocRef & { choice: 'mine' | 'theirs' }>) {},
    /** The stored version replaced the local one: nothing is left to save. */
    docReloaded(state, action: PayloadAction<DocRef>) {
      const doc = (state.docs[docId(action.payload)] ??= fresh());
      doc.savedRev = doc.rev;
      doc.status = 'saved';
      doc.failures = 0;
      delete doc.message;
      delete doc.retryAt;
    },
    /** Own edits win: they are written again on top of the stored version. */
    conflictKept(state, action: PayloadAction<DocRef>) {
      const doc = (state.docs[docId(action.payload)] ??= fresh());
      doc.status = 'pending';
      delete doc.message;
    },
    /** Route change, page hidden or back online: every unsaved document is written now. */
    flushRequested() {},
  },
});

export const {
  docChanged,
  saveRequested,
  saveStarted,
  saveSucceeded,
  saveFailed,
  saveRefused,
  refusalAnswered,
  conflictDetected,
  conflictResolved,
  docReloaded,
  conflictKept,
  flushRequested,
} = autosaveSlice.actions;

export default autosaveSlice.reducer;

type WithAutosave = { autosave: AutosaveState };

export const selectDocSave = (state: WithAutosave, ref: DocRef): DocSaveState | undefined =>
  state.autosave.docs[docId(ref)];

const unsaved = (doc: DocSaveState) => doc.rev > doc.savedRev;

/** Edits not yet stored anywhere (for the beforeunload warning). */
export const selectHasUnsaved = (state: WithAutosave) => Object.values(state.autosave.docs).some(unsaved);

/**
 * How many documents hold edits not yet stored anywhere; 0 before a planner page loaded the autosave area
 * (the sign-out asks first when there are any, features/auth/useSignOut.tsx).
 */
export const selectUnsavedCount = (state: Partial<WithAutosave>): number =>
  Object.values(state.autosave?.docs ?? {}).filter(unsaved).length;

/** Documents with an open conflict, oldest first. */
export const selectConflicts = createSelector(
  [(state: WithAutosave) => state.autosave.docs],
  (docs): (DocRef & { message?: string })[] =>
    Object.entries(docs)
      .filter(([, doc]) => doc.status === 'conflict')
      .map(([id, doc]) => {
        const at = id.indexOf(':');
        return { area: id.slice(0, at), key: id.slice(at + 1), message: doc.message };
      }),
);

/** Documents the backend refused for good, of one area, oldest first. */
export const selectRefused = createSelector(
  [(state: WithAutosave) => state.autosave.docs, (_state: WithAutosave, area: string) => area],
  (docs, area): (DocRef & { message?: string })[] =>
    Object.entries(docs)
      .filter(([id, doc]) => doc.status === 'refused' && id.startsWith(`${area}:`))
      .map(([id, doc]) => ({ area, key: id.slice(area.length + 1), message: doc.message })),
);
