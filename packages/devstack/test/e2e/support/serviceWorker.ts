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

/**
 * For tests about what a controlled page keeps, not about the first install: when the worker became active
 * while this page's navigation was already under way, `clients.claim()` cannot take the page (it was no
 * client yet), and the browser hands the next navigation to the worker. So a page still uncontrolled with
 * an active worker is reloaded once, as a cook's next visit would be; then it must be controlled.
 */
export async function controlledOrReloaded(page: Page): Promise<void> {
  const first = await page.evaluate(CONTROLLED);
  if (first === true) return;
  expect(first).toMatch(/"activated"\]$/);
  await page.reload();
  await waitUntilControlled(page);
}
