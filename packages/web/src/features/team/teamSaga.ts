/**
 * Why this saga exists: the team page reads the members on every visit (others may have joined meanwhile)
 * and sends its writes one at a time in the order they were made (an action channel), so a role change and
 * a removal of the same person never overtake each other. Leaving and joining answer the person in another
 * kitchen; that answer goes into `auth.user` as the auth feature's user/validate answer, so the whole app
 * (kitchen id on every call, offline store, switcher) follows the new kitchen (docs/product.md, "Teams").
 */
import { actionChannel, call, put, select, take, takeEvery, takeLeading } from 'redux-saga/effects';
import type { Channel } from 'redux-saga';
import type { User } from '@speiseplaner/shared';
import { runCommand, type CommandResult } from '../../platform/command';
import { runLoad } from '../../platform/loadable';
import { userValidated } from '../auth/authSlice';
import { enterKitchen, refreshIdToken, savePendingEdits } from '../auth/kitchenEntry';
import {
  acceptFailed,
  accepted,
  acceptSubmitted,
  inviteDone,
  inviteFailed,
  inviteSubmitted,
  leaveDone,
  leaveFailed,
  leaveSubmitted,
  rowDone,
  rowFailed,
  rowSubmitted,
  selectTeam,
  teamListFailed,
  teamListLoading,
  teamNeeded,
  type TeamState,
} from './teamSlice';

type Write = ReturnType<typeof inviteSubmitted | typeof rowSubmitted | typeof leaveSubmitted>;

const selectUser = (state: { auth: { user?: User } }) => state.auth.user;

function* loadTeam() {
  const { list }: TeamState = yield select(selectTeam);
  if (list.status === 'loading') return;
  yield* runLoad({ loading: teamListLoading, loadFailed: teamListFailed }, 'team/list', {});
}

/**
 * The answer's person, in the kitchen it names, becomes the signed-in user as after user/validate: the old
 * kitchen's data goes and the device keeps the new one (auth/kitchenEntry.ts).
 */
function* switchTo(user: User) {
  yield* enterKitchen(user);
}

function* invite({ payload }: ReturnType<typeof inviteSubmitted>) {
  const result = (yield* runCommand('team/invite', payload)) as CommandResult<'team/invite'>;
  yield put(result.ok ? inviteDone() : inviteFailed(result.message));
}

function* row({ payload }: ReturnType<typeof rowSubmitted>) {
  if (payload.kind === 'withdraw') {
    const result = (yield* runCommand('team/withdraw', { id: payload.id })) as CommandResult<'team/withdraw'>;
    yield put(result.ok ? rowDone() : rowFailed(result.message));
  } else if (payload.kind === 'remove') {
    const result = (yield* runCommand('team/remove', { uid: payload.uid })) as CommandResult<'team/remove'>;
    yield put(result.ok ? rowDone() : rowFailed(result.message));
  } else {
    const { uid, role } = payload;
    const result = (yield* runCommand('team/setRole', { uid, role })) as CommandResult<'team/setRole'>;
    if (!result.ok) {
      yield put(rowFailed(result.message));
      return;
    }
    // The caller's own role changed (handing over the Küchenleitung): the screens follow at once, in the
    // same kitchen.
    const user: User | undefined = yield select(selectUser);
    if (user && user.id === uid) {
      const kitchens = user.kitchens.map((entry) =>
        entry.id === user.kitchenId ? { ...entry, role } : entry,
      );
      yield put(userValidated({ user: { ...user, role, kitchens }, isNew: false }));
    }
    yield put(rowDone());
  }
}

function* leave() {
  yield* savePendingEdits();
  const result = (yield* runCommand('team/leave', {})) as CommandResult<'team/leave'>;
  if (!result.ok) {
    yield put(leaveFailed(result.message));
    return;
  }
  yield* switchTo(result.answer.payload.user);
  yield put(leaveDone());
}

function* write(action: Write) {
  if (inviteSubmitted.match(action)) yield call(invite, action);
  else if (rowSubmitted.match(action)) yield call(row, action);
  else yield call(leave);
}

function* accept({ payload }: ReturnType<typeof acceptSubmitted>) {
  yield* savePendingEdits();
  yield* refreshIdToken();
  const result = (yield* runCommand('team/accept', payload)) as CommandResult<'team/accept'>;
  if (!result.ok) {
    yield put(acceptFailed(result.message));
    return;
  }
  const { user } = result.answer.payload;
  yield* switchTo(user);
  const entry = user.kitchens.find((kitchen) => kitchen.id === user.kitchenId);
  yield put(accepted({ kitchenName: entry?.name || user.name, role: user.role }));
}

export function* teamSaga() {
  yield takeEvery(teamNeeded.type, loadTeam);
  yield takeLeading(acceptSubmitted.type, accept);
  const writes: Channel<Write> = yield actionChannel([
    inviteSubmitted.type,
    rowSubmitted.type,
    leaveSubmitted.type,
  ]);
  while (true) {
    const next: Write = yield take(writes);
    yield call(write, next);
  }
}
