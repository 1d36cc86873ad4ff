/**
 * Why this saga exists: a planner page used to load in a waterfall: the JS, then the sign-in check
 * (`user/validate`), then the page's chunk, and only then its reads. Opened on a planner page, this saga
 * sends the page's reads (plannerBoot.ts) as soon as the signed-in account is known, which is when the
 * sign-in check goes out: all in parallel, while the page's chunk still loads. The page's sagas then take
 * the answers (bootCalls.ts). Only for the page the app opens on; later pages load as they always did.
 */
import { call, getContext, race, take, takeEvery } from 'redux-saga/effects';
import { authPending, loggedOut } from '../features/auth/authSlice';
import type { RoutePaths } from '../features/auth/routePaths';
import type { BootCalls } from '../platform/transport/2-bootCalls';
import { PLANNER_BOOT_PATHS } from './plannerBootPaths';

type PlannerBoot = typeof import('./plannerBoot');

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
  try {
    const { plannerBootCalls } = (yield call(() => loading)) as PlannerBoot;
    boot.start(plannerBootCalls(pathname, paths.search?.() ?? '', Date.now()));
  } catch {
    // Without the chunk (offline, a new deployment) the page sends its reads itself.
  }
}
