/**
 * Saga helpers of the autosave machinery (makeAutosaveSaga.ts) for edits that must survive a reload or a
 * killed tab: a document is kept in the offline store with every edit and again before each write, and
 * dropped once the backend accepted its latest edit. On start the kept documents are put back and written
 * with the version they were edited from, so a stale one ends in the conflict dialog as any other.
 */
import { call, select, type Effect } from 'redux-saga/effects';
import { readPending, removePending, writePending, type PendingEdit } from './offlineDb';
import { selectOfflineStore } from './offlineCache';

/** Keeps the document with its edits (replacing what was kept for it). */
export function* keepEdit(area: string, key: string, doc: object): Generator<Effect, void, unknown> {
  const store = (yield select(selectOfflineStore)) as string | undefined;
  yield call(writePending, store, { area, key, doc });
}

/** The backend holds the document's latest edit, or the user took the stored version. */
export function* dropEdit(area: string, key: string): Generator<Effect, void, unknown> {
  const store = (yield select(selectOfflineStore)) as string | undefined;
  yield call(removePending, store, area, key);
}

/** The documents of `area` whose edits the backend has not accepted yet. */
export function* keptEdits(area: string): Generator<Effect, PendingEdit[], unknown> {
  const store = (yield select(selectOfflineStore)) as string | undefined;
  const edits = (yield call(readPending, store, area)) as PendingEdit[] | undefined;
  return edits ?? [];
}
