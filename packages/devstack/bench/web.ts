/**
 * pnpm bench:web — how heavy and how fast the web app is, measured in one run against the production build
 * on the Hosting emulator (firebase.json's rewrites, clean URLs and headers, as in production).
 *  1. Builds the web app and starts the stack (`startStack({ web: 'hosting' })`, free ports, all on 127.0.0.1).
 *  2. JS of `/` and `/artikel/{slug}` (slug: first argument, default schulung-und-beratung): the chunks the
 *     built index.html loads statically (entry, modulepreloads, their static imports) plus the lazy chunks
 *     Chromium really requests for the route; gzip sizes against the 170 kB target.
 *  3. LCP of `/` and of the article under slow 4G (1.6 Mbit/s, 150 ms RTT), median of three cold loads each,
 *     with the bytes (and the JS bytes) on the wire before LCP and the lower bound they allow.
 *  4. /app/plan for a kitchen with a year of weeks and 300 recipes, signed in: first visits (cache off,
 *     service worker bypassed, the app's IndexedDB deleted) and repeat visits under slow 4G — LCP, the time
 *     until this week's dishes show, the Firestore reads — then a reload with the network off.
 *  5. A summary table of every figure side by side.
 */
import { resolve } from 'node:path';
import { REPO_ROOT } from '../src/paths';
import { startStack } from '../src/stack';
import { freePorts } from '../src/stackConfig';
import { entryScripts } from './web/builtScripts';
import type { Browser } from 'playwright-core';
import { launchLocalOnlyChromium } from './web/chromium';
import { lowerBoundMs, measureLcp, median, sequentialWaves, SLOW_4G, type LcpRun } from './web/lcp';
import { sizeLines, verdict } from './web/report';
import { measurePlanVisits, seedPlanKitchen, type PlanRouteRun } from './web/planRoute';
import { requestedScripts } from './web/requestedScripts';
import { fileSize, kB, sum } from './web/sizes';

const TARGET_GZIP_BYTES = 170_000;
const LCP_RUNS = 3;

/** The run whose value is the median, so its other figures belong to the same load. */
function medianRun<T>(runs: readonly T[], value: (run: T) => number): { median: number; run: T } {
  const m = median(runs.map(value));
  return { median: m, run: runs.find((run) => value(run) === m) ?? runs[0]! };
}

const ms = (value: number) => `${Math.round(value)} ms`;
const runsText = <T>(runs: readonly T[], value: (run: T) => number) =>
  runs.map((run) => Math.round(value(run))).join(', ');

async function lcpOf(browser: Browser, webUrl: string, route: string, entry: string[]): Promise<LcpRun> {
  const runs: LcpRun[] = [];
  for (let i = 0; i < LCP_RUNS; i++) runs.push(await measureLcp(browser, new URL(route, webUrl).toString()));
  const { median: lcp, run: typical } = medianRun(runs, (run) => run.lcpMs);
  const waves = sequentialWaves(typical.scriptsBeforeLcp, entry);
  const bound = lowerBoundMs(typical.bytesBeforeLcp, waves);
  console.log(
    `\nLCP von ${route} bei Slow 4G (${SLOW_4G.downloadBitsPerSecond / 1e6} Mbit/s, ${SLOW_4G.rttMs} ms RTT), ` +
      `Median aus ${LCP_RUNS} kalten Ladevorgängen: ${ms(lcp)} (Läufe: ${runsText(runs, (r) => r.lcpMs)} ms)`,
  );
  console.log(`  LCP-Element: ${typical.element}`);
  console.log(
    `  Untergrenze: ${ms(bound)} = ${kB(typical.bytesBeforeLcp)} bis zum LCP über die Leitung ` +
      `(davon JS ${kB(typical.jsBytesBeforeLcp)}) + ${waves} aufeinanderfolgende Roundtrips à ${SLOW_4G.rttMs} ms` +
      (typical.unsizedBeforeLcp
        ? ` (${typical.unsizedBeforeLcp} Antworten ohne Größenangabe nicht mitgezählt)`
        : ''),
  );
  console.log(`  Abstand zur Untergrenze: ${ms(lcp - bound)} (Ausführen, Rendern, Warten auf Daten)`);
  return typical;
}

function planLines(label: string, runs: readonly PlanRouteRun[]): PlanRouteRun {
  const { median: shown, run: typical } = medianRun(runs, (run) => run.planShownMs);
  const reads = typical.calls.reduce((total, call) => total + call.reads, 0);
  console.log(
    `\n/app/plan, ${label}, Median aus ${runs.length}: Gerichte der Woche sichtbar nach ${ms(shown)} ` +
      `(Läufe: ${runsText(runs, (r) => r.planShownMs)} ms), LCP ${ms(typical.lcpMs)}`,
  );
  console.log(
    `  LCP-Element: ${typical.element}; bis zum LCP ${kB(typical.bytesBeforeLcp)} über die Leitung, ` +
      `davon JS ${kB(typical.jsBytesBeforeLcp)}`,
  );
  console.log(
    `  Firestore-Lesevorgänge: ${reads} (` +
      (typical.calls.map((call) => `${call.type} ${call.reads}`).join(', ') || 'keine Backend-Aufrufe') +
      ')',
  );
  return typical;
}

