/**
 * Shopping lists as an autosaved area: each list is one document, written with `shoppingLists/save`
 * (version-checked by the backend). Only loaded lists are saved; a list still loading or never loaded
 * is a placeholder string the autosave never writes.
 */
import type { UnknownAction } from '@reduxjs/toolkit';
import type { ShoppingList } from '@speiseplaner/shared';
import { callAction } from '../../platform/transport/1-callAction';
import type { AutosaveArea } from '../../platform/autosave/autosaveArea';
import type { AutosaveState } from '../../platform/autosave/autosaveSlice';
import { itemChecked, listStoredLoaded, type ShoppingState } from './shoppingSlice';

type State = { shopping: ShoppingState; autosave: AutosaveState };

export const SHOPPING_AREA = 'shopping';

export const shoppingArea: AutosaveArea<State, ShoppingList> = {
  area: SHOPPING_AREA,
  isChange: (action: UnknownAction) => itemChecked.match(action),
  keyOf: (action: UnknownAction) => (itemChecked.match(action) ? action.payload.id : undefined),
  selectEntry: (state, id) => {
    const entry = state.shopping.entries[id];
    if (!entry) return undefined;
    return entry.loadingState === 'loaded' && entry.list ? entry.list : entry.loadingState;
  },
  write: (shoppingList) => callAction('shoppingLists/save', { shoppingList }),
  fetchStored: function* (id) {
    const answer = yield* callAction('shoppingLists/fetch', { id });
    return answer.payload.shoppingList;
  },
  storedLoaded: (_id, list, choice) => listStoredLoaded({ list, choice }),
};
