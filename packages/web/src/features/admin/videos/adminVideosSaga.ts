/**
 * Why this saga exists: the Mediathek section sends one change at a time and dispatches the answers as
 * they are (the admin collection kit's watchers, collection/collectionSaga.ts).
 */
import { all } from 'redux-saga/effects';
import { callAction } from '../../../platform/transport/1-callAction';
import { runLoad } from '../../../platform/loadable';
import { collectionWatchers } from '../collection/collectionSaga';
import { videoCollection } from './adminVideosSlice';

export function* adminVideosSaga() {
  yield all(
    collectionWatchers(videoCollection, {
      *list() {
        yield* runLoad(videoCollection.load, 'videos/all', {});
      },
      *save({ entry, version, isNew }) {
        return yield* callAction('videos/save', { video: entry, version, isNew });
      },
      *change({ key, version }) {
        return yield* callAction('videos/delete', { id: key, version });
      },
    }),
  );
}
