/**
 * Starts the app: router, store with the real backend and Firebase Auth, providers. Firebase (Auth and
 * Functions) loads in its own chunks on first use, so the first page renders without waiting for it; Auth
 * loads at start only with a session hint or on a route that needs it (see authSaga).
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import AppProviders from './app/AppProviders';
import { callBackend } from './app/backend';
import { appRoutes } from './app/routes';
import { makeStore } from './app/store';
import { lazyAuthApi } from './features/auth/lazyAuthApi';
import { routerPaths } from './features/auth/routePaths';

const router = createBrowserRouter(appRoutes);
const store = makeStore(undefined, {
  backend: callBackend,
  authApi: lazyAuthApi(async () => (await import('./features/auth/defaultAuthApi')).authApi),
  navigate: (path) => void router.navigate(path),
  routePaths: routerPaths(router),
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders store={store} sources={async () => (await import('./app/contentGlobs')).viteArticleSources}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
