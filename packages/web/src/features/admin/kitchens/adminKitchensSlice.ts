/**
 * Verwaltung › Küchen: the kitchens as admin/listKitchens answers them (page by page, by uid) and the state
 * of each access change (admin/setAccess) per kitchen, so a refused change shows its message at its row.
 */
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { FeatureFlag, KitchenRow } from '@speiseplaner/shared';
import { answerAction } from '../../../app/answerActions';
import { createLoad, markLoaded, type Load } from '../../../app/loadable';

export interface AccessChange {
  status: 'saving' | 'failed';
  error?: string;
}

export interface AdminKitchensState {
  load: Load;
  rows: KitchenRow[];
  /** Where the next page starts; null when the list is complete. */
  nextCursor: string | null;
  changes: Record<string, AccessChange>;
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

/** One switch flipped: a feature flag, or the admin role. */
export type AccessToggle = { kind: 'feature'; flag: FeatureFlag } | { kind: 'admin' };

const adminKitchensSlice = createSlice({
  name: 'adminKitchens',
  initialState,
  reducers: {
    accessToggled(state, action: PayloadAction<{ uid: string; toggle: AccessToggle }>) {
      state.changes[action.payload.uid] = { status: 'saving' };
    },
    accessFailed(state, action: PayloadAction<{ uid: string; message: string }>) {
      state.changes[action.payload.uid] = { status: 'failed', error: action.payload.message };
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
      .addCase(accessAnswered, (state, { payload }) => {
        const row = state.rows.find((r) => r.uid === payload.uid);
        if (row) {
          row.features = payload.features;
          row.admin = payload.admin;
        }
        delete state.changes[payload.uid];
      }),
});

export const { accessToggled, accessFailed } = adminKitchensSlice.actions;
export default adminKitchensSlice.reducer;
