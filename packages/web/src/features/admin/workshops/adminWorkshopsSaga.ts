/**
 * Why this saga exists: the Workshops section sends its changes one at a time and dispatches the answers
 * as they are (the admin collection kit's watchers, collection/collectionSaga.ts: the list, the form's
 * save, a cancel or delete); it also loads the registrations of the open workshop and removes one.
 */
import type { PayloadAction } from '@reduxjs/toolkit';
import { all, put, takeEvery, takeLatest } from 'redux-saga/effects';
import { callAction } from '../../../platform/transport/1-callAction';
import { messageOf } from '../../../platform/errorMessage';
import { runLoad } from '../../../platform/loadable';
import { collectionWatchers } from '../collection/collectionSaga';
import {
  registrationRemoveRequested,
  registrationsLoad,
  registrationsRequested,
  removalFailed,
  workshopCollection,
} from './adminWorkshopsSlice';

function* loadRegistrations({ payload }: PayloadAction<{ slug: string }>) {
  yield* runLoad(registrationsLoad, 'workshops/registrations', payload);
}

function* removeRegistration({ payload }: PayloadAction<{ slug: string; id: string }>) {
  try {
    yield put(yield* callAction('workshops/removeRegistration', payload));
  } catch (error) {
    yield put(removalFailed(messageOf(error)));
  }
}

export function* adminWorkshopsSaga() {
  yield all([
    ...collectionWatchers(workshopCollection, {
      *list() {
        yield* runLoad(workshopCollection.load, 'workshops/list', {});
      },
      *save({ entry, version, isNew }) {
        return yield* callAction('workshops/save', { workshop: entry, version, isNew });
      },
      *change({ kind, key, version }) {
        if (kind === 'cancel') return yield* callAction('workshops/cancel', { slug: key });
        return yield* callAction('workshops/delete', { slug: key, version });
      },
    }),
    takeLatest(registrationsRequested.type, loadRegistrations),
    takeEvery(registrationRemoveRequested.type, removeRegistration),
  ]);
}
