/**
 * Verwaltung › Mediathek: every video as videos/all answers it (published or not), in the Mediathek's order,
 * with the form's save and a delete from the list: a collection of the admin collection kit
 * (collection/collection.ts). Answers are the backend's answer actions; each updates the list in place.
 */
import { createSlice } from '@reduxjs/toolkit';
import { compareVideos, type Video } from '@speiseplaner/shared';
import { answerAction } from '../../../platform/transport/answerActions';
import {
  collectionState,
  createCollection,
  onAnswer,
  removedMessage,
  type CollectionState,
} from '../collection/collection';

export type AdminVideosState = CollectionState<Video, 'delete'>;

export const initialState: AdminVideosState = collectionState();

export const videoCollection = createCollection<Video, 'delete'>({
  name: 'adminVideos',
  keyOf: (video) => video.id,
  compare: compareVideos,
});

const adminVideosSlice = createSlice({
  name: 'adminVideos',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    videoCollection.addCases(builder, {
      listed: onAnswer(answerAction('videos/all'), (payload) => payload.videos),
      saved: onAnswer(answerAction('videos/save'), (payload) => payload.video),
      changed: {
        delete: onAnswer(
          answerAction('videos/delete'),
          (payload, find: (id: string) => Video | undefined) => ({
            removed: payload.id,
            message: removedMessage(find(payload.id)?.title ?? payload.id),
          }),
        ),
      },
    });
  },
});

export default adminVideosSlice.reducer;
