/** What an area (plan, recipes, ingredients …) tells the autosave machinery about its documents. */
import type { UnknownAction } from '@reduxjs/toolkit';
import type { BackendCall } from '../../app/store';

export interface AutosaveArea<State, Doc extends object> {
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
  /** Writes the document; the answer action is dispatched as is. */
  save: (backend: BackendCall, doc: Doc, key: string) => Promise<{ type: string; payload: unknown }>;
  /** Loads the stored version after a conflict. */
  loadStored: (backend: BackendCall, key: string) => Promise<Doc>;
  /**
   * Puts the stored version in place: whole ('theirs') or only its version, so own edits are written
   * on top of it ('mine'). Must not be one of the area's change actions.
   */
  storedLoaded: (key: string, stored: Doc, choice: 'mine' | 'theirs') => UnknownAction;
}
