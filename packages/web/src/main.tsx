/**
 * Starts the app: router, store with the real backend and Firebase Auth, providers. Firebase (Auth and
 * Functions) loads in its own chunk on first use, so the first page renders without waiting for it.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import AppProviders from './app/AppProviders';
import { callBackend } from './app/backend';
import { viteArticleSources } from './app/contentGlobs';
import { appRoutes } from './app/routes';
import { makeStore } from './app/store';
import { lazyAuthApi } from './features/auth/lazyAuthApi';

const router = createBrowserRouter(appRoutes);
const store = makeStore(undefined, {
  backend: callBackend,
  authApi: lazyAuthApi(async () => (await import('./features/auth/defaultAuthApi')).authApi),
  navigate: (path) => void router.navigate(path),
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders store={store} sources={viteArticleSources}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
