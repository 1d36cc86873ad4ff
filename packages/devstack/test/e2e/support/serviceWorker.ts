/** Waiting for the app's service worker in browser tests (pwa.e2e, offlineData.e2e). */
import type { Page } from 'playwright-core';

/**
 * Until a service worker controls the page, or after 30 s the registration's state for the failure
 * message. A string expression (this package has no DOM types) run by `evaluate`, which the CSP allows;
 * `waitForFunction` would need eval in the page.
 */
const CONTROLLED = `new Promise((resolve) => {
  if (navigator.serviceWorker.controller) resolve(true);
  navigator.serviceWorker.addEventListener('controllerchange', () => resolve(true), { once: true });
  setTimeout(async () => {
    const r = await navigator.serviceWorker.getRegistration();
    const states = r && [r.installing, r.waiting, r.active].map((worker) => worker && worker.state);
    resolve('nicht kontrolliert, Registrierung: ' + JSON.stringify(states));
  }, 30000);
})`;

export async function waitUntilControlled(page: Page): Promise<void> {
  expect(await page.evaluate(CONTROLLED)).toBe(true);
}
