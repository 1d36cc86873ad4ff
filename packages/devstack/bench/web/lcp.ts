/**
 * Largest Contentful Paint of a route in headless Chromium under "slow 4G" (DevTools protocol
 * Network.emulateNetworkConditions: 1.6 Mbit/s down, 750 kbit/s up, 150 ms round trip, cache off), and
 * the lower bound physics sets: the bytes that had arrived by then at 1.6 Mbit/s, plus one round trip per
 * wave of requests that must follow each other (document → entry chunks → lazy page chunk).
 */
import type { Browser, Page } from 'playwright-core';
import { evaluateWithin, patient, within } from './steps';

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
 * 'offline': like 'warm', but the caller has taken the context offline (`context.setOffline`, which reaches
 * the service worker too); no network conditions are set then, they would switch the page back online.
 */
export type Visit = 'cold' | 'warm' | 'offline';

/** Deadline of a navigation or a wait for the page (generous: a busy two-core machine under slow 4G). */
export const LOAD_MS = patient(120_000);
/** Deadline of one DevTools protocol command. */
const CDP_MS = 15_000;

// In the page, as strings: this package's TypeScript setup carries no DOM types.
const OBSERVE_LCP = `
  // The default buffer of 250 entries is too small for the planner (about 80 scripts, the fonts, the calls).
  performance.setResourceTimingBufferSize(5000);
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

/** What had arrived before `time` (ms since navigation start): JS requests and their bytes. */
export interface ArrivedBefore {
  /** Scripts of the app's origin that had arrived, served by network, HTTP cache or service worker. */
  jsRequests: number;
  /** Their bytes on the wire (headers included; 0 for what the cache or the service worker served). */
  jsWireBytes: number;
  /** Their size unpacked (what the browser parsed), wherever they came from. */
  jsDecodedBytes: number;
  /** Every resource's bytes on the wire, the document included. */
  wireBytes: number;
}

const arrivedBefore = (time: number) => `(() => {
  const entries = [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')];
  const before = entries.filter((e) => e.responseEnd <= ${time});
  const js = before.filter((e) => /\\.js$/.test(new URL(e.name).pathname));
  const sum = (list, key) => list.reduce((total, e) => total + (e[key] || 0), 0);
  return {
    jsRequests: js.length,
    jsWireBytes: sum(js, 'transferSize'),
    jsDecodedBytes: sum(js, 'decodedBodySize'),
    wireBytes: sum(before, 'transferSize'),
  };
})()`;

/** What had arrived in `page` before `time`; read after the load (the entries are complete then). */
export function readArrivedBefore(page: Page, time: number): Promise<ArrivedBefore> {
  return evaluateWithin(page, 'Ressourcen vor den Gerichten lesen', arrivedBefore(time));
}

export async function measureLcp(browser: Browser, url: string, cpuRate = 1): Promise<LcpRun> {
  const context = await within(
    'Browser-Kontext öffnen',
    CDP_MS,
    browser.newContext({ locale: 'de-DE', viewport: { width: 1280, height: 800 } }),
  );
  try {
    const page = await within('Seite öffnen', CDP_MS, context.newPage());
    return (await throttledLoad(page, url, undefined, 'cold', cpuRate)).run;
  } finally {
    await within('Browser-Kontext schließen', CDP_MS, context.close()).catch(() => undefined);
  }
}

/**
 * One throttled load of `url` in `page` (its context may be signed in), cold unless `visit` says otherwise,
 * with the CPU slowed `cpuRate` times (DevTools Emulation.setCPUThrottlingRate; 1: as fast as the machine).
 * `ready` waits for what the caller counts as loaded and returns a figure of its own, e.g. when the data
 * showed. Every step has a deadline (bench/web/steps.ts).
 */
export async function throttledLoad<T>(
  page: Page,
  url: string,
  ready?: (page: Page) => Promise<T>,
  visit: Visit = 'cold',
  cpuRate = 1,
): Promise<{ run: LcpRun; extra: T | undefined }> {
  const cdp = await within('DevTools-Sitzung öffnen', CDP_MS, page.context().newCDPSession(page));
  const send = (what: string, method: Parameters<typeof cdp.send>[0], params?: object) =>
    within(`DevTools ${what}`, CDP_MS, cdp.send(method, params as never));
  const online = visit !== 'offline';
  try {
    await send('Netzwerk an', 'Network.enable');
    await send('Cache', 'Network.setCacheDisabled', { cacheDisabled: visit === 'cold' });
    await send('Service Worker', 'Network.setBypassServiceWorker', { bypass: visit === 'cold' });
    if (online)
      await send('Slow 4G', 'Network.emulateNetworkConditions', {
        offline: false,
        latency: SLOW_4G.rttMs,
        downloadThroughput: SLOW_4G.downloadBitsPerSecond / 8,
        uploadThroughput: SLOW_4G.uploadBitsPerSecond / 8,
      });
    await send('CPU-Drossel', 'Emulation.setCPUThrottlingRate', { rate: cpuRate });
    await within('Init-Skript', CDP_MS, page.addInitScript(OBSERVE_LCP));
    await page.goto(url, { waitUntil: 'load', timeout: LOAD_MS });
    await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: LOAD_MS });
    const extra = ready ? await ready(page) : undefined;
    if (online) await page.waitForLoadState('networkidle', { timeout: LOAD_MS });
    const run = await evaluateWithin<LcpRun | null>(page, 'LCP lesen', READ_RESULT);
    if (!run) throw new Error(`Kein LCP-Eintrag für ${url}`);
    return { run, extra };
  } finally {
    // Back to normal for the next step, each on its own; a session that is gone already needs nothing.
    const quietly = (step: Promise<unknown>) => step.catch(() => undefined);
    if (online)
      await quietly(
        send('Netz normal', 'Network.emulateNetworkConditions', {
          offline: false,
          latency: 0,
          downloadThroughput: -1,
          uploadThroughput: -1,
        }),
      );
    await quietly(send('CPU normal', 'Emulation.setCPUThrottlingRate', { rate: 1 }));
    await quietly(send('Service Worker normal', 'Network.setBypassServiceWorker', { bypass: false }));
    await quietly(within('DevTools-Sitzung schließen', CDP_MS, cdp.detach()));
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
