/**
 * Why this saga exists: the Mediathek section sends one change at a time and dispatches the answers as
 * they are; a save or delete refused because another admin changed the video reloads the list, so the
 * form can offer the stored version next to the admin's own (nothing is overwritten).
 */
import { all, put, takeLatest, takeLeading } from 'redux-saga/effects';
import { callAction } from '../../../platform/transport/1-callAction';
import { messageOf } from '../../../platform/errorMessage';
import { runLoad } from '../../../platform/loadable';
import {
  removalFailed,
  saveFailed,
  videoDeleteRequested,
  videoSaveRequested,
  videosLoad,
} from './adminVideosSlice';

/** Refusals after which the stored list may differ from the one shown. */
const STALE_CODES = new Set(['failed-precondition', 'already-exists', 'not-found']);
const isStale = (error: unknown) => STALE_CODES.has(String((error as { code?: unknown } | null)?.code));

function* loadList() {
  yield* runLoad(videosLoad, 'videos/all', {});
}

function* save({ payload }: ReturnType<typeof videoSaveRequested>) {
  try {
    yield put(yield* callAction('videos/save', payload));
  } catch (error) {
    yield put(saveFailed(messageOf(error)));
    if (isStale(error)) yield put(videosLoad.needed());
  }
}

function* remove({ payload }: ReturnType<typeof videoDeleteRequested>) {
  try {
    yield put(yield* callAction('videos/delete', payload));
  } catch (error) {
    yield put(removalFailed(messageOf(error)));
    if (isStale(error)) yield put(videosLoad.needed());
  }
}

export function* adminVideosSaga() {
  yield all([
    takeLatest(videosLoad.needed.type, loadList),
    takeLeading(videoSaveRequested.type, save),
    takeLeading(videoDeleteRequested.type, remove),
  ]);
}
