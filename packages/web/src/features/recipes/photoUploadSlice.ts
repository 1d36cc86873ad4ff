/**
 * What the recipe page shows of adding and deleting photos (issue #33): the stage of the upload under way
 * per recipe, the last German error per recipe, the deletes under way, and the photos taken offline that
 * wait for a connection (kept in the device store, shown from a local preview address). The photos
 * themselves are in recipesSlice (`photos`, `photoAdded`, `photoDeleted`); photoUploadSaga.ts does the work.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type UploadStage = 'scaling' | 'sending';

export interface UploadProgress {
  stage: UploadStage;
  /** Which of the chosen files (1-based) and how many. */
  n: number;
  of: number;
}

/** A photo taken offline, waiting in the device store. */
export interface WaitingPhoto {
  id: string;
  recipeId: string;
  width: number;
  height: number;
  /** A local address of the scaled bytes (photoUploadSaga.ts, `preview`). */
  preview: string;
  /** Being sent right now. */
  sending: boolean;
}

export interface PhotoUploadsState {
  active: Record<string, UploadProgress>;
  errors: Record<string, string>;
  /** `<recipeId>/<imageId>` of deletes under way. */
  deleting: string[];
  waiting: WaitingPhoto[];
}

export const initialState: PhotoUploadsState = { active: {}, errors: {}, deleting: [], waiting: [] };

export const deleteKey = (recipeId: string, imageId: string) => `${recipeId}/${imageId}`;

const slice = createSlice({
  name: 'photoUploads',
  initialState,
  reducers: {
    /**
     * Files were chosen; `tokens` name them in chosenPhotos.ts (a File is no Redux value). `shared`: for a
     * shared recipe, in the Verwaltung (admins; no quota, no waiting offline).
     */
    photosChosen(state, action: PayloadAction<{ recipeId: string; tokens: string[]; shared?: boolean }>) {
      delete state.errors[action.payload.recipeId];
    },
    uploadProgressed(state, action: PayloadAction<{ recipeId: string } & UploadProgress>) {
      const { recipeId, ...progress } = action.payload;
      state.active[recipeId] = progress;
    },
    uploadFailed(state, action: PayloadAction<{ recipeId: string; message: string }>) {
      state.errors[action.payload.recipeId] = action.payload.message;
    },
    uploadEnded(state, action: PayloadAction<string>) {
      delete state.active[action.payload];
    },
    photoErrorDismissed(state, action: PayloadAction<string>) {
      delete state.errors[action.payload];
    },
    photoDeleteRequested(
      state,
      action: PayloadAction<{ recipeId: string; imageId: string; shared?: boolean }>,
    ) {
      const { recipeId, imageId } = action.payload;
      delete state.errors[recipeId];
      state.deleting.push(deleteKey(recipeId, imageId));
    },
    photoDeleteEnded(state, action: PayloadAction<{ recipeId: string; imageId: string; message?: string }>) {
      const { recipeId, imageId, message } = action.payload;
      state.deleting = state.deleting.filter((key) => key !== deleteKey(recipeId, imageId));
      if (message !== undefined) state.errors[recipeId] = message;
    },
    photoWaiting(state, action: PayloadAction<WaitingPhoto>) {
      if (!state.waiting.some((w) => w.id === action.payload.id)) state.waiting.push(action.payload);
    },
    waitingSending(state, action: PayloadAction<{ id: string; sending: boolean }>) {
      const photo = state.waiting.find((w) => w.id === action.payload.id);
      if (photo) photo.sending = action.payload.sending;
    },
    /** Sent, refused or discarded: it waits no more. */
    waitingGone(state, action: PayloadAction<string>) {
      state.waiting = state.waiting.filter((w) => w.id !== action.payload);
    },
    /** The cook throws a waiting photo away before it was sent. */
    waitingDiscardRequested(_state, _action: PayloadAction<string>) {},
  },
});

export const {
  photosChosen,
  uploadProgressed,
  uploadFailed,
  uploadEnded,
  photoErrorDismissed,
  photoDeleteRequested,
  photoDeleteEnded,
  photoWaiting,
  waitingSending,
  waitingGone,
  waitingDiscardRequested,
} = slice.actions;

export default slice.reducer;

type WithUploads = { photoUploads: PhotoUploadsState };

export const selectUploadOf = (state: WithUploads, recipeId: string): UploadProgress | undefined =>
  state.photoUploads.active[recipeId];
export const selectPhotoErrorOf = (state: WithUploads, recipeId: string): string | undefined =>
  state.photoUploads.errors[recipeId];
export const selectWaiting = (state: WithUploads) => state.photoUploads.waiting;
export const selectDeleting = (state: WithUploads) => state.photoUploads.deleting;
