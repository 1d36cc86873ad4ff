/** What an area (plan, recipes, ingredients …) tells the autosave machinery about its documents. */
import type { Action, UnknownAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import type { BackendCall } from '../../app/backendCall';

interface AreaBase<State, Doc extends object> {
  /** Area name, part of every document id ('plan', 'recipes' …). */
  area: string;
  /** Actions that change one document of this area (they start the debounce). */
  isChange: (action: UnknownAction) => boolean;
  /** The document an edit concerns. */
  keyOf: (action: UnknownAction) => string | undefined;
  /**
   * The current entry. A string is a placeholder (still loading, not found) and is never saved;
   * `undefined` means the document is gone.
   */
  selectEntry: (state: State, key: string) => Doc | string | undefined;
  /**
   * What goes out for a loaded entry, read from the state when the write starts (e.g. the week with
   * its average computed from the current prices). Without it the entry goes out as it is.
   */
  selectOutgoing?: (state: State, doc: Doc) => Doc;
  /**
   * Puts the stored version in place: whole ('theirs') or only its version, so own edits are written
   * on top of it ('mine'). Must not be one of the area's change actions.
   */
  storedLoaded: (key: string, stored: Doc, choice: 'mine' | 'theirs') => UnknownAction;
}

/**
 * How an area talks to its backend: two sagas. App areas send their typed action with `callAction`
 * (`write: (week) => callAction('plan/saveWeek', { week })`); the machinery never sees a transport.
 */
export interface AreaSagas<Doc extends object> {
  /** Writes the document; returns the answer action, which is dispatched as is. */
  write: (doc: Doc, key: string) => SagaIterator<Action>;
  /** Loads the stored version after a conflict. */
  fetchStored: (key: string) => SagaIterator<Doc>;
}

/**
 * The earlier form, still used by areas not migrated yet (recipes, ingredients, shopping): functions
 * that get the backend handed in. To be removed once every area uses AreaSagas.
 */
export interface AreaBackendCalls<Doc extends object> {
  /** Writes the document; the answer action is dispatched as is. */
  save: (backend: BackendCall, doc: Doc, key: string) => Promise<Action>;
  /** Loads the stored version after a conflict. */
  loadStored: (backend: BackendCall, key: string) => Promise<Doc>;
}

export type AutosaveArea<State, Doc extends object> = AreaBase<State, Doc> &
  (AreaSagas<Doc> | AreaBackendCalls<Doc>);
