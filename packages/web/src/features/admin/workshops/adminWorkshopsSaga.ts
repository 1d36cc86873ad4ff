/**
 * Why this saga exists: the Workshops section sends its changes one at a time and dispatches the answers
 * as they are; a save refused because another admin changed the workshop (or a rule refused it) reloads
 * the list, so the form can show the stored version next to the admin's own (nothing is overwritten).
 */
import type { PayloadAction } from '@reduxjs/toolkit';
import { all, put, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { callAction } from '../../../platform/transport/1-callAction';
import { messageOf } from '../../../platform/errorMessage';
import { runLoad } from '../../../platform/loadable';
import {
  changeFailed,
  registrationRemoveRequested,
  registrationsLoad,
  registrationsRequested,
  removalFailed,
  saveFailed,
  workshopCancelRequested,
  workshopDeleteRequested,
  workshopSaveRequested,
  workshopsLoad,
} from './adminWorkshopsSlice';

/** Refusals after which the stored list may differ from the one shown. */
const STALE_CODES = new Set(['failed-precondition', 'already-exists', 'not-found']);
const isStale = (error: unknown) => STALE_CODES.has(String((error as { code?: unknown } | null)?.code));

function* loadList() {
  yield* runLoad(workshopsLoad, 'workshops/list', {});
}

function* save({ payload }: ReturnType<typeof workshopSaveRequested>) {
  try {
    yield put(yield* callAction('workshops/save', payload));
  } catch (error) {
    yield put(saveFailed(messageOf(error)));
    if (isStale(error)) yield put(workshopsLoad.needed());
  }
}

function* cancel({ payload }: PayloadAction<{ slug: string }>) {
  try {
    yield put(yield* callAction('workshops/cancel', payload));
  } catch (error) {
    yield put(changeFailed(messageOf(error)));
    if (isStale(error)) yield put(workshopsLoad.needed());
  }
}

function* remove({ payload }: ReturnType<typeof workshopDeleteRequested>) {
  try {
    yield put(yield* callAction('workshops/delete', payload));
  } catch (error) {
    yield put(changeFailed(messageOf(error)));
    if (isStale(error)) yield put(workshopsLoad.needed());
  }
}

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
    takeLatest(workshopsLoad.needed.type, loadList),
    takeLeading(workshopSaveRequested.type, save),
    takeLeading(workshopCancelRequested.type, cancel),
    takeLeading(workshopDeleteRequested.type, remove),
    takeLatest(registrationsRequested.type, loadRegistrations),
    takeEvery(registrationRemoveRequested.type, removeRegistration),
  ]);
}
