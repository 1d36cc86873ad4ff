/**
 * The requests of a browser context that took long or never ended, printed after each test that had any
 * (browserHooks). When a wait runs out on a busy CI machine, these lines tell a backend that did not answer
 * (a call open for 60 s) from a page that never asked (docs/testing.md, "Waits"). Information only: a slow
 * request never fails a test, speed is the benchmarks' business.
 */
import { appendFileSync, mkdirSync, rmSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { BrowserContext, Request } from 'playwright-core';
import { REPO_ROOT } from '../../../src/paths';

/** Also kept for the end of the whole run (tools/print-test-summary.cjs), where a CI log cut short still shows them. */
const SLOW_LOG = resolve(REPO_ROOT, 'tmp/test-results/slow-requests.log');

/** Longer than this, a request is listed. */
const SLOW_MS = 10_000;
/** The longest ones first, at most this many per context. */
const MAX_LINES = 15;

interface Seen {
  started: number;
  ended?: number;
  outcome?: string;
}

/** What a request was: method, path, and for a callable its call type (`plan/loadWeek`). */
function describe(request: Request): string {
  let path = request.url();
  try {
    path = new URL(path).pathname;
  } catch {
    // not a URL a page can load; shown as it is
  }
  let call = '';
  try {
    const type = (request.postDataJSON() as { data?: { type?: unknown } } | null)?.data?.type;
    if (typeof type === 'string') call = ` (${type})`;
  } catch {
    // a body that is not JSON (an upload): no call type
  }
  return `${request.method()} ${path}${call}`;
}

/** Starts watching `context`; the returned function lists what took longer than 10 s so far. */
export function watchSlowRequests(context: BrowserContext): () => string[] {
  const seen = new Map<Request, Seen>();
  const opened = Date.now();
  context.on('request', (request) => seen.set(request, { started: Date.now() }));
  context.on('requestfinished', (request) => {
    const entry = seen.get(request);
    if (entry) entry.ended = Date.now();
  });
  context.on('requestfailed', (request) => {
    const entry = seen.get(request);
    if (entry) {
      entry.ended = Date.now();
      entry.outcome = request.failure()?.errorText ?? 'fehlgeschlagen';
    }
  });
  context.on('response', (response) => {
    const entry = seen.get(response.request());
    if (entry) entry.outcome = `HTTP ${response.status()}`;
  });
  return () => {
    const now = Date.now();
    const slow = [...seen]
      .map(([request, entry]) => ({ request, ...entry, took: (entry.ended ?? now) - entry.started }))
      .filter(({ took }) => took >= SLOW_MS)
      .sort((a, b) => b.took - a.took);
    const lines = slow.slice(0, MAX_LINES).map(({ request, started, ended, outcome, took }) => {
      const state = ended === undefined ? 'offen' : (outcome ?? 'beendet');
      const at = ((started - opened) / 1000).toFixed(1);
      return `${(took / 1000).toFixed(1)} s ab ${at} s: ${describe(request)} – ${state}`;
    });
    if (slow.length > MAX_LINES) lines.push(`… und ${slow.length - MAX_LINES} weitere`);
    return lines;
  };
}

/** Adds a test's slow requests to the run's list (the summary at the end of tools/test.sh prints it). */
export function noteSlowRequests(text: string): void {
  mkdirSync(dirname(SLOW_LOG), { recursive: true });
  appendFileSync(SLOW_LOG, text);
}

/** A new run starts a new list. */
export function clearSlowRequests(): void {
  rmSync(SLOW_LOG, { force: true });
}
