/**
 * Largest Contentful Paint of a route in headless Chromium under "slow 4G" (DevTools protocol
 * Network.emulateNetworkConditions: 1.6 Mbit/s down, 750 kbit/s up, 150 ms round trip, cache off), and
 * the lower bound physics sets: the bytes that had arrived by then at 1.6 Mbit/s, plus one round trip per
 * wave of requests that must follow each other (document → entry chunks → lazy page chunk).
 */
import type { Browser, Page } from 'playwright-core';

export const SLOW_4G = { downloadBitsPerSecond: 1_600_000, uploadBitsPerSecond: 750_000, rttMs: 150 };

export interface LcpRun {
  lcpMs: number;
  element: string;
  /** Bytes on the wire (headers included) of the document and every resource finished before LCP. */
  bytesBeforeLcp: number;
  /** Scripts that had arrived before LCP, as URL paths. */
  scriptsBeforeLcp: string[];
  /** Resources finished before LCP whose size the browser may not tell (other origins). */
  unsizedBeforeLcp: number;
  /** Bytes on the wire of the scripts among them (0 for a script the service worker or cache served). */
  jsBytesBeforeLcp: number;
}

/**
 * 'cold': a first visit — HTTP cache off and the service worker bypassed. 'warm': a repeat visit — what the
 * browser kept (HTTP cache, service worker, IndexedDB) is used as a returning cook's browser would.
 */
export type Visit = 'cold' | 'warm';

// In the page, as strings: this package's TypeScript setup carries no DOM types.
const OBSERVE_LCP = `
  if (!window.__lcpEntries) {
  window.__lcpEntries = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const el = entry.element;
      window.__lcpEntries.push({
        time: entry.startTime,
        element: el ? el.tagName.toLowerCase() + ' "' + (el.textContent || '').trim().slice(0, 50) + '"' : entry.url,
      });
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  }
`;

const READ_RESULT = `(() => {
  const last = window.__lcpEntries[window.__lcpEntries.length - 1];
  if (!last) return null;
  const entries = [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')];
  const before = entries.filter((e) => e.responseEnd <= last.time);
  return {
    lcpMs: last.time,
    element: last.element,
    bytesBeforeLcp: before.reduce((sum, e) => sum + (e.transferSize || 0), 0),
    scriptsBeforeLcp: before.filter((e) => /\\.js$/.test(e.name)).map((e) => new URL(e.name).pathname),
    unsizedBeforeLcp: before.filter((e) => !e.transferSize).length,
    jsBytesBeforeLcp: before.filter((e) => /\\.js$/.test(e.name)).reduce((sum, e) => sum + (e.transferSize || 0), 0),
  };
})()`;

export async function measureLcp(browser: Browser, url: string): Promise<LcpRun> {
  const context = await browser.newContext({ locale: 'de-DE', viewport: { width: 1280, height: 800 } });
  try {
    return (await throttledLoad(await context.newPage(), url)).run;
  } finally {
    await context.close();
  }
}

/**
 * One throttled load of `url` in `page` (its context may be signed in), cold unless `visit` is 'warm'.
 * `ready` waits for what the caller counts as loaded and returns a figure of its own, e.g. when the data
 * showed.
 */
export async function throttledLoad<T>(
  page: Page,
  url: string,
  ready?: (page: Page) => Promise<T>,
  visit: Visit = 'cold',
): Promise<{ run: LcpRun; extra: T | undefined }> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: visit === 'cold' });
    await cdp.send('Network.setBypassServiceWorker', { bypass: visit === 'cold' });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: SLOW_4G.rttMs,
      downloadThroughput: SLOW_4G.downloadBitsPerSecond / 8,
      uploadThroughput: SLOW_4G.uploadBitsPerSecond / 8,
    });
    await page.addInitScript(OBSERVE_LCP);
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 120_000 });
    const extra = ready ? await ready(page) : undefined;
    await page.waitForLoadState('networkidle', { timeout: 120_000 });
    const run = (await page.evaluate(READ_RESULT)) as LcpRun | null;
    if (!run) throw new Error(`Kein LCP-Eintrag für ${url}`);
    return { run, extra };
  } finally {
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await cdp.send('Network.setBypassServiceWorker', { bypass: false });
    await cdp.detach();
  }
}

/** Round trips that must follow each other before LCP: document, entry chunks, and lazy chunks if any. */
export function sequentialWaves(
  scriptsBeforeLcp: readonly string[],
  entryScripts: readonly string[],
): number {
  const lazy = scriptsBeforeLcp.some((script) => !entryScripts.includes(script));
  return 2 + (lazy ? 1 : 0);
}

/** Fastest possible LCP for these bytes and waves at slow-4G bandwidth and round-trip time, in ms. */
export function lowerBoundMs(bytes: number, waves: number): number {
  return waves * SLOW_4G.rttMs + (bytes * 8 * 1000) / SLOW_4G.downloadBitsPerSecond;
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
