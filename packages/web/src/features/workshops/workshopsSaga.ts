/**
 * Why this saga exists: the workshop list comes from the public `workshops` callable and is shared by every
 * widget on a page (loaded once), and a registration is sent one at a time; answers are dispatched as is.
 */
import type { PayloadAction } from '@reduxjs/toolkit';
import type { WorkshopRegistrationInput } from '@speiseplaner/shared';
import { call, getContext, put, select, takeLeading } from 'redux-saga/effects';
import type { BackendCall } from '../../app/store';
import { messageOf } from '../../app/errorMessage';
import {
  registrationFailed,
  registrationSubmitted,
  selectWorkshops,
  workshopsFailed,
  workshopsRequested,
  type WorkshopsState,
} from './workshopsSlice';

function* loadWorkshops() {
  const current: WorkshopsState = yield select(selectWorkshops);
  if (current.status === 'loaded') return;
  const backend: BackendCall = yield getContext('backend');
  try {
    const answer: { type: string; payload: unknown } = yield call(backend, 'workshops/list', {});
    yield put(answer);
  } catch (error) {
    yield put(workshopsFailed(messageOf(error)));
  }
}

function* applyForWorkshop(action: PayloadAction<WorkshopRegistrationInput>) {
  const backend: BackendCall = yield getContext('backend');
  try {
    const answer: { type: string; payload: unknown } = yield call(backend, 'workshops/apply', action.payload);
    yield put(answer);
  } catch (error) {
    yield put(registrationFailed(messageOf(error)));
  }
}

export function* workshopsSaga() {
  yield takeLeading(workshopsRequested.type, loadWorkshops);
  yield takeLeading(registrationSubmitted.type, applyForWorkshop);
}
