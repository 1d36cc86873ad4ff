/**
 * Which scripts of the web app a page really requests in Chromium: load the route, wait until its main
 * heading shows and the network is idle, and collect every JS request to the app's own origin.
 */
import type { Browser } from 'playwright-core';
import { LOAD_MS } from './lcp';
import { within } from './steps';

export interface RouteScripts {
  route: string;
  /** URL paths ('/assets/x.js') in request order. */
  scripts: string[];
  /** Requests to other hosts (blocked by the host rule, listed so they get noticed). */
  foreign: string[];
}

export async function requestedScripts(
  browser: Browser,
  webUrl: string,
  route: string,
): Promise<RouteScripts> {
  const origin = new URL(webUrl).origin;
  const context = await within(
    'Browser-Kontext öffnen',
    15_000,
    browser.newContext({ locale: 'de-DE', viewport: { width: 1280, height: 800 } }),
  );
  const page = await within('Seite öffnen', 15_000, context.newPage());
  const scripts: string[] = [];
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol === 'data:') return;
    if (url.origin !== origin) {
      if (url.hostname !== '127.0.0.1') foreign.push(request.url());
      return;
    }
    if (url.pathname.endsWith('.js') && !scripts.includes(url.pathname)) scripts.push(url.pathname);
  });
  try {
    await page.goto(new URL(route, webUrl).toString(), { waitUntil: 'load', timeout: LOAD_MS });
    await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: LOAD_MS });
    await page.waitForLoadState('networkidle', { timeout: LOAD_MS });
  } finally {
    await within('Browser-Kontext schließen', 15_000, context.close()).catch(() => undefined);
  }
  return { route, scripts, foreign };
}
