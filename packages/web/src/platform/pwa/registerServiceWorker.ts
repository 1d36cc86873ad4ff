/// <reference types="vite-plugin-pwa/vanillajs" />
/**
 * Registers the service worker (loaded on demand by ServiceWorkerUpdates.tsx, never with the first page)
 * and reports a new version that waits: `onUpdate` gets the function that lets it take over and reloads
 * the page. The browser looks for a new sw.js only when a page opens; a kitchen tablet keeps one page open
 * for days, so the app also looks when the tab comes back into view and once an hour.
 */
import { registerSW } from 'virtual:pwa-register';

export const UPDATE_CHECK_MS = 60 * 60 * 1000;

export type ActivateUpdate = () => Promise<void>;

let registered = false;

function checkForUpdates(registration: ServiceWorkerRegistration) {
  const check = () => {
    // Offline the check can only fail; a failed check is tried again at the next occasion.
    if (navigator.onLine) registration.update().catch(() => undefined);
  };
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
  window.setInterval(check, UPDATE_CHECK_MS);
}

/**
 * Whether a worker waits beside an active one, i.e. a new version. workbox-window reports "waiting" for any
 * worker still installed 200 ms after installing; on a first visit to a busy phone or machine the very
 * first worker can stay there longer before it activates by itself (nothing is active yet). That is no new
 * version, and "Neue Version verfügbar" would puzzle a cook who just opened the planner.
 */
export async function isNewVersionWaiting(): Promise<boolean> {
  const registration = await navigator.serviceWorker.getRegistration();
  return !!registration?.active && !!registration.waiting && registration.waiting !== registration.active;
}

export function registerServiceWorker(onUpdate: (activate: ActivateUpdate) => void): void {
  if (registered) return;
  registered = true;
  // Another tab may let the new version take over first: then this page reloads only when asked to.
  let asked = false;
  let takenOver = false;
  const activate: ActivateUpdate = async () => {
    asked = true;
    if (takenOver) window.location.reload();
    else await skipWaiting();
  };
  // The new version has taken the page over. Watched here rather than through registerSW's onNeedReload:
  // workbox-window calls that only for an update it found within 60 s of registering, and a kitchen tablet
  // finds its updates hours later (the hourly check), when workbox-window counts them as "external" and
  // stays silent, so "Neu laden" would never reload. The first worker taking an uncontrolled page over is
  // no new version.
  let controller = navigator.serviceWorker.controller;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    const previous = controller;
    controller = navigator.serviceWorker.controller;
    if (!previous) return;
    takenOver = true;
    if (asked) window.location.reload();
  });
  const skipWaiting = registerSW({
    immediate: true,
    onNeedRefresh: () =>
      void isNewVersionWaiting().then((waiting) => {
        if (waiting) onUpdate(activate);
      }),
    onRegisteredSW: (_url, registration) => {
      if (registration) checkForUpdates(registration);
    },
  });
}
