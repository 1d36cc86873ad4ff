/**
 * Why this saga exists: Firebase tells us asynchronously who is signed in; the app only counts a user as
 * logged in once the backend has checked (and on first sign-in created) the user profile (`user/validate`).
 * It also performs the logout (sign out, go to /), re-checks a guest after upgrading the account, and
 * retries the check on request when the backend could not be reached.
 * Firebase Auth loads at start only when there can be a session (session hint) or the route needs it; a
 * visitor on a public page is logged out at once, and Auth loads when a route that needs it opens.
 */
import type { Action } from '@reduxjs/toolkit';
import { NOT_A_MEMBER } from '@speiseplaner/shared';
import { eventChannel, type EventChannel } from 'redux-saga';
import {
  call,
  fork,
  getContext,
  put,
  select,
  take,
  takeEvery,
  takeLatest,
  takeLeading,
} from 'redux-saga/effects';
import { callAction } from '../../platform/transport/1-callAction';
import { messageOf } from '../../platform/errorMessage';
import { NETWORK_ERROR } from '../../platform/transport/backendError';
import { fromStore, isFromStore, isOfflineError } from '../../platform/offline/storeMark';
import type { AuthAccount, AuthApi } from './authApi';
import { registerAuthApi } from './authApiRegistry';
import { routeNeedsAuth } from './authRoutes';
import { isLazyAuthApi } from './lazyAuthApi';
import type { RoutePaths } from './routePaths';
import { hasSessionHint, rememberSession } from './sessionHint';
import { validatePayload } from './invitationSignIn';
import { rememberedKitchen } from './kitchenMemory';
import { afterCheck, clearProfileStores, keepProfile, readProfile } from './profileStore';
import {
  accountCreated,
  authFailed,
  authPending,
  guestUpgraded,
  kitchenSwitchFailed,
  kitchenSwitchRequested,
  loggedOut,
  logoutRequested,
  selectAuth,
  sessionCheckStarted,
  signUpFailed,
  userValidated,
  validationRetried,
  type AuthState,
} from './authSlice';

interface AccountEvent {
  account: AuthAccount | null;
}

function accountChannel(api: AuthApi): EventChannel<AccountEvent> {
  // A channel may not carry null, so the account travels wrapped.
  return eventChannel<AccountEvent>((emit) => api.onAuthStateChanged((account) => emit({ account })));
}

function onlineChannel(): EventChannel<true> {
  return eventChannel<true>((emit) => {
    const onOnline = () => emit(true);
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  });
}

/** Offline with the profile kept: signed in with it, checked again once the network is back. */
function* recheckWhenOnline(uid: string) {
  const online: EventChannel<true> = yield call(onlineChannel);
  try {
    while (true) {
      yield take(online);
      try {
        const answer = yield* callAction('user/validate', {});
        yield put(answer);
        yield* afterCheck(uid, answer);
        return;
      } catch (error) {
        if (isOfflineError(error)) continue;
        yield put(authFailed(messageOf(error)));
        return;
      }
    }
  } finally {
    online.close();
  }
}

/** A sign-in on the way to an invitation creates no kitchen of its own (invitationSignIn.ts). */
function* validatePayloadHere() {
  const paths: RoutePaths | undefined = yield getContext('routePaths');
  return validatePayload(paths?.current() ?? '', paths?.search?.() ?? '');
}

function* validateUser(guest: boolean, email: string | null, uid: string | undefined) {
  // Until the check answers, calls carry the kitchen this device used last (the planner's first reads).
  const kitchenId: string | undefined = yield call(rememberedKitchen, uid);
  yield put(authPending({ guest, email, kitchenId, uid }));
  try {
    const answer = yield* callAction('user/validate', yield* validatePayloadHere());
    yield put(answer);
    yield* afterCheck(uid, answer);
  } catch (error) {
    const kept: unknown = uid && isOfflineError(error) ? yield call(readProfile, uid, kitchenId) : undefined;
    if (uid && userValidated.match(kept)) {
      yield put(fromStore(kept));
      yield fork(recheckWhenOnline, uid);
      return;
    }
    yield put(authFailed(messageOf(error)));
  }
}

/** Every `user/<field>` answer carries the saved profile (app/userAnswers.ts). */
const isProfileAnswer = (action: Action) =>
  /^user\/[A-Za-z]+\/answer$/.test(action.type) && !isFromStore(action);

/** The profile changed (name, prices …): the kept one follows. */
function* keepChangedProfile() {
  const { user }: AuthState = yield select(selectAuth);
  if (user) yield* keepProfile(user.id, userValidated({ user, isNew: false }));
}

