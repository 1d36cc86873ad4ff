/**
 * Renders UI with the real store (reducers and sagas), real routes and the real article files; only the
 * transport edges are fakes: the backend transport and, where a test needs sign-in, the auth edge.
 */
import type { ReactElement } from 'react';
import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  MemoryRouter,
  UNSAFE_createMemoryHistory,
  unstable_HistoryRouter as HistoryRouter,
} from 'react-router';
import AppProviders from '../src/app/AppProviders';
import { plannerAreas } from '../src/app/plannerAreas';
import AppRoutes from '../src/app/routes';
import { makeStore, type RootState, type StoreDeps } from '../src/app/store';
import type { User } from '@speiseplaner/shared';
import { initialState as authInitial } from '../src/features/auth/authSlice';
import { observeHistory } from '../src/features/auth/routePaths';
import type { ArticleSources } from '../src/features/articles/articleSources';
import { fsArticleSources } from './fsArticleSources';
import { makeTransport, type FakeTransport } from './fakeTransport';

export interface RenderOptions {
  preloadedState?: Partial<RootState>;
  backend?: FakeTransport;
  authApi?: StoreDeps['authApi'];
  /** Article files; the real ones of packages/content by default. */
  sources?: ArticleSources;
  /** Records what the planner boot starts loading (the app's own preload fetches the page's chunk). */
  preloadPage?: StoreDeps['preloadPage'];
}

const PLANNER_KEYS = Object.keys(plannerAreas.reducers);

function setup(
  { preloadedState, backend = makeTransport(), authApi, preloadPage }: RenderOptions,
  routePaths?: StoreDeps['routePaths'],
  plannerFromStart = false,
) {
  const navigate = jest.fn<void, [string]>();
  // As in the app, the planner's areas join with its first page, unless the test renders a planner
  // component without a route or preloads planner state (which must be there from the start).
  const preloadsPlanner = PLANNER_KEYS.some((key) => key in (preloadedState ?? {}));
  const areas = plannerFromStart || preloadsPlanner ? [plannerAreas] : [];
  const store = makeStore(preloadedState, { backend, authApi, navigate, routePaths, areas, preloadPage });
  return { store, backend, navigate, user: userEvent.setup() };
}

/** A component inside the providers and a memory router at `route`. */
export function renderWithProviders(ui: ReactElement, options: RenderOptions & { route?: string } = {}) {
  const harness = setup(options, undefined, true);
  const view = render(
    <AppProviders store={harness.store} sources={options.sources ?? fsArticleSources}>
      <MemoryRouter initialEntries={[options.route ?? '/']}>{ui}</MemoryRouter>
    </AppProviders>,
  );
  return { ...harness, ...view };
}

/** The whole app (frame and routes) at `path`; waits until the lazy page has loaded. */
export async function renderApp(path: string, options: RenderOptions = {}) {
  // The store follows the router's paths as in main.tsx (Firebase Auth only where a page needs it).
  const { history, routePaths } = observeHistory(
    UNSAFE_createMemoryHistory({ initialEntries: [path], v5Compat: true }),
  );
  const harness = setup(options, routePaths);
  const view = render(
    <AppProviders store={harness.store} sources={options.sources ?? fsArticleSources}>
      <HistoryRouter history={history}>
        <AppRoutes />
      </HistoryRouter>
    </AppProviders>,
  );
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  return { ...harness, ...view, history, routePaths };
}

/** Login state slices for preloading. */
export const loggedIn = (user: User): Partial<RootState> => ({
  auth: {
    ...authInitial,
    status: 'loggedin',
    user,
    ...(user.kitchenId ? { kitchenId: user.kitchenId } : {}),
  },
});
export const loggedOut: Partial<RootState> = { auth: { ...authInitial, status: 'loggedout' } };
export const pending: Partial<RootState> = { auth: { ...authInitial, status: 'pending' } };
