/**
 * Why this saga exists: Firebase tells us asynchronously who is signed in; the app only counts a user as
 * logged in once the backend has checked (and on first sign-in created) the user profile (`user/validate`).
 * It also performs the logout (sign out, go to /), re-checks a guest after upgrading the account, and
 * retries the check on request when the backend could not be reached.
 * Firebase Auth loads at start only when there can be a session (session hint) or the route needs it; a
 * visitor on a public page is logged out at once, and Auth loads when a route that needs it opens.
 */
import { eventChannel, type EventChannel } from 'redux-saga';
import { call, getContext, put, select, take, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { callAction } from '../../app/backendCall';
import { messageOf } from '../../app/errorMessage';
import type { AuthAccount, AuthApi } from './authApi';
import { registerAuthApi } from './authApiRegistry';
import { routeNeedsAuth } from './authRoutes';
import { isLazyAuthApi } from './lazyAuthApi';
import type { RoutePaths } from './routePaths';
import { hasSessionHint, rememberSession } from './sessionHint';
import {
  accountCreated,
  authFailed,
  authPending,
  guestUpgraded,
  loggedOut,
  logoutRequested,
  selectAuth,
  sessionCheckStarted,
  signUpFailed,
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

function* validateUser(guest: boolean, email: string | null) {
  yield put(authPending({ guest, email }));
  try {
    yield put(yield* callAction('user/validate', {}));
  } catch (error) {
    yield put(authFailed(messageOf(error)));
  }
}

function* handleAccount({ account }: AccountEvent) {
  yield call(rememberSession, account !== null);
  if (!account) {
    yield put(loggedOut());
    return;
  }
  const { signingUp }: AuthState = yield select(selectAuth);
  if (signingUp) {
    // The token gets the sign-up name only after updateProfile; check the account once it has it.
    yield put(authPending({ guest: account.isAnonymous, email: account.email }));
    yield take([accountCreated.type, signUpFailed.type]);
  }
  yield call(validateUser, account.isAnonymous, account.email);
}

function* logout(api: AuthApi) {
  yield call([api, api.signOut]);
  yield call(rememberSession, false);
  const navigate: ((path: string) => void) | undefined = yield getContext('navigate');
  if (navigate) yield call(navigate, '/');
  else window.location.assign('/');
  // onAuthStateChanged reports the sign-out as well; marking it here makes the state right at once.
  yield put(loggedOut());
}

function* recheckAfterUpgrade() {
  const api: AuthApi | undefined = yield getContext('authApi');
  yield call(validateUser, false, api?.currentAccount()?.email ?? null);
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
  yield takeLeading(validationRetried.type, retryValidation, api);
  yield call(waitUntilAuthNeeded, api);
  const channel: EventChannel<AccountEvent> = yield call(accountChannel, api);
  yield takeLatest(channel, handleAccount);
}
