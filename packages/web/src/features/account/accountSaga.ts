/**
 * Why this saga exists: every profile form sends `user/updateProfile` with the fields it changes and the
 * user's version as last seen (`auth.user.version`). The writes go one at a time in the order they were
 * made (an action channel): each answer carries the saved user with its new version, which lands in
 * `auth.user` before the next write reads it, so a later edit never loses to an earlier one and never
 * trips over its own device's version. A write based on a version another device raised meanwhile is
 * refused with the backend's German message. The onboarding page sends its three fields in one call.
 */
import { actionChannel, call, put, select, take } from 'redux-saga/effects';
import type { Channel } from 'redux-saga';
import type { User } from '@speiseplaner/shared';
import { runCommand, type CommandResult } from '../../platform/command';
import { profileSaveFailed, profileSaved, profileSubmitted } from './accountSlice';

type Submission = ReturnType<typeof profileSubmitted>;

/** The version of the signed-in user as last answered (0 for a profile stored before versions). */
const selectVersion = (state: { auth: { user?: User | null } }) => state.auth.user?.version ?? 0;

function* save({ payload: { form, changes } }: Submission) {
  const version = (yield select(selectVersion)) as number;
  const result = (yield* runCommand('user/updateProfile', {
    version,
    changes,
  })) as CommandResult<'user/updateProfile'>;
  yield put(result.ok ? profileSaved(form) : profileSaveFailed({ form, message: result.message }));
}

export function* accountSaga() {
  const submissions: Channel<Submission> = yield actionChannel(profileSubmitted.type);
  while (true) {
    const submission: Submission = yield take(submissions);
    yield call(save, submission);
  }
}
