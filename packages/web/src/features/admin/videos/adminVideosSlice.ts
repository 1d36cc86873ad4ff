/**
 * Verwaltung › Mediathek: every video as videos/all answers it (published or not), the state of the
 * form's save and of a delete. Answers are the backend's answer actions; each updates the list in place.
 */
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { compareVideos, type Video } from '@speiseplaner/shared';
import { answerAction } from '../../../platform/transport/answerActions';
import { createLoad, IDLE_LOAD, markLoaded, type Load } from '../../../platform/loadable';

export type Busy = 'idle' | 'working' | 'failed' | 'done';

export interface AdminVideosState {
  load: Load;
  /** In the Mediathek's order. */
  items: Video[];
  save: { status: Busy; error?: string };
  /** A delete, named by the video's id; `message` says what happened. */
  removal: { status: Busy; id?: string; error?: string; message?: string };
}

export const initialState: AdminVideosState = {
  load: IDLE_LOAD,
  items: [],
  save: { status: 'idle' },
  removal: { status: 'idle' },
};

export const videosLoad = createLoad<AdminVideosState>('adminVideos/list', (state) => state.load);
/** The form sends a video with the version it was based on (0 and `isNew`: a new one). */
export const videoSaveRequested = createAction<{ video: Video; version: number; isNew: boolean }>(
  'adminVideos/saveRequested',
);
/** A delete names the version of the video the admin saw. */
export const videoDeleteRequested = createAction<{ id: string; version: number }>(
  'adminVideos/deleteRequested',
);

const listAnswered = answerAction('videos/all');
const saveAnswered = answerAction('videos/save');
const deleteAnswered = answerAction('videos/delete');

const adminVideosSlice = createSlice({
  name: 'adminVideos',
  initialState,
  reducers: {
    saveFailed(state, action: PayloadAction<string>) {
      state.save = { status: 'failed', error: action.payload };
    },
    /** The form opens or closes: no earlier outcome shows. */
    saveReset(state) {
      state.save = { status: 'idle' };
    },
    removalFailed(state, action: PayloadAction<string>) {
      state.removal.status = 'failed';
      state.removal.error = action.payload;
    },
    removalDismissed(state) {
      state.removal = { status: 'idle' };
    },
  },
  extraReducers: (builder) => {
    videosLoad
      .addCases(builder)
      .addCase(listAnswered, (state, { payload }) => {
        state.items = payload.videos;
        markLoaded(state.load);
      })
      .addCase(videoSaveRequested, (state) => {
        state.save = { status: 'working' };
      })
      .addCase(saveAnswered, (state, { payload }) => {
        state.items = [...state.items.filter((v) => v.id !== payload.video.id), payload.video].sort(
          compareVideos,
        );
        state.save = { status: 'done' };
      })
      .addCase(videoDeleteRequested, (state, { payload }) => {
        state.removal = { status: 'working', id: payload.id };
      })
      .addCase(deleteAnswered, (state, { payload }) => {
        const title = state.items.find((v) => v.id === payload.id)?.title ?? payload.id;
        state.items = state.items.filter((v) => v.id !== payload.id);
        state.removal = { status: 'done', id: payload.id, message: `„${title}“ ist gelöscht.` };
      });
  },
});

export const { saveFailed, saveReset, removalFailed, removalDismissed } = adminVideosSlice.actions;
export default adminVideosSlice.reducer;
