/**
 * Light or dark view (docs/product.md, "View mode"); restored from the `view-mode` cookie when the store
 * starts.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { readViewModeCookie, type ViewMode } from './viewModeCookie';

export type { ViewMode } from './viewModeCookie';

export interface ViewModeState {
  mode: ViewMode;
}

function initialViewMode(): ViewModeState {
  return { mode: typeof document === 'undefined' ? 'light' : (readViewModeCookie() ?? 'light') };
}

const viewModeSlice = createSlice({
  name: 'viewMode',
  initialState: initialViewMode,
  reducers: {
    viewModeToggled(state) {
      state.mode = state.mode === 'dark' ? 'light' : 'dark';
    },
    viewModeChosen(state, action: PayloadAction<ViewMode>) {
      state.mode = action.payload;
    },
  },
});

export const { viewModeToggled, viewModeChosen } = viewModeSlice.actions;

export default viewModeSlice.reducer;

export const selectViewMode = (state: { viewMode: ViewModeState }): ViewMode => state.viewMode.mode;
