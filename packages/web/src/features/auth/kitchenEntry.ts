/**
 * Entering a kitchen that another action's answer names (team/accept joins one, team/leave continues in the
 * next; features/team/teamSaga.ts): the steps of the switcher's switch (kitchenSwitch.ts) around its own
 * check. First the current kitchen's unsaved edits are written, since every call carries the current
 * kitchen; then the old kitchen's planner data goes, the answered person becomes `auth.user` as a
 * user/validate answer, and the device keeps that kitchen and drops the stores of kitchens the person no
 * longer belongs to (profileStore.ts, `afterCheck`).
 */
import type { User } from '@speiseplaner/shared';
import { call, delay, getContext, put, race, select, take } from 'redux-saga/effects';
import { flushRequested, selectHasUnsaved, type AutosaveState } from '../../platform/autosave/autosaveSlice';
import type { KitchenData } from '../../platform/storeAreas';
import type { AuthApi } from './authApi';
import { userValidated } from './authSlice';
import { afterCheck } from './profileStore';

/** How long to wait for the current kitchen's edits to be written (they stay in its offline store). */
const FLUSH_WAIT_MS = 10_000;

const hasUnsaved = (state: { autosave?: AutosaveState }) =>
  state.autosave !== undefined && selectHasUnsaved({ autosave: state.autosave });

function* untilSaved() {
  while ((yield select(hasUnsaved)) as boolean) yield take('*');
}

/** Writes the current kitchen's unsaved edits before a call that changes the kitchen (at most 10 s). */
export function* savePendingEdits() {
  if ((yield select(hasUnsaved)) as boolean) {
    yield put(flushRequested());
    yield race([call(untilSaved), delay(FLUSH_WAIT_MS)]);
  }
}

/**
 * A fresh ID token before a call that joins a kitchen (team/accept): the address may have been confirmed
 * since the token was made (the confirmation mail's link, features/auth/ConfirmAddress.tsx), and the backend
 * reads that from the token. A failed refresh leaves it to the call to report what is wrong.
 */
export function* refreshIdToken() {
  const api: AuthApi | undefined = yield getContext('authApi');
  if (!api) return;
  try {
    yield call([api, api.refreshIdToken]);
  } catch {
    // Offline or signed out: the call that follows says so.
  }
}

/** The answered person, in the kitchen the answer names, becomes the signed-in user. */
export function* enterKitchen(user: User) {
  const answer = userValidated({ user, isNew: false });
  const kitchenData: KitchenData | undefined = yield getContext('kitchenData');
  kitchenData?.stop();
  try {
    yield put(answer);
  } finally {
    kitchenData?.start();
  }
  yield* afterCheck(user.id, answer);
}
