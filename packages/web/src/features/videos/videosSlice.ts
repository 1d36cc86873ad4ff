/**
 * The Mediathek's videos as the backend lists them (`videos/list`, public: only published videos with a
 * YouTube id). Loaded once per visit, where the Mediathek or an article's video embed needs them, so the
 * first load of other pages carries none.
 */
import { createSlice, isAnyOf } from '@reduxjs/toolkit';
import type { Video } from '@speiseplaner/shared';
import { answerAction } from '../../platform/transport/answerActions';
import { createLoad, markLoaded, type Load } from '../../platform/loadable';

/** The list's load (`status`, `error`) sits on the state itself. */
export interface VideosState extends Load {
  items: Video[];
}

export const videosListAnswer = answerAction('videos/list');
/** An admin's change in this visit: the Mediathek loads the list again the next time it is needed. */
const videoSavedAnswer = answerAction('videos/save');
const videoDeletedAnswer = answerAction('videos/delete');
export const videosLoad = createLoad<VideosState>('videos/load', (state) => state);
/** The Mediathek or an embed asks for the list; the saga loads it unless it is loaded or loading. */
export const videosRequested = videosLoad.needed;

export const initialState: VideosState = { status: 'idle', items: [] };

const videosSlice = createSlice({
  name: 'videos',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    videosLoad
      .addCases(builder)
      .addCase(videosListAnswer, (state, action) => {
        state.items = action.payload.videos;
        markLoaded(state);
      })
      .addMatcher(isAnyOf(videoSavedAnswer, videoDeletedAnswer), (state) => {
        if (state.status === 'loaded') state.status = 'idle';
      });
  },
});

export default videosSlice.reducer;

interface WithVideos {
  videos: VideosState;
}
export const selectVideos = (state: WithVideos) => state.videos;
/** The YouTube id of our video `id`; '' while unknown, unpublished or not loaded (the embed's placeholder). */
export const selectVideoHostingId = (state: WithVideos, id: string) =>
  state.videos.items.find((video) => video.id === id)?.youtubeId ?? '';
