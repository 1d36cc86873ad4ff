/**
 * Why this saga exists: the Träger page reads its Träger on every visit (kitchens may have joined by
 * their links meanwhile), reads the overview again for each chosen period (the latest choice wins), and
 * sends its writes one at a time in the order they were made (an action channel). Creating a Träger,
 * accepting a kitchen invitation and leaving answer the person, which app/userAnswers.ts puts into
 * `auth.user`, so the menu and the account page follow at once (docs/product.md, "Träger").
 */
import {
  actionChannel,
  call,
  put,
  select,
  take,
  takeEvery,
  takeLatest,
  takeLeading,
} from 'redux-saga/effects';
import type { Channel } from 'redux-saga';
import type { User } from '@speiseplaner/shared';
import { runCommand, type CommandResult } from '../../platform/command';
import { runLoad } from '../../platform/loadable';
import { callAction } from '../../platform/transport/1-callAction';
import { messageOf } from '../../platform/errorMessage';
import { refreshIdToken, savePendingEdits } from '../auth/kitchenEntry';
import {
  createDone,
  createFailed,
  createSubmitted,
  invitationFailed,
  invitationLoaded,
  invitationNeeded,
  inviteDone,
  inviteFailed,
  kitchenInviteSubmitted,
  loadFailed,
  loadStarted,
  orgAccepted,
  orgAcceptFailed,
  orgAcceptSubmitted,
  organisationNeeded,
  orgLeaveDone,
  orgLeaveFailed,
  orgLeaveSubmitted,
  orgRowSubmitted,
  overviewFailed,
  overviewLoading,
  overviewNeeded,
  rowDone,
  rowFailed,
  selectOrganisationArea,
  type OrganisationState,
} from './organisationSlice';

type Write = ReturnType<
  typeof createSubmitted | typeof kitchenInviteSubmitted | typeof orgRowSubmitted | typeof orgLeaveSubmitted
>;

const selectUser = (state: { auth: { user?: User } }) => state.auth.user;

function* loadOrganisation({ payload }: ReturnType<typeof organisationNeeded>) {
  const { load }: OrganisationState = yield select(selectOrganisationArea);
  if (load.status === 'loading') return;
  yield* runLoad({ loading: loadStarted, loadFailed }, 'org/get', payload);
}

function* loadOverview({ payload }: ReturnType<typeof overviewNeeded>) {
  yield* runLoad({ loading: overviewLoading, loadFailed: overviewFailed }, 'org/overview', payload);
}

function* create({ payload }: ReturnType<typeof createSubmitted>) {
  const result = (yield* runCommand('org/create', payload)) as CommandResult<'org/create'>;
  yield put(result.ok ? createDone() : createFailed(result.message));
}

function* invite({ payload }: ReturnType<typeof kitchenInviteSubmitted>) {
  const result = (yield* runCommand('org/inviteKitchen', payload)) as CommandResult<'org/inviteKitchen'>;
  yield put(result.ok ? inviteDone() : inviteFailed(result.message));
}

function* row({ payload }: ReturnType<typeof orgRowSubmitted>) {
  const { organisationId, request } = payload;
  if (request.kind === 'withdraw') {
    const result = (yield* runCommand('org/withdrawInvitation', {
      organisationId,
      id: request.id,
    })) as CommandResult<'org/withdrawInvitation'>;
    yield put(result.ok ? rowDone() : rowFailed(result.message));
    return;
  }
  const result = (yield* runCommand('org/removeKitchen', {
    organisationId,
    kitchenId: request.kitchenId,
  })) as CommandResult<'org/removeKitchen'>;
  yield put(result.ok ? rowDone() : rowFailed(result.message));
  // The totals were summed with the removed kitchen: read the overview of the shown period again.
  const { overviewPeriod }: OrganisationState = yield select(selectOrganisationArea);
  if (result.ok && overviewPeriod) yield put(overviewNeeded({ organisationId, period: overviewPeriod }));
}

function* leave() {
  yield* savePendingEdits();
  const result = (yield* runCommand('org/leave', {})) as CommandResult<'org/leave'>;
  yield put(result.ok ? orgLeaveDone() : orgLeaveFailed(result.message));
}

function* write(action: Write) {
  if (createSubmitted.match(action)) yield call(create, action);
  else if (kitchenInviteSubmitted.match(action)) yield call(invite, action);
  else if (orgRowSubmitted.match(action)) yield call(row, action);
  else yield call(leave);
}

function* readInvitation({ payload }: ReturnType<typeof invitationNeeded>) {
  try {
    const answer = yield* callAction('org/invitation', payload);
    yield put(invitationLoaded(answer.payload));
  } catch (error) {
    yield put(invitationFailed(messageOf(error)));
  }
}

function* accept({ payload }: ReturnType<typeof orgAcceptSubmitted>) {
  yield* savePendingEdits();
  // The address may have been confirmed since the ID token was made (as for team/accept).
  yield* refreshIdToken();
  const before: User | undefined = yield select(selectUser);
  const result = (yield* runCommand('org/accept', payload)) as CommandResult<'org/accept'>;
  if (!result.ok) {
    yield put(orgAcceptFailed(result.message));
    return;
  }
  const { user } = result.answer.payload;
  yield put(
    orgAccepted({
      organisationName: user.organisation?.name ?? '',
      kitchenName: user.name || before?.name || '',
    }),
  );
}

export function* organisationSaga() {
  yield takeEvery(organisationNeeded.type, loadOrganisation);
  yield takeLatest(overviewNeeded.type, loadOverview);
  yield takeLatest(invitationNeeded.type, readInvitation);
  yield takeLeading(orgAcceptSubmitted.type, accept);
  const writes: Channel<Write> = yield actionChannel([
    createSubmitted.type,
    kitchenInviteSubmitted.type,
    orgRowSubmitted.type,
    orgLeaveSubmitted.type,
  ]);
  while (true) {
    const next: Write = yield take(writes);
    yield call(write, next);
  }
}