async function main(): Promise<void> {
  const slug = process.argv[2] ?? 'schulung-und-beratung';
  const article = `/artikel/${slug}`;
  console.log('Baue die Web-App und starte den Stack (Emulatoren, Seed, Hosting-Emulator) …');
  const ports = await freePorts();
  const stack = await startStack({ ports, web: 'hosting' });
  // Where startStack builds for the Hosting emulator (src/stack.ts: one folder per stack).
  const distDir = resolve(REPO_ROOT, 'tmp', `web-hosting-${ports.functions}`);
  const browser = await launchLocalOnlyChromium();
  try {
    const entry = entryScripts(distDir);
    const entrySizes = entry.map((path) => fileSize(distDir, path));
    console.log(
      `\nStatisch aus index.html (Einstieg, modulepreload, statische Importe): ${entry.length} Dateien`,
    );
    sizeLines(entrySizes).forEach((line) => console.log(line));
    console.log(`  zusammen ${kB(sum(entrySizes, 'raw'))}, ${kB(sum(entrySizes, 'gzip'))} gzip`);

    const routeJs = new Map<string, number>();
    for (const route of ['/', article]) {
      const { scripts, foreign } = await requestedScripts(browser, stack.webUrl, route);
      const lazy = scripts.filter((path) => !entry.includes(path)).map((path) => fileSize(distDir, path));
      const total = sum(entrySizes, 'gzip') + sum(lazy, 'gzip');
      routeJs.set(route, total);
      console.log(
        `\nRoute ${route}: zusätzlich nachgeladen (lazy, in Chromium angefragt): ${lazy.length} Dateien`,
      );
      sizeLines(lazy).forEach((line) => console.log(line));
      console.log(`  JS gesamt ${kB(total)} gzip – ${verdict(total, TARGET_GZIP_BYTES)}`);
      const unused = entry.filter((path) => !scripts.includes(path));
      if (unused.length)
        console.log(`  Hinweis: statisch verlinkt, aber nicht angefragt: ${unused.join(', ')}`);
      if (foreign.length) console.log(`  Anfragen an fremde Hosts (blockiert): ${foreign.join(', ')}`);
    }

    const home = await lcpOf(browser, stack.webUrl, '/', entry);
    const articleRun = await lcpOf(browser, stack.webUrl, article, entry);

    const kitchen = await seedPlanKitchen(stack.env);
    const visits = await measurePlanVisits(browser, stack.webUrl, kitchen, LCP_RUNS);
    console.log(`\n/app/plan: angemeldet, ${kitchen.weeks} Wochen, ${kitchen.recipes} Rezepte, Slow 4G`);
    const first = planLines('erster Besuch (Cache aus, ohne Service Worker, ohne IndexedDB)', visits.first);
    const repeat = planLines('wiederholter Besuch (Cache, Service Worker, IndexedDB)', visits.repeat);
    const offline =
      visits.offlineShownMs === null
        ? 'nein (nach 30 s keine Gerichte)'
        : `ja, nach ${ms(visits.offlineShownMs)}`;
    console.log(`\n/app/plan offline neu geladen: Gerichte der Woche sichtbar: ${offline}`);

    const firstShown = median(visits.first.map((run) => run.planShownMs));
    const repeatShown = median(visits.repeat.map((run) => run.planShownMs));
    const rows: [string, string, string][] = [
      ['LCP /', ms(home.lcpMs), 'Ziel ≤ 1000 ms'],
      [`LCP ${article}`, ms(articleRun.lcpMs), 'Ziel ≤ 1000 ms'],
      ['JS vor LCP /', kB(home.jsBytesBeforeLcp), `JS der Route gesamt ${kB(routeJs.get('/') ?? 0)} gzip`],
      [
        `JS vor LCP ${article}`,
        kB(articleRun.jsBytesBeforeLcp),
        `gesamt ${kB(routeJs.get(article) ?? 0)} gzip`,
      ],
      ['/app/plan erster Besuch: Gerichte', ms(firstShown), 'Ziel ≤ 2500 ms'],
      ['/app/plan erster Besuch: JS vor LCP', kB(first.jsBytesBeforeLcp), ''],
      ['/app/plan wiederholt: Gerichte', ms(repeatShown), 'Ziel ≤ 1000 ms'],
      ['/app/plan wiederholt: JS vor LCP', kB(repeat.jsBytesBeforeLcp), 'über die Leitung'],
      ['/app/plan offline neu geladen', offline, 'Ziel: Gerichte sichtbar'],
    ];
    const width = Math.max(...rows.map(([name]) => name.length));
    console.log('\nÜbersicht (Slow 4G, Mediane aus je 3 Läufen)');
    rows.forEach(([name, value, note]) =>
      console.log(`  ${name.padEnd(width)}  ${value.padStart(12)}  ${note}`),
    );
  } finally {
    await browser.close();
    await stack.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
