/**
 * Why this saga exists: the account page's edits go to the backend (`user/name`, `user/heads`) one at a
 * time in the order they were made (an action channel, so a later name never loses to an earlier one);
 * the answer action carries the saved user and is dispatched as is.
 */
import type { PayloadAction } from '@reduxjs/toolkit';
import { actionChannel, call, getContext, put, take } from 'redux-saga/effects';
import type { Channel } from 'redux-saga';
import type { BackendCall } from '../../app/store';
import { messageOf } from '../../app/errorMessage';
import {
  accountSaveFailed,
  accountSaved,
  headsSubmitted,
  nameSubmitted,
  type AccountField,
} from './accountSlice';

type AccountEdit = PayloadAction<unknown>;

function* save(action: AccountEdit) {
  const field: AccountField = action.type === nameSubmitted.type ? 'name' : 'heads';
  const request = field === 'name' ? { name: action.payload } : { heads: action.payload };
  const backend: BackendCall = yield getContext('backend');
  try {
    const answer: { type: string; payload: unknown } = yield call(backend, `user/${field}`, request);
    yield put(answer);
    yield put(accountSaved(field));
  } catch (error) {
    yield put(accountSaveFailed({ field, message: messageOf(error) }));
  }
}

export function* accountSaga() {
  const edits: Channel<AccountEdit> = yield actionChannel([nameSubmitted.type, headsSubmitted.type]);
  while (true) {
    const action: AccountEdit = yield take(edits);
    yield call(save, action);
  }
}
