/**
 * Why this saga exists: the account page's edits go to the backend (`user/name`, `user/heads`) one at a
 * time in the order they were made (an action channel, so a later name never loses to an earlier one);
 * the answer action carries the saved user and is dispatched as is.
 */
import { actionChannel, call, put, take } from 'redux-saga/effects';
import type { Channel } from 'redux-saga';
import { callAction } from '../../app/backendCall';
import { messageOf } from '../../app/errorMessage';
import {
  accountSaveFailed,
  accountSaved,
  headsSubmitted,
  nameSubmitted,
  type AccountField,
} from './accountSlice';

type AccountEdit = ReturnType<typeof nameSubmitted> | ReturnType<typeof headsSubmitted>;

function* send(action: AccountEdit) {
  if (nameSubmitted.match(action)) yield put(yield* callAction('user/name', { name: action.payload }));
  else yield put(yield* callAction('user/heads', { heads: action.payload }));
}

function* save(action: AccountEdit) {
  const field: AccountField = nameSubmitted.match(action) ? 'name' : 'heads';
  try {
    yield* send(action);
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