function* handleAccount({ account }: AccountEvent) {
  yield call(rememberSession, account !== null, account?.uid);
  if (!account) {
    yield put(loggedOut());
    return;
  }
  const { signingUp }: AuthState = yield select(selectAuth);
  if (signingUp) {
    // The token gets the sign-up name only after updateProfile; check the account once it has it.
    yield put(authPending({ guest: account.isAnonymous, email: account.email, uid: account.uid }));
    yield take([accountCreated.type, signUpFailed.type]);
  }
  yield call(validateUser, account.isAnonymous, account.email, account.uid);
}

function* logout(api: AuthApi) {
  const uid = api.currentAccount()?.uid;
  const { user }: AuthState = yield select(selectAuth);
  yield call([api, api.signOut]);
  yield call(rememberSession, false);
  // The person's offline stores go with it (every kitchen's): the next person on this device sees nothing.
  const kitchenIds = [user?.kitchenId ?? '', ...(user?.kitchens ?? []).map((k) => k.id)].filter(Boolean);
  yield call(clearProfileStores, uid, kitchenIds);
  const navigate: ((path: string) => void) | undefined = yield getContext('navigate');
  if (navigate) yield call(navigate, '/');
  else window.location.assign('/');
  // onAuthStateChanged reports the sign-out as well; marking it here makes the state right at once.
  yield put(loggedOut());
}

/** The switcher's choice: the switch loads with it (kitchenSwitch.ts), most people have one kitchen. */
function* switchKitchen(api: AuthApi, { payload }: ReturnType<typeof kitchenSwitchRequested>) {
  let module: typeof import('./kitchenSwitch');
  try {
    module = (yield call(() => import('./kitchenSwitch'))) as typeof import('./kitchenSwitch');
  } catch {
    yield put(kitchenSwitchFailed(NETWORK_ERROR));
    return;
  }
  yield call(module.switchKitchen, api.currentAccount()?.uid, payload);
}

/**
 * A failure that carries the NOT_A_MEMBER refusal (a load's or a write's failed action, with the message
 * as payload): the person was removed from the current kitchen meanwhile.
 */
const refusedMembership = (action: Action): boolean => {
  const { payload } = action as { payload?: unknown };
  const message =
    typeof payload === 'object' && payload !== null ? (payload as { message?: unknown }).message : payload;
  return message === NOT_A_MEMBER && !isFromStore(action);
};

/** Checks the sign-in again instead of letting every page show the refusal (kitchenSwitch.ts). */
function* recheckMembership(api: AuthApi) {
  const { status, user }: AuthState = yield select(selectAuth);
  if (status !== 'loggedin' || !user?.kitchenId) return;
  let module: typeof import('./kitchenSwitch');
  try {
    module = (yield call(() => import('./kitchenSwitch'))) as typeof import('./kitchenSwitch');
  } catch {
    return;
  }
  yield call(module.recheckMembership, api.currentAccount()?.uid ?? user.id, user.kitchenId);
}

function* recheckAfterUpgrade() {
  const api: AuthApi | undefined = yield getContext('authApi');
  const account = api?.currentAccount();
  yield call(validateUser, false, account?.email ?? null, account?.uid);
}

function* retryValidation(api: AuthApi) {
  // Firebase still holds the session after a failed check; without one there is nothing to check.
  yield call(handleAccount, { account: api.currentAccount() });
}

function authRouteChannel(paths: RoutePaths): EventChannel<string> {
  return eventChannel<string>((emit) =>
    paths.subscribe((path) => {
      if (routeNeedsAuth(path)) emit(path);
    }),
  );
}

/**
 * Without a session hint a public page needs no Firebase: the visitor is logged out at once, and the state
 * machine waits until a route that needs Auth opens (a session without hint is found there). Only for the
 * lazily loaded Auth of the app; a loaded one costs nothing to ask.
 */
function* waitUntilAuthNeeded(api: AuthApi) {
  const paths: RoutePaths | undefined = yield getContext('routePaths');
  if (!paths || !isLazyAuthApi(api) || api.loaded()) return;
  if (hasSessionHint() || routeNeedsAuth(paths.current())) return;
  const channel: EventChannel<string> = yield call(authRouteChannel, paths);
  yield put(loggedOut());
  yield take(channel);
  channel.close();
  yield put(sessionCheckStarted());
}

export function* authSaga() {
  const api: AuthApi = yield getContext('authApi');
  registerAuthApi(api);
  yield takeEvery(logoutRequested.type, logout, api);
  yield takeEvery(guestUpgraded.type, recheckAfterUpgrade);
  yield takeEvery(isProfileAnswer, keepChangedProfile);
  yield takeLeading(validationRetried.type, retryValidation, api);
  yield takeLeading(kitchenSwitchRequested.type, switchKitchen, api);
  yield takeLeading(refusedMembership, recheckMembership, api);
  yield call(waitUntilAuthNeeded, api);
  const channel: EventChannel<AccountEvent> = yield call(accountChannel, api);
  yield takeLatest(channel, handleAccount);
}
