/**
 * Why this saga exists: the account page's edits go to the backend (`user/name`, `user/letterhead`,
 * `user/bioControlCode`, `user/menuLine`, `user/heads`) one at a time in the order they were made (an action channel, so a later name never loses
 * to an earlier one); the answer action carries the saved user and is dispatched as is. The onboarding
 * page's form sends its three fields in turn and counts as saved when all are.
 */
import { actionChannel, call, put, take } from 'redux-saga/effects';
import type { Channel } from 'redux-saga';
import { callAction } from '../../platform/transport/1-callAction';
import { messageOf } from '../../platform/errorMessage';
import {
  accountSaveFailed,
  accountSaved,
  bioControlCodeSubmitted,
  headsSubmitted,
  letterheadSubmitted,
  menuLineSubmitted,
  nameSubmitted,
  onboardingSubmitted,
  type AccountField,
} from './accountSlice';

type AccountEdit =
  | ReturnType<typeof nameSubmitted>
  | ReturnType<typeof headsSubmitted>
  | ReturnType<typeof letterheadSubmitted>
  | ReturnType<typeof bioControlCodeSubmitted>
  | ReturnType<typeof menuLineSubmitted>
  | ReturnType<typeof onboardingSubmitted>;

function fieldOf(action: AccountEdit): AccountField {
  if (nameSubmitted.match(action)) return 'name';
  if (letterheadSubmitted.match(action)) return 'letterhead';
  if (bioControlCodeSubmitted.match(action)) return 'bioControlCode';
  if (menuLineSubmitted.match(action)) return 'menuLine';
  if (onboardingSubmitted.match(action)) return 'onboarding';
  return 'heads';
}

function* send(action: AccountEdit) {
  if (nameSubmitted.match(action)) yield put(yield* callAction('user/name', { name: action.payload }));
  else if (letterheadSubmitted.match(action))
    yield put(yield* callAction('user/letterhead', { letterhead: action.payload }));
  else if (bioControlCodeSubmitted.match(action))
    yield put(yield* callAction('user/bioControlCode', { bioControlCode: action.payload }));
  else if (menuLineSubmitted.match(action))
    yield put(yield* callAction('user/menuLine', { menuLine: action.payload }));
  else if (onboardingSubmitted.match(action)) {
    const { name, heads, letterhead } = action.payload;
    // The name first: it is what the kitchen came for, and it ends the reminder even if a later call fails.
    yield put(yield* callAction('user/name', { name }));
    yield put(yield* callAction('user/heads', { heads }));
    yield put(yield* callAction('user/letterhead', { letterhead }));
  } else yield put(yield* callAction('user/heads', { heads: action.payload }));
}

function* save(action: AccountEdit) {
  const field = fieldOf(action);
  try {
    yield* send(action);
    yield put(accountSaved(field));
  } catch (error) {
    yield put(accountSaveFailed({ field, message: messageOf(error) }));
  }
}

export function* accountSaga() {
  const edits: Channel<AccountEdit> = yield actionChannel([
    nameSubmitted.type,
    headsSubmitted.type,
    letterheadSubmitted.type,
    bioControlCodeSubmitted.type,
    menuLineSubmitted.type,
    onboardingSubmitted.type,
  ]);
  while (true) {
    const action: AccountEdit = yield take(edits);
    yield call(save, action);
  }
}
