/**
 * Verwaltung › Küchen: the kitchens as admin/listKitchens answers them (page by page, by uid) and the state
 * of each access change (admin/setAccess) per kitchen, so a refused change shows its message at its row.
 */
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { FeatureFlag, KitchenRow, RecipeListEntry } from '@speiseplaner/shared';
import { answerAction } from '../../../platform/transport/answerActions';
import { markFailed, markSending, type Command } from '../../../platform/command';
import { createLoad, markLoaded, type Load } from '../../../platform/loadable';

/** Sharing one of a kitchen's recipes: asked to confirm, under way, done (with the shared slug) or refused. */
export interface RecipeShare {
  status: 'confirming' | 'saving' | 'done' | 'failed';
  sharedSlug?: string;
  error?: string;
}

/** The kitchen whose recipes the admin looks at (admin/kitchenRecipes), and what became of each share. */
export interface KitchenRecipes {
  uid: string;
  name: string;
  load: Load;
  entries: RecipeListEntry[];
  shares: Record<string, RecipeShare>;
}

export interface AdminKitchensState {
  load: Load;
  recipes?: KitchenRecipes;
  rows: KitchenRow[];
  /** Where the next page starts; null when the list is complete. */
  nextCursor: string | null;
  /** The access change under way or refused per kitchen (uid); a saved one is removed. */
  changes: Record<string, Command>;
}

export const initialState: AdminKitchensState = {
  load: { status: 'idle' },
  rows: [],
  nextCursor: null,
  changes: {},
};

export const kitchensLoad = createLoad<AdminKitchensState>('adminKitchens/list', (state) => state.load);
/** The next page after the rows shown (the list was not complete). */
export const moreKitchensNeeded = createAction('adminKitchens/moreNeeded');
export const kitchensAnswered = answerAction('admin/listKitchens');
export const accessAnswered = answerAction('admin/setAccess');
export const kitchenRecipesAnswered = answerAction('admin/kitchenRecipes');

/** One switch flipped: a feature flag, or the admin role. */
export type AccessToggle = { kind: 'feature'; flag: FeatureFlag } | { kind: 'admin' };

const adminKitchensSlice = createSlice({
  name: 'adminKitchens',
  initialState,
  reducers: {
    accessToggled(state, action: PayloadAction<{ uid: string; toggle: AccessToggle }>) {
      markSending((state.changes[action.payload.uid] ??= { status: 'idle' }));
    },
    accessFailed(state, action: PayloadAction<{ uid: string; message: string }>) {
      markFailed((state.changes[action.payload.uid] ??= { status: 'idle' }), action.payload.message);
    },
    kitchenRecipesOpened(state, action: PayloadAction<{ uid: string; name: string }>) {
      state.recipes = { ...action.payload, load: { status: 'loading' }, entries: [], shares: {} };
    },
    kitchenRecipesFailed(state, action: PayloadAction<{ uid: string; message: string }>) {
      if (state.recipes?.uid === action.payload.uid)
        state.recipes.load = { status: 'failed', error: action.payload.message };
    },
    kitchenRecipesClosed(state) {
      delete state.recipes;
    },
    /** First click: the row asks to confirm (the copy is seen by every kitchen at once). */
    recipeShareAsked(state, action: PayloadAction<{ slug: string }>) {
      if (state.recipes) state.recipes.shares[action.payload.slug] = { status: 'confirming' };
    },
    recipeShareCancelled(state, action: PayloadAction<{ slug: string }>) {
      if (state.recipes) delete state.recipes.shares[action.payload.slug];
    },
    recipeShareConfirmed(state, action: PayloadAction<{ uid: string; slug: string }>) {
      if (state.recipes?.uid === action.payload.uid)
        state.recipes.shares[action.payload.slug] = { status: 'saving' };
    },
    recipeShared(state, action: PayloadAction<{ uid: string; slug: string; sharedSlug: string }>) {
      if (state.recipes?.uid === action.payload.uid)
        state.recipes.shares[action.payload.slug] = { status: 'done', sharedSlug: action.payload.sharedSlug };
    },
    recipeShareFailed(state, action: PayloadAction<{ uid: string; slug: string; message: string }>) {
      if (state.recipes?.uid === action.payload.uid)
        state.recipes.shares[action.payload.slug] = { status: 'failed', error: action.payload.message };
    },
  },
  extraReducers: (builder) =>
    kitchensLoad
      .addCases(builder)
      .addCase(kitchensLoad.needed, (state) => {
        // A fresh list from the first page: what another admin changed meanwhile shows.
        state.rows = [];
        state.nextCursor = null;
      })
      .addCase(kitchensAnswered, (state, { payload }) => {
        const known = new Set(state.rows.map((row) => row.uid));
        state.rows.push(...payload.kitchens.filter((row) => !known.has(row.uid)));
        state.nextCursor = payload.complete ? null : payload.nextCursor;
        markLoaded(state.load);
      })
      .addCase(kitchenRecipesAnswered, (state, { payload }) => {
        if (state.recipes?.uid !== payload.uid) return;
        state.recipes.entries = payload.recipes;
        markLoaded(state.recipes.load);
      })
      .addCase(accessAnswered, (state, { payload }) => {
        const row = state.rows.find((r) => r.uid === payload.uid);
        if (row) {
          row.features = payload.features;
          row.admin = payload.admin;
          row.accessVersion = payload.version;
        }
        delete state.changes[payload.uid];
      }),
});

export const {
  accessToggled,
  accessFailed,
  kitchenRecipesOpened,
  kitchenRecipesFailed,
  kitchenRecipesClosed,
  recipeShareAsked,
  recipeShareCancelled,
  recipeShareConfirmed,
  recipeShared,
  recipeShareFailed,
} = adminKitchensSlice.actions;
export default adminKitchensSlice.reducer;
