/** What an area (plan, recipes, ingredients …) tells the autosave machinery about its documents. */
import type { Action, UnknownAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';

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
  /**
   * Whether the stored version holds what was sent (a write whose answer was lost). Without it the whole
   * document but its own version is compared (shared `sameContent`).
   */
  sameContent?: (stored: Doc, sent: Doc) => boolean;
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

export type AutosaveArea<State, Doc extends object> = AreaBase<State, Doc> & AreaSagas<Doc>;
