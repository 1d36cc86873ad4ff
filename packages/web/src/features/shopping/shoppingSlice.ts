/**
 * Einkauf: the kitchen's shopping lists by id, each with its loading state ('none', then 'loading' while
 * fetched, then 'loaded'), the overview's load, the plan weeks the new-list dialog needs, and the creation
 * of a new list. Only loaded lists can be edited and autosaved.
 */
import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ShoppingList, ShoppingLoadingState } from '@speiseplaner/shared';
import { answerAction } from '../../platform/transport/answerActions';
import { createLoad, IDLE_LOAD, markLoaded, type Load } from '../../platform/loadable';

export interface ShoppingEntry {
  loadingState: ShoppingLoadingState;
  list?: ShoppingList;
  /** German message when the list could not be loaded. */
  error?: string;
  /** The backend has no such list (not a passing problem: trying again does not help). */
  notFound?: boolean;
}

/** The plan weeks `from`–`to` (ISO week ids); an answer for another range leaves it alone. */
export interface PlanRange extends Load {
  from: string;
  to: string;
}

export interface ShoppingState {
  /** The overview of all lists (`shoppingLists/list`). */
  lists: Load;
  entries: Record<string, ShoppingEntry>;
  /** Plan weeks (ISO week ids) loaded for the new-list dialog. */
  planRange?: PlanRange;
  creation: { status: 'idle' | 'saving' | 'done' | 'failed'; id?: string; error?: string };
}

export const initialState: ShoppingState = {
  lists: IDLE_LOAD,
  entries: {},
  creation: { status: 'idle' },
};

/** Backend answers, dispatched as they come. */
export const listsListed = answerAction('shoppingLists/list');
export const listFetched = answerAction('shoppingLists/fetch');
export const listSaved = answerAction('shoppingLists/save');
export const listStored = answerAction('shoppingLists/new');

/** The overview needs the lists; the saga loads them unless loaded or loading. */
export const listsLoad = createLoad<ShoppingState>('shopping/lists', (state) => state.lists);
export const listsNeeded = listsLoad.needed;

/** Stores a list as loaded unless a loaded (maybe edited) copy is here already. */
function keepLoaded(state: ShoppingState, list: ShoppingList) {
  if (state.entries[list.id]?.loadingState !== 'loaded')
    state.entries[list.id] = { loadingState: 'loaded', list };
}

const shoppingSlice = createSlice({
  name: 'shopping',
  initialState,
  reducers: {
    /** The list page opened an id; the saga fetches it unless it is loaded. */
    listSelected(_state, _action: PayloadAction<string>) {},
    listLoading(state, action: PayloadAction<string>) {
      const entry = state.entries[action.payload];
      if (entry?.loadingState !== 'loaded') state.entries[action.payload] = { loadingState: 'loading' };
    },
    listLoadFailed(state, action: PayloadAction<{ id: string; message: string; notFound?: boolean }>) {
      const { id, message, notFound } = action.payload;
      const entry = state.entries[id];
      if (entry?.loadingState !== 'loaded')
        state.entries[id] = { loadingState: 'none', error: message, ...(notFound ? { notFound } : {}) };
    },
    /** Lists the status rule turned shopped on loading (the saga applies the shared rule). */
    listsShopped(state, action: PayloadAction<string[]>) {
      for (const id of action.payload) {
        const list = state.entries[id]?.list;
        if (list) list.status = 'shopped';
      }
    },
    /** An item checked off or back on (loaded lists only). */
    itemChecked(state, { payload }: PayloadAction<{ id: string; slug: string; checked: boolean }>) {
      const entry = state.entries[payload.id];
      if (entry?.loadingState !== 'loaded' || !entry.list) return;
      const item = entry.list.items.find((i) => i.slug === payload.slug);
      if (item) item.checked = payload.checked;
    },
    /** After a conflict: the stored list replaces ours ('theirs') or lends us its version ('mine'). */
    listStoredLoaded(state, action: PayloadAction<{ list: ShoppingList; choice: 'mine' | 'theirs' }>) {
      const { list, choice } = action.payload;
      const local = state.entries[list.id]?.list;
      if (choice === 'theirs' || !local) state.entries[list.id] = { loadingState: 'loaded', list };
      else local.version = list.version;
    },
    /** The plan weeks `from`–`to` (ISO week ids) for the new-list dialog. */
    planWeeksNeeded(state, action: PayloadAction<{ from: string; to: string }>) {
      state.planRange = { ...action.payload, status: 'loading' };
    },
    planWeeksLoaded(state, action: PayloadAction<{ from: string; to: string }>) {
      const range = state.planRange;
      if (range?.from === action.payload.from && range.to === action.payload.to) range.status = 'loaded';
    },
    planWeeksFailed(state, action: PayloadAction<{ from: string; to: string; message: string }>) {
      const range = state.planRange;
      if (range?.from !== action.payload.from || range.to !== action.payload.to) return;
      range.status = 'failed';
      range.error = action.payload.message;
    },
    /** A new list built with the shared rules; the saga stores it with `shoppingLists/new`. */
    listCreateRequested(state, action: PayloadAction<ShoppingList>) {
      state.creation = { status: 'saving', id: action.payload.id };
    },
    listCreateFailed(state, action: PayloadAction<{ id: string; message: string }>) {
      if (state.creation.id === action.payload.id)
        state.creation = { status: 'failed', id: action.payload.id, error: action.payload.message };
    },
    /** The dialog closed or went on to the new list. */
    creationReset(state) {
      state.creation = { status: 'idle' };
    },
  },
  extraReducers: (builder) =>
    listsLoad
      .addCases(builder)
      .addCase(listsListed, (state, { payload }) => {
        markLoaded(state.lists);
        for (const list of payload.shoppingLists) keepLoaded(state, list);
      })
      .addCase(listFetched, (state, { payload }) => keepLoaded(state, payload.shoppingList))
      .addCase(listStored, (state, { payload }) => {
        keepLoaded(state, payload.shoppingList);
        if (state.creation.id === payload.shoppingList.id)
          state.creation = { status: 'done', id: payload.shoppingList.id };
      })
      .addCase(listSaved, (state, { payload }) => {
        // Only the version: checks made while the write was in flight stay and go out next.
        const list = state.entries[payload.shoppingList.id]?.list;
        if (list) list.version = payload.shoppingList.version;
      }),
});

export const {
  listSelected,
  listLoading,
  listLoadFailed,
  listsShopped,
  itemChecked,
  listStoredLoaded,
  planWeeksNeeded,
  planWeeksLoaded,
  planWeeksFailed,
  listCreateRequested,
  listCreateFailed,
  creationReset,
} = shoppingSlice.actions;

export default shoppingSlice.reducer;

type WithShopping = { shopping: ShoppingState };

export const selectShopping = (state: WithShopping) => state.shopping;
export const selectShoppingEntry = (state: WithShopping, id: string): ShoppingEntry | undefined =>
  state.shopping.entries[id];

/** Every loaded list, newest first (by start date, then end date). */
export const selectListsNewestFirst = createSelector(
  [(state: WithShopping) => state.shopping.entries],
  (entries) =>
    Object.values(entries)
      .flatMap((entry) => (entry.loadingState === 'loaded' && entry.list ? [entry.list] : []))
      .sort(
        (a, b) =>
          b.startDate.localeCompare(a.startDate) ||
          b.endDate.localeCompare(a.endDate) ||
          a.id.localeCompare(b.id),
      ),
);
