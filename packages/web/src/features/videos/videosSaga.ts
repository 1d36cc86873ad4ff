/**
 * Why this saga exists: the Mediathek page and every video embed of an article ask for the published
 * videos; the list is loaded once per visit from the public `videos/list` and shared by all of them.
 */
import { takeLeading } from 'redux-saga/effects';
import { loadOnce } from '../../platform/loadable';
import { selectVideos, videosLoad } from './videosSlice';

function* loadVideos() {
  yield* loadOnce(videosLoad, selectVideos, 'videos/list', {});
}

export function* videosSaga() {
  yield takeLeading(videosLoad.needed.type, loadVideos);
}
