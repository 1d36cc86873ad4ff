/**
 * The Redux store of the app and of the tests: one `makeStore` builds both, so a test runs the real
 * reducers and sagas and only fakes the transport edges (backend call, Firebase Auth) it passes in.
 */
import { combineReducers, configureStore, type Reducer } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import authReducer from '../features/auth/authSlice';
import type { AuthApi } from '../features/auth/authApi';
import type { RoutePaths } from '../features/auth/routePaths';
import accountReducer from '../features/account/accountSlice';
import consentReducer from '../features/consent/consentSlice';
import viewModeReducer from '../features/viewMode/viewModeSlice';
import workshopsReducer from '../features/workshops/workshopsSlice';
import newsletterReducer from '../features/newsletter/newsletterSlice';
import videosReducer from '../features/videos/videosSlice';
import type { PlannerState } from './plannerAreas';
import type { AdminState } from '../features/admin/adminAreas';
import { rootSaga } from './rootSaga';
import type { StoreAreas } from '../platform/storeAreas';
import { withUserAnswers } from './userAnswers';
import { makeBootCalls } from '../platform/transport/2-bootCalls';

import type { BackendCall } from '../platform/transport/1-callAction';

export type { BackendCall } from '../platform/transport/1-callAction';

export interface StoreDeps {
  backend?: BackendCall;
  /** Firebase Auth edge; without it the auth saga does not run (the login state stays as preloaded). */
  authApi?: AuthApi;
  /** Router navigation for sagas (logout goes to /). */
  navigate?: (path: string) => void;
  /** The router's paths: lets the auth saga skip Firebase on public pages without a session. */
  routePaths?: RoutePaths;
  /** Areas present from the start (tests that preload planner state); the app injects them per page. */
  areas?: StoreAreas[];
}

/** The areas every page needs; the planner's areas join with the first planner page (plannerAreas.ts). */
const baseReducers = {
  auth: withUserAnswers(authReducer),
  viewMode: viewModeReducer,
  consent: consentReducer,
  workshops: workshopsReducer,
  videos: videosReducer,
  newsletter: newsletterReducer,
  account: accountReducer,
};

type BaseState = { [K in keyof typeof baseReducers]: ReturnType<(typeof baseReducers)[K]> };

/**
 * The state as planner code sees it: the planner's (and the Verwaltung's) keys are typed as present because
 * their pages render only after PlannerAreasGate injected them. Code outside them must not rely on them.
 */
export type RootState = BaseState & PlannerState & AdminState;

const NO_BACKEND: BackendCall = () => Promise.reject(new Error('Keine Verbindung zum Server eingerichtet.'));

export function makeStore(preloadedState?: Partial<RootState>, deps: StoreDeps = {}) {
  // The planner's first reads may go out before the page asks (plannerBootSaga.ts).
  const bootCalls = makeBootCalls(deps.backend ?? NO_BACKEND);
  const sagaMiddleware = createSagaMiddleware({
    context: {
      backend: bootCalls.backend,
      bootCalls,
      authApi: deps.authApi,
      navigate: deps.navigate,
      routePaths: deps.routePaths,
    },
  });
  const reducers: Record<string, Reducer> = { ...baseReducers };
  const injected = new Set<string>();
  const addAreas = (areas: StoreAreas): boolean => {
    if (injected.has(areas.name)) return false;
    injected.add(areas.name);
    Object.assign(reducers, areas.reducers);
    return true;
  };
  deps.areas?.forEach(addAreas);

  const store = configureStore({
    reducer: combineReducers(reducers) as unknown as Reducer<RootState>,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefault) => getDefault({ thunk: false }).concat(sagaMiddleware),
  });
  sagaMiddleware.run(rootSaga, { withAuth: deps.authApi !== undefined });
  deps.areas?.forEach((areas) => areas.sagas.forEach((saga) => sagaMiddleware.run(saga)));

  /** Adds a group of areas once: its state starts with the replace action, then its sagas run. */
  const injectAreas = (areas: StoreAreas): void => {
    if (!addAreas(areas)) return;
    store.replaceReducer(combineReducers(reducers) as unknown as Reducer<RootState>);
    areas.sagas.forEach((saga) => sagaMiddleware.run(saga));
  };
  return Object.assign(store, { injectAreas });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
