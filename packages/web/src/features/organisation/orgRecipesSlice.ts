/**
 * The Träger's recipes on the Träger page (docs/product.md, "Träger"): the Träger's list (org/recipes),
 * the own recipes of the Träger-Leitung's current kitchen that she may share (recipes/list, the entries
 * whose `owner` is that kitchen), and the writes „Teilen“/„Erneut teilen“ (org/shareRecipe) and
 * „Zurückziehen“ (org/withdrawRecipe). Each answer names the Träger it belongs to, so a slow answer for
 * another Träger never shows under this one.
 */
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { RecipeListEntry } from '@speiseplaner/shared';
import { useSelector } from 'react-redux';
import {
  IDLE_COMMAND,
  markDone,
  markFailed,
  markIdle,
  markSending,
  type Command,
} from '../../platform/command';
import { IDLE_LOAD, markLoaded, type Load } from '../../platform/loadable';

/** A write of the recipes section; `name` is the recipe's for the message afterwards. */
export type OrgRecipeWrite = { kind: 'share' | 'withdraw'; slug: string; name: string };

export interface OrgRecipesState {
  /** The Träger the lists are about. */
  organisationId?: string;
  load: Load;
  /** The Träger's recipes as its kitchens see them (withdrawn ones not). */
  recipes: RecipeListEntry[];
  /** The own recipes of the current kitchen (what „Rezept teilen“ offers). */
  ownLoad: Load;
  own: RecipeListEntry[];
  /** The latest share or withdrawal, and which one it was. */
  write: Command;
  lastWrite?: OrgRecipeWrite;
}

export const initialState: OrgRecipesState = {
  load: { ...IDLE_LOAD },
  recipes: [],
  ownLoad: { ...IDLE_LOAD },
  own: [],
  write: { ...IDLE_COMMAND },
};

/** The page shows Träger `organisationId`: its list and the current kitchen's own recipes are read. */
export const orgRecipesNeeded = createAction<{ organisationId: string; kitchenId: string }>(
  'orgRecipes/needed',
);
export const orgRecipeWriteSubmitted = createAction<{ organisationId: string; write: OrgRecipeWrite }>(
  'orgRecipes/writeSubmitted',
);

const orgRecipesSlice = createSlice({
  name: 'orgRecipes',
  initialState,
  reducers: {
    loading(state) {
      state.load.status = 'loading';
      delete state.load.error;
    },
    loadFailed(state, action: PayloadAction<{ organisationId: string; message: string }>) {
      if (action.payload.organisationId !== state.organisationId) return;
      state.load = { status: 'failed', error: action.payload.message };
    },
    /** The Träger's list, from org/recipes or the answer of a write. */
    listed(state, action: PayloadAction<{ organisationId: string; recipes: RecipeListEntry[] }>) {
      if (action.payload.organisationId !== state.organisationId) return;
      state.recipes = action.payload.recipes;
      markLoaded(state.load);
    },
    ownLoading(state) {
      state.ownLoad.status = 'loading';
      delete state.ownLoad.error;
    },
    ownFailed(state, action: PayloadAction<string>) {
      state.ownLoad = { status: 'failed', error: action.payload };
    },
    ownListed(state, action: PayloadAction<RecipeListEntry[]>) {
      state.own = action.payload;
      markLoaded(state.ownLoad);
    },
    writeDone(state) {
      markDone(state.write);
    },
    writeFailed(state, action: PayloadAction<string>) {
      markFailed(state.write, action.payload);
    },
    /** A dialog closed or the message was read: the next write starts without the old outcome. */
    writeSeen(state) {
      markIdle(state.write);
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(orgRecipesNeeded, (state, { payload }) => {
        if (state.organisationId === payload.organisationId) return;
        state.organisationId = payload.organisationId;
        state.recipes = [];
        state.load = { ...IDLE_LOAD };
        markIdle(state.write);
        delete state.lastWrite;
      })
      .addCase(orgRecipeWriteSubmitted, (state, { payload }) => {
        markSending(state.write);
        state.lastWrite = payload.write;
      });
  },
});

export const {
  loading: orgRecipesLoading,
  loadFailed: orgRecipesLoadFailed,
  listed: orgRecipesListed,
  ownLoading: ownRecipesLoading,
  ownFailed: ownRecipesFailed,
  ownListed: ownRecipesListed,
  writeDone: orgRecipeWriteDone,
  writeFailed: orgRecipeWriteFailed,
  writeSeen: orgRecipeWriteSeen,
} = orgRecipesSlice.actions;

export default orgRecipesSlice.reducer;

export interface WithOrgRecipes {
  orgRecipes: OrgRecipesState;
}

/** The section's state inside its StoreAreasGate (orgSharedAreas.ts). */
export const useOrgRecipesSelector = useSelector.withTypes<WithOrgRecipes>();
