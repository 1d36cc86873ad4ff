/**
 * The Redux store of the app and of the tests: one `makeStore` builds both, so a test runs the real
 * reducers and sagas and only fakes the transport edges (backend call, Firebase Auth) it passes in.
 */
import { combineReducers, configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import authReducer from '../features/auth/authSlice';
import type { AuthApi } from '../features/auth/authApi';
import type { RoutePaths } from '../features/auth/routePaths';
import accountReducer from '../features/account/accountSlice';
import autosaveReducer from '../features/autosave/autosaveSlice';
import ingredientsReducer from '../features/ingredients/ingredientsSlice';
import recipesReducer from '../features/recipes/recipesSlice';
import planReducer from '../features/plan/planSlice';
import masterplanReducer from '../features/masterplan/masterplanSlice';
import shoppingReducer from '../features/shopping/shoppingSlice';
import statisticsReducer from '../features/statistics/statisticsSlice';
import consentReducer from '../features/consent/consentSlice';
import viewModeReducer from '../features/viewMode/viewModeSlice';
import workshopsReducer from '../features/workshops/workshopsSlice';
import newsletterReducer from '../features/newsletter/newsletterSlice';
import { rootSaga } from './rootSaga';
import { withUserAnswers } from './userAnswers';

/** The backend as the sagas see it: `callBackend` in the app, a fake transport in tests. */
export type BackendCall = (type: string, payload: unknown) => Promise<{ type: string; payload: unknown }>;

export interface StoreDeps {
  backend?: BackendCall;
  /** Firebase Auth edge; without it the auth saga does not run (the login state stays as preloaded). */
  authApi?: AuthApi;
  /** Router navigation for sagas (logout goes to /). */
  navigate?: (path: string) => void;
  /** The router's paths: lets the auth saga skip Firebase on public pages without a session. */
  routePaths?: RoutePaths;
}

const rootReducer = combineReducers({
  auth: withUserAnswers(authReducer),
  viewMode: viewModeReducer,
  consent: consentReducer,
  workshops: workshopsReducer,
  newsletter: newsletterReducer,
  account: accountReducer,
  autosave: autosaveReducer,
  ingredients: ingredientsReducer,
  recipes: recipesReducer,
  plan: planReducer,
  masterplan: masterplanReducer,
  shopping: shoppingReducer,
  statistics: statisticsReducer,
});

export type RootState = ReturnType<typeof rootReducer>;

const NO_BACKEND: BackendCall = () => Promise.reject(new Error('Keine Verbindung zum Server eingerichtet.'));

export function makeStore(preloadedState?: Partial<RootState>, deps: StoreDeps = {}) {
  const sagaMiddleware = createSagaMiddleware({
    context: {
      backend: deps.backend ?? NO_BACKEND,
      authApi: deps.authApi,
      navigate: deps.navigate,
      routePaths: deps.routePaths,
    },
  });
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault({ thunk: false }).concat(sagaMiddleware),
  });
  sagaMiddleware.run(rootSaga, { withAuth: deps.authApi !== undefined });
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
