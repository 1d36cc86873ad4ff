/**
 * The Redux store of the app and of the tests: one `makeStore` builds both, so a test runs the real
 * reducers and sagas and only fakes the transport edges (backend call, Firebase Auth) it passes in.
 */
import { combineSlices, configureStore, type Reducer } from '@reduxjs/toolkit';
import createSagaMiddleware, { type Task } from 'redux-saga';
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
import type { KitchenData, StoreAreas } from '../platform/storeAreas';
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
  /**
   * Starts loading the code of the planner page at a path (app/plannerPages.ts); the planner boot calls it
   * once a signed-in account is known. main.tsx gives the real one; tests may record the calls.
   */
  preloadPage?: (pathname: string) => void;
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

/** Empties the per-kitchen areas (a kitchen switch, `kitchenData.stop`). */
const KITCHEN_DATA_CLEARED = 'store/kitchenDataCleared';

/** The area's reducer, started afresh when the kitchen's data is cleared. */
const clearedWithKitchen =
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each area has its own state
  (reducer: Reducer<any>): Reducer<any> =>
    (state, action) =>
      action.type === KITCHEN_DATA_CLEARED ? reducer(undefined, action) : reducer(state, action);

function buildStore(preloadedState: Partial<RootState> | undefined, deps: StoreDeps) {
  // Every call carries the current kitchen (auth.kitchenId); the store exists only below, hence the late read.
  let currentKitchen = (): string | undefined => undefined;
  // The planner's first reads may go out before the page asks (plannerBootSaga.ts).
  const bootCalls = makeBootCalls(deps.backend ?? NO_BACKEND, { kitchenOf: () => currentKitchen() });
  const sagaMiddleware = createSagaMiddleware({
    context: {
      backend: bootCalls.backend,
      bootCalls,
      authApi: deps.authApi,
      navigate: deps.navigate,
      routePaths: deps.routePaths,
      preloadPage: deps.preloadPage,
      /** Set below, once the store exists: the kitchen switch empties the per-kitchen areas with it. */
      kitchenData: undefined as KitchenData | undefined,
    },
  });
  // One root reducer per store: injecting changes it, and tests build many stores.
  const rootReducer = makeRootReducer();
  const injected = new Set<string>();
  const perKitchen: StoreAreas[] = [];
  const addAreas = (areas: StoreAreas): boolean => {
    if (injected.has(areas.name)) return false;
    injected.add(areas.name);
    if (areas.perKitchen) perKitchen.push(areas);
    for (const [reducerPath, reducer] of Object.entries(areas.reducers))
      rootReducer.inject({
        reducerPath: reducerPath as keyof LazyAreas,
        reducer: areas.perKitchen ? clearedWithKitchen(reducer) : reducer,
      });
    return true;
  };
  deps.areas?.forEach(addAreas);

  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefault) => getDefault({ thunk: false }).concat(sagaMiddleware),
  });
  currentKitchen = () => store.getState().auth.kitchenId;

  // The per-kitchen areas' running sagas, which a kitchen switch stops and starts again.
  let kitchenTasks: Task[] = [];
  const runSagas = (areas: StoreAreas) => {
    const tasks = areas.sagas.map((saga) => sagaMiddleware.run(saga));
    if (areas.perKitchen) kitchenTasks.push(...tasks);
  };
  const kitchenData: KitchenData = {
    stop: () => {
      kitchenTasks.forEach((task) => task.cancel());
      kitchenTasks = [];
      bootCalls.clear();
      store.dispatch({ type: KITCHEN_DATA_CLEARED });
    },
    start: () => perKitchen.forEach(runSagas),
  };
  sagaMiddleware.setContext({ kitchenData });

  sagaMiddleware.run(rootSaga, { withAuth: deps.authApi !== undefined });
  deps.areas?.forEach(runSagas);

  /** Adds a group of areas once: its state starts with the replace action, then its sagas run. */
  const injectAreas = (areas: StoreAreas): void => {
    if (!addAreas(areas)) return;
    store.replaceReducer(rootReducer);
    runSagas(areas);
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
