/**
 * Starts the app: router, store with the real backend and Firebase Auth, providers; hydrates a prerendered
 * public page and renders any other. Firebase Auth loads in its own chunk on first use, so the first page
 * renders without waiting for it; it loads at start only with a session hint or on a route that needs it
 * (see authSaga). Backend calls need no Firebase code.
 */
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { UNSAFE_createBrowserHistory, unstable_HistoryRouter as HistoryRouter } from 'react-router';
import AppProviders from './app/AppProviders';
import { callBackend } from './platform/transport/4-backend';
import { withAnswerCheck } from './platform/transport/3-answerCheck';
import AppRoutes, { LoginGate, underLoginGate } from './app/routes';
import { makeStore } from './app/store';
import { lazyAuthApi } from './features/auth/lazyAuthApi';
import { observeHistory } from './features/auth/routePaths';
import { preloadPlannerPage } from './app/plannerPages';

// v5Compat: push and replace tell the listeners, as BrowserRouter's own history does.
const { history, routePaths } = observeHistory(UNSAFE_createBrowserHistory({ v5Compat: true }));
const store = makeStore(undefined, {
  // Development builds check every answer against the contract; production leaves zod out.
  backend: import.meta.env.DEV ? withAnswerCheck(callBackend) : callBackend,
  authApi: lazyAuthApi(async () => (await import('./features/auth/defaultAuthApi')).authApi),
  navigate: (path) => history.push(path),
  routePaths,
  preloadPage: preloadPlannerPage,
});

const app = (
  <StrictMode>
    <AppProviders store={store} sources={async () => (await import('./app/contentGlobs')).viteArticleSources}>
      <HistoryRouter history={history}>
        <AppRoutes />
      </HistoryRouter>
    </AppProviders>
  </StrictMode>
);

// A public page prerendered by the build (src/prerender/) hydrates its markup; anything else renders anew:
// Hosting's SPA fallback (spa.html) has an empty root, and markup of another path is replaced. Emotion's
// default cache takes the prerendered styles over (src/prerender/emotionCache.ts).
const root = document.getElementById('root')!;
if (root.dataset.prerendered === window.location.pathname) hydrateRoot(root, app);
else {
  // Not a prerendered public page: most likely a planner page, whose login check is a chunk of its own. A
  // page behind it renders once it is in: rendered before, the frame would show its page spinner, and
  // React reveals what replaces a spinner no sooner than 300 ms after the latest one anywhere (the account
  // menu's shows when the kept profile signs in), so the Speiseplan showed up to 300 ms late
  // (docs/architecture.md, "Planner boot").
  const render = () => createRoot(root).render(app);
  const gate = LoginGate.preload();
  if (underLoginGate(window.location.pathname)) gate.then(render, render);
  else {
    gate.catch(() => undefined);
    render();
  }
}
