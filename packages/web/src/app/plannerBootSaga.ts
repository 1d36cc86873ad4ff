/**
 * Why this saga exists: a planner page used to load in a waterfall: the JS, then the sign-in check
 * (`user/validate`), then the page's chunk, and only then its reads. Opened on a planner page, this saga
 * sends the page's reads (plannerBoot.ts) as soon as the signed-in account is known, which is when the
 * sign-in check goes out: all in parallel, while the page's chunk still loads. The page's sagas then take
 * the answers (bootCalls.ts). Only for the page the app opens on; later pages load as they always did.
 *
 * On a repeat visit the offline store of the account and kitchen holds the profile, the catalogue, the
 * recipe list and the weeks: the calls send their versions, and the kept profile signs the app in at once
 * (as the offline start does, marked as coming from the store), so the page and its kept data paint
 * before any answer; the sign-in check's answer replaces it, or its refusal signs out
 * (docs/architecture.md, "Planner boot").
 */
import { call, getContext, put, race, select, take, takeEvery } from 'redux-saga/effects';
import type { AuthApi } from '../features/auth/authApi';
import { authPending, loggedOut, userValidated, type AuthState } from '../features/auth/authSlice';
import { fromStore } from '../platform/offline/storeMark';
import type { RoutePaths } from '../features/auth/routePaths';
import type { BootCalls } from '../platform/transport/2-bootCalls';
import { PLANNER_BOOT_PATHS } from './plannerBootPaths';

type PlannerBoot = typeof import('./plannerBoot');
type KeptForBoot = import('./plannerBoot').KeptForBoot;

export function* plannerBootSaga() {
  const paths: RoutePaths | undefined = yield getContext('routePaths');
  const boot: BootCalls | undefined = yield getContext('bootCalls');
  if (!paths || !boot) return;
  yield takeEvery(loggedOut.type, boot.clear);
  const pathname = paths.current();
  if (!PLANNER_BOOT_PATHS.has(pathname)) return;
  // Starts loading now, beside Firebase Auth, so that it is there when the account is.
  const loading = import('./plannerBoot');
  loading.catch(() => undefined);
  const { signedIn } = (yield race({ signedIn: take(authPending.type), out: take(loggedOut.type) })) as {
    signedIn?: unknown;
  };
  if (!signedIn || paths.current() !== pathname) return;
  let module: PlannerBoot;
  try {
    module = (yield call(() => loading)) as PlannerBoot;
  } catch {
    return; // Without the chunk (offline, a new deployment) the page sends its reads itself.
  }
  const api: AuthApi | undefined = yield getContext('authApi');
  const uid = api?.currentAccount()?.uid;
  const search = paths.search?.() ?? '';
  const now = Date.now();
  const kitchenId = ((yield select(selectAuth)) as AuthState | undefined)?.kitchenId;
  let kept: KeptForBoot = {};
  try {
    kept = (yield call(module.keptForBoot, uid, kitchenId, pathname, search, now)) as KeptForBoot;
  } catch {
    // A failing store: the calls go without versions.
  }
  if (paths.current() !== pathname) return;
  boot.start(module.plannerBootCalls(pathname, search, now, kept));
  const auth = (yield select(selectAuth)) as AuthState | undefined;
  const profile = kept.profile;
  if (auth?.status === 'pending' && userValidated.match(profile) && profile.payload.user.id === uid)
    yield put(fromStore(profile));
}

const selectAuth = (state: { auth?: AuthState }) => state.auth;
