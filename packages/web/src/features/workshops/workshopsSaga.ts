/**
 * Why this saga exists: the workshop list comes from the public `workshops` callable and is shared by every
 * widget on a page (loaded once), and a registration is sent one at a time; answers are dispatched as is.
 */
import type { PayloadAction } from '@reduxjs/toolkit';
import type { WorkshopRegistrationInput } from '@speiseplaner/shared';
import { put, takeLeading } from 'redux-saga/effects';
import { callAction } from '../../platform/transport/1-callAction';
import { messageOf } from '../../platform/errorMessage';
import { loadOnce } from '../../platform/loadable';
import { registrationFailed, registrationSubmitted, selectWorkshops, workshopsLoad } from './workshopsSlice';

function* loadWorkshops() {
  yield* loadOnce(workshopsLoad, selectWorkshops, 'workshops/list', {});
}

function* applyForWorkshop(action: PayloadAction<WorkshopRegistrationInput>) {
  try {
    yield put(yield* callAction('workshops/apply', action.payload));
  } catch (error) {
    yield put(registrationFailed(messageOf(error)));
  }
}

export function* workshopsSaga() {
  yield takeLeading(workshopsLoad.needed.type, loadWorkshops);
  yield takeLeading(registrationSubmitted.type, applyForWorkshop);
}
