/**
 * The Redux store of the app and of the tests: one `makeStore` builds both, so a test runs the real
 * reducers and sagas and only fakes the transport edges (backend call, Firebase Auth) it passes in.
 */
import { combineSlices, configureStore } from '@reduxjs/toolkit';
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

/** The areas that join later (StoreAreasGate): the planner's and the Verwaltung's. */
type LazyAreas = PlannerState & AdminState;

const makeRootReducer = () => combineSlices(baseReducers).withLazyLoadedSlices<LazyAreas>();

/**
 * The store's state: the planner's and the Verwaltung's areas are optional, as they are missing until their
 * page's gate injected them. Code inside a gate reads them through its own selectors with the areas it
 * needs (e.g. `WithPlan` in planSlice.ts).
 */
export type RootState = ReturnType<ReturnType<typeof makeRootReducer>>;

/**
 * The state as a component sees it through `useAppSelector`: with the lazy areas, since every page that
 * reads one renders inside the StoreAreasGate that injects them, and the gate renders nothing before.
 */
export type PageState = RootState & LazyAreas;

const NO_BACKEND: BackendCall = () => Promise.reject(new Error('Keine Verbindung zum Server eingerichtet.'));

function buildStore(preloadedState: Partial<RootState> | undefined, deps: StoreDeps) {
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
  // One root reducer per store: injecting changes it, and tests build many stores.
  const rootReducer = makeRootReducer();
  const injected = new Set<string>();
  const addAreas = (areas: StoreAreas): boolean => {
    if (injected.has(areas.name)) return false;
    injected.add(areas.name);
    for (const [reducerPath, reducer] of Object.entries(areas.reducers))
      rootReducer.inject({ reducerPath: reducerPath as keyof LazyAreas, reducer });
    return true;
  };
  deps.areas?.forEach(addAreas);

  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefault) => getDefault({ thunk: false }).concat(sagaMiddleware),
  });
  sagaMiddleware.run(rootSaga, { withAuth: deps.authApi !== undefined });
  deps.areas?.forEach((areas) => areas.sagas.forEach((saga) => sagaMiddleware.run(saga)));

  /** Adds a group of areas once: its state starts with the replace action, then its sagas run. */
  const injectAreas = (areas: StoreAreas): void => {
    if (!addAreas(areas)) return;
    store.replaceReducer(rootReducer);
    areas.sagas.forEach((saga) => sagaMiddleware.run(saga));
  };
  return Object.assign(store, { injectAreas });
}

export type AppStore = ReturnType<typeof buildStore>;

/**
 * Builds the store. With `deps.areas` (tests that start with the planner's areas) its state is typed with
 * the lazy areas present.
 */
export function makeStore(
  preloadedState: Partial<PageState> | undefined,
  deps: StoreDeps & { areas: StoreAreas[] },
): { getState(): PageState } & AppStore;
export function makeStore(preloadedState?: Partial<RootState>, deps?: StoreDeps): AppStore;
export function makeStore(preloadedState?: Partial<RootState>, deps: StoreDeps = {}): AppStore {
  return buildStore(preloadedState, deps);
}
export type AppDispatch = AppStore['dispatch'];

// Names inside the augmentation would resolve to platform/hooks' own aliases, hence these.
type ThePageState = PageState;
type TheDispatch = AppDispatch;
type TheStore = AppStore;

declare module '../platform/hooks' {
  /** The store's types for the typed hooks (platform/hooks.ts), which must not import the app. */
  interface StoreTypes {
    state: ThePageState;
    dispatch: TheDispatch;
    store: TheStore;
  }
}
