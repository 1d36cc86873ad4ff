/**
 * Verwaltung › Küchen: the kitchens with their members as admin/listKitchens answers them (page by page, by
 * kitchen id), and the state of each change, a kitchen's flags (admin/setAccess) or a person's admin role
 * (admin/setAdmin), so a refused change shows its message where it was made.
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
  kitchenId: string;
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
  /**
   * The change under way or refused, by its key (changeKey: a kitchen's flags or a person's admin role);
   * a saved one is removed.
   */
  changes: Record<string, Command>;
}

/** What one switch changes: a kitchen's flag, or a person's admin role (in every kitchen they belong to). */
export type AccessToggle =
  { kind: 'feature'; kitchenId: string; flag: FeatureFlag } | { kind: 'admin'; uid: string };

/** Where a change's state is kept: per kitchen for its flags, per person for the admin role. */
export const changeKey = (toggle: Pick<AccessToggle, 'kind'> & { kitchenId?: string; uid?: string }) =>
  toggle.kind === 'feature' ? `kitchen:${toggle.kitchenId}` : `person:${toggle.uid}`;

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
export const adminAnswered = answerAction('admin/setAdmin');
export const kitchenRecipesAnswered = answerAction('admin/kitchenRecipes');

const adminKitchensSlice = createSlice({
  name: 'adminKitchens',
  initialState,
  reducers: {
    accessToggled(state, action: PayloadAction<AccessToggle>) {
      markSending((state.changes[changeKey(action.payload)] ??= { status: 'idle' }));
    },
    accessFailed(state, action: PayloadAction<{ toggle: AccessToggle; message: string }>) {
      const key = changeKey(action.payload.toggle);
      markFailed((state.changes[key] ??= { status: 'idle' }), action.payload.message);
    },
    kitchenRecipesOpened(state, action: PayloadAction<{ kitchenId: string; name: string }>) {
      state.recipes = { ...action.payload, load: { status: 'loading' }, entries: [], shares: {} };
    },
    kitchenRecipesFailed(state, action: PayloadAction<{ kitchenId: string; message: string }>) {
      if (state.recipes?.kitchenId === action.payload.kitchenId)
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
    recipeShareConfirmed(state, action: PayloadAction<{ kitchenId: string; slug: string }>) {
      if (state.recipes?.kitchenId === action.payload.kitchenId)
        state.recipes.shares[action.payload.slug] = { status: 'saving' };
    },
    recipeShared(state, action: PayloadAction<{ kitchenId: string; slug: string; sharedSlug: string }>) {
      if (state.recipes?.kitchenId === action.payload.kitchenId)
        state.recipes.shares[action.payload.slug] = { status: 'done', sharedSlug: action.payload.sharedSlug };
    },
    recipeShareFailed(state, action: PayloadAction<{ kitchenId: string; slug: string; message: string }>) {
      if (state.recipes?.kitchenId === action.payload.kitchenId)
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
        const known = new Set(state.rows.map((row) => row.kitchenId));
        state.rows.push(...payload.kitchens.filter((row) => !known.has(row.kitchenId)));
        state.nextCursor = payload.complete ? null : payload.nextCursor;
        markLoaded(state.load);
      })
      .addCase(kitchenRecipesAnswered, (state, { payload }) => {
        if (state.recipes?.kitchenId !== payload.kitchenId) return;
        state.recipes.entries = payload.recipes;
        markLoaded(state.recipes.load);
      })
      .addCase(accessAnswered, (state, { payload }) => {
        const row = state.rows.find((r) => r.kitchenId === payload.kitchenId);
        if (row) {
          row.features = payload.features;
          row.accessVersion = payload.version;
        }
        delete state.changes[changeKey({ kind: 'feature', kitchenId: payload.kitchenId })];
      })
      .addCase(adminAnswered, (state, { payload }) => {
        // The role is the person's: every kitchen they belong to shows it.
        for (const row of state.rows)
          for (const member of row.members)
            if (member.uid === payload.uid) {
              member.admin = payload.admin;
              member.accessVersion = payload.version;
            }
        delete state.changes[changeKey({ kind: 'admin', uid: payload.uid })];
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
