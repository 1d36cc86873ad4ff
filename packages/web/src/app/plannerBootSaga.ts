/**
 * Why this saga exists: a planner page used to load in a waterfall: the JS, then the sign-in check
 * (`user/validate`), then the page's chunk, and only then its reads. Opened on a planner page, this saga
 * sends the page's reads (plannerBoot.ts) and starts loading the page's code (plannerPages.ts; the login
 * gate would ask for it only after the check) as soon as the signed-in account is known, which is when the
 * sign-in check goes out: all in parallel. The page's sagas then take
 * the answers (bootCalls.ts). Only for the page the app opens on; later pages load as they always did.
 *
 * On a repeat visit the offline store of the account and kitchen holds the profile, the catalogue, the
 * recipe list and the weeks: the calls send their versions, and the kept profile signs the app in at once
 * (as the offline start does, marked as coming from the store), so the page and its kept data paint
 * before any answer; the sign-in check's answer replaces it, or its refusal signs out.
 * The account signed in last is kept beside the session hint (sessionHint.ts), so its kept copy is read
 * and shown while Firebase Auth still restores the session; the backend calls wait for Auth. Auth naming
 * the same account confirms it, another account or none empties the planner's areas at once
 * (docs/architecture.md, "Planner boot").
 */
import { call, getContext, put, race, select, take, takeEvery } from 'redux-saga/effects';
import type { AuthApi } from '../features/auth/authApi';
import {
  authFailed,
  authPending,
  keptShownBeforeAuth,
  loggedOut,
  userValidated,
  type AuthState,
} from '../features/auth/authSlice';
import { rememberedKitchen } from '../features/auth/kitchenMemory';
import { sessionAccount } from '../features/auth/sessionHint';
import { fromStore } from '../platform/offline/storeMark';
import type { RoutePaths } from '../features/auth/routePaths';
import type { KitchenData } from '../platform/storeAreas';
import type { BootCalls } from '../platform/transport/2-bootCalls';
import { PLANNER_BOOT_PATHS } from './plannerBootPaths';

type PlannerBoot = typeof import('./plannerBoot');
type KeptForBoot = import('./plannerBoot').KeptForBoot;

const selectAuth = (state: { auth?: AuthState }) => state.auth;

/** The kept profile of `uid`, if it is one. */
const keptProfileOf = (kept: KeptForBoot, uid: string | undefined) =>
  userValidated.match(kept.profile) && kept.profile.payload.user.id === uid ? kept.profile : undefined;

function* readKept(module: PlannerBoot, uid: string | undefined, kitchenId: string | undefined, at: Boot) {
  try {
    return (yield call(module.keptForBoot, uid, kitchenId, at.pathname, at.search, at.now)) as KeptForBoot;
  } catch {
    return {} as KeptForBoot; // A failing store: the calls go without versions.
  }
}

interface Boot {
  pathname: string;
  search: string;
  now: number;
}

/**
 * Before Firebase Auth has answered: the kept copy of the account signed in last shows, the calls wait.
 * True when it was shown and Auth has confirmed the account (the boot calls are out then).
 */
function* showKeptBeforeAuth(boot: BootCalls, module: PlannerBoot, uid: string, at: Boot, paths: RoutePaths) {
  const kitchenId = rememberedKitchen(uid);
  const kept: KeptForBoot = yield* readKept(module, uid, kitchenId, at);
  const profile = keptProfileOf(kept, uid);
  const auth = (yield select(selectAuth)) as AuthState | undefined;
  if (!profile || auth?.status !== 'undefined' || paths.current() !== at.pathname) return false;
  boot.hold();
  yield put(keptShownBeforeAuth({ uid, kitchenId }));
  yield put(fromStore(profile));
  // Until Auth answers (authPending, loggedOut or authFailed end `shownBeforeAuth`), read from the state so
  // that an answer that came meanwhile is not missed.
  let now = (yield select(selectAuth)) as AuthState | undefined;
  while (now?.shownBeforeAuth === uid) {
    yield take([authPending.type, loggedOut.type, authFailed.type]);
    now = (yield select(selectAuth)) as AuthState | undefined;
  }
  if (now?.status === 'loggedin' && now.user?.id === uid) {
    boot.start(module.plannerBootCalls(at.pathname, at.search, at.now, kept));
    boot.release();
    return true;
  }
  // Another account or none: the kept copy goes at once (its areas emptied, their sagas started again).
  // The waiting calls go on: the new account's sign-in check may be among them, and the old page's calls
  // now carry the new account and kitchen, their answers unused (a sign-out has dropped them already).
  boot.release();
  const kitchenData: KitchenData | undefined = yield getContext('kitchenData');
  if (kitchenData) {
    kitchenData.stop();
    kitchenData.start();
  } else boot.clear();
  // Another account goes on as any start does (its own kept copy, its boot calls).
  return now?.status !== 'pending';
}

export function* plannerBootSaga() {
  const paths: RoutePaths | undefined = yield getContext('routePaths');
  const boot: BootCalls | undefined = yield getContext('bootCalls');
  const preload: ((pathname: string) => void) | undefined = yield getContext('preloadPage');
  if (!paths || !boot) return;
  yield takeEvery(loggedOut.type, boot.clear);
  const pathname = paths.current();
  if (!PLANNER_BOOT_PATHS.has(pathname)) return;
  // Starts loading now, beside Firebase Auth, so that it is there when the account is.
  const loading = import('./plannerBoot');
  loading.catch(() => undefined);
  const at: Boot = { pathname, search: paths.search?.() ?? '', now: Date.now() };
  const remembered = sessionAccount();
  let module: PlannerBoot | undefined;
  if (remembered) {
    if (preload) yield call(preload, pathname);
    try {
      module = (yield call(() => loading)) as PlannerBoot;
    } catch {
      return; // Without the chunk (offline, a new deployment) the page sends its reads itself.
    }
    if ((yield* showKeptBeforeAuth(boot, module, remembered, at, paths)) as boolean) return;
  }
  const status = ((yield select(selectAuth)) as AuthState | undefined)?.status;
  if (status !== 'pending') {
    if (status === 'loggedin' || status === 'loggedout') return;
    const { signedIn } = (yield race({ signedIn: take(authPending.type), out: take(loggedOut.type) })) as {
      signedIn?: unknown;
    };
    if (!signedIn) return;
  }
  if (paths.current() !== pathname) return;
  // Signed in: the page's code loads beside the sign-in check (plannerPages.ts).
  if (preload) yield call(preload, pathname);
  try {
    module ??= (yield call(() => loading)) as PlannerBoot;
  } catch {
    return;
  }
  const api: AuthApi | undefined = yield getContext('authApi');
  const uid = api?.currentAccount()?.uid;
  const kitchenId = ((yield select(selectAuth)) as AuthState | undefined)?.kitchenId;
  const kept: KeptForBoot = yield* readKept(module, uid, kitchenId, at);
  if (paths.current() !== pathname) return;
  boot.start(module.plannerBootCalls(pathname, at.search, at.now, kept));
  const auth = (yield select(selectAuth)) as AuthState | undefined;
  const profile = keptProfileOf(kept, uid);
  if (auth?.status === 'pending' && profile) yield put(fromStore(profile));
}
