/**
 * Mounted by the frame on every page: registers the service worker once the page has loaded and shows
 * the update prompt when a new version waits. Both come in chunks of their own
 * (serviceWorkerClient.ts), so the public pages' first load stays as it is.
 *
 * A visitor who only reads articles gets no service worker: it precaches the planner (about 520 kB gzip,
 * docs/architecture.md, "Service worker"). It registers on the planner's routes, and on any page once a
 * service worker is there (to keep it up to date).
 */
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { APP_SHELL_ROUTES } from './appShellRoutes';
import type { Update } from './serviceWorkerClient';

export default function ServiceWorkerUpdates() {
  const { pathname } = useLocation();
  const [update, setUpdate] = useState<Update>();

  // In an effect, not while rendering: a prerendered page renders without a browser.
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    if (!APP_SHELL_ROUTES.test(pathname) && !navigator.serviceWorker.controller) return;
    const start = () =>
      void import('./serviceWorkerClient').then(({ startServiceWorker }) => startServiceWorker(setUpdate));
    // After the page's own files: the worker's precaching must not compete with them.
    if (document.readyState === 'complete') return start();
    window.addEventListener('load', start, { once: true });
    return () => window.removeEventListener('load', start);
  }, [pathname]);

  return update ? <update.Prompt activate={update.activate} /> : null;
}
