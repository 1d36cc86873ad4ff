/**
 * `pnpm bench:web --waterfall`: the requests of each first and offline visit of the planner until this
 * week's dish showed, in the order they started (issue #32: what the first visit waits for). Resource Timing
 * of the page; the backend calls are the `/controller` POSTs, named by the answered calls in start order —
 * a call still without an answer when the list is read would shift the names after it (none was in the
 * runs of docs/testing.md).
 */
import type { Page } from 'playwright-core';
import { evaluateWithin } from './steps';

export const WATERFALL = process.argv.includes('--waterfall');

interface Entry {
  name: string;
  type: string;
  start: number;
  end: number;
  wire: number;
  /** The protocol the answer came over (h2, http/1.1); empty where the browser hides it. */
  protocol: string;
}

/** Every request that started before `until` (ms since navigation start), and the document. A string: no DOM types here. */
const entriesBefore = (until: number) => `(() => {
  const pick = (e, type) => ({ name: e.name, type, start: e.startTime, end: e.responseEnd, wire: e.transferSize || 0, protocol: e.nextHopProtocol || '' });
  const nav = performance.getEntriesByType('navigation').map((e) => pick(e, 'document'));
  const res = performance.getEntriesByType('resource').filter((e) => e.startTime < ${until}).map((e) => pick(e, e.initiatorType));
  const paints = performance.getEntriesByType('paint').map((e) => ({ name: e.name, type: 'paint', start: e.startTime, end: e.startTime, wire: 0, protocol: '' }));
  return [...nav, ...res, ...paints].sort((a, b) => a.start - b.start);
})()`;

interface Call {
  type: string;
  reads: number;
  startedAt: number;
}

function shortName(name: string, call: Call | undefined): string {
  try {
    const path = new URL(name).pathname;
    if (path.endsWith('/controller'))
      return call ? `Aufruf ${call.type} (${call.reads} Lesevorgänge)` : 'Aufruf';
    return path.replace(/^\/assets\//, '');
  } catch {
    return name;
  }
}

/** Prints the visit's requests before the dish: start → end in ms, kB on the wire, file or call. */
export async function printWaterfall(
  page: Page,
  label: string,
  dishMs: number,
  calls: readonly Call[],
): Promise<void> {
  const entries = await evaluateWithin<Entry[]>(page, 'Ressourcen-Zeitleiste lesen', entriesBefore(dishMs));
  // The controller requests in the order they started, matched with the calls in the same order.
  const byStart = [...calls].sort((a, b) => a.startedAt - b.startedAt);
  let next = 0;
  const protocol = entries.find((e) => e.type === 'document')?.protocol || '?';
  console.log(
    `  Zeitleiste ${label} (Gericht sichtbar nach ${Math.round(dishMs)} ms, Seite über ${protocol}):`,
  );
  for (const e of entries) {
    const span = `${String(Math.round(e.start)).padStart(6)} → ${String(Math.round(e.end)).padStart(6)} ms`;
    const wire = e.wire ? `${(e.wire / 1000).toFixed(1).padStart(6)} kB` : '         ';
    console.log(
      `    ${span} ${wire} ${e.type.padEnd(16)} ${shortName(e.name, e.name.endsWith('/controller') ? byStart[next++] : undefined)}`,
    );
  }
}
