/**
 * pnpm bench:web — how heavy and how fast the web app is, measured in one run against the production build
 * on the Hosting emulator (firebase.json's rewrites, clean URLs and headers, as in production).
 *
 *   pnpm bench:web [slug] [--smoke] [--photos] [--waterfall]
 *
 * `--smoke`: one load per route and visit, the planner without the CPU throttle — it only has to finish and
 * print its table (tools/test.sh runs it; no figure is checked). Every browser step has a deadline and the
 * whole run a watchdog (bench/web/steps.ts), so a hang ends as an error naming the step. `--photos`: the
 * planner's kitchen gets recipe photos first (bench/web/photos.ts), so the day cards show thumbnails.
 *  1. Builds the web app and starts the stack (`startStack({ web: 'hosting' })`, free ports, all on 127.0.0.1).
 *  2. JS of `/` and `/artikel/{slug}` (slug: first argument, default schulung-und-beratung): the chunks the
 *     built index.html loads statically (entry, modulepreloads, their static imports) plus the lazy chunks
 *     Chromium really requests for the route; gzip sizes against the 170 kB target.
 *  3. LCP of `/` and of the article under slow 4G (1.6 Mbit/s, 150 ms RTT), median of three cold loads each,
 *     with the bytes (and the JS bytes) on the wire before LCP and the lower bound they allow; again with the
 *     CPU slowed 4× (not in `--smoke`).
 *  4. /app/plan for a kitchen with a year of weeks and 300 recipes, signed in: first visits (cache off,
 *     service worker bypassed, the app's own IndexedDB deleted) and repeat visits under slow 4G, in the same
 *     tab and each in a new tab (a cook's next morning) — LCP, the time until this week's Monday dish shows,
 *     the JS requests and bytes before it, the Firestore reads — then a start with the network off; all of it
 *     at the machine's speed and with the CPU slowed 4×.
 *  5. A summary table of every figure side by side.
 */
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { REPO_ROOT } from '../src/paths';
import { stopAllChildren } from '../src/processes';
import { startStack } from '../src/stack';
import { freePorts } from '../src/stackConfig';
import { entryScripts } from './web/builtScripts';
import type { Browser } from 'playwright-core';
import { launchLocalOnlyChromium } from './web/chromium';
import { lowerBoundMs, measureLcp, median, sequentialWaves, SLOW_4G, type LcpRun } from './web/lcp';
import { sizeLines, verdict } from './web/report';
import { measurePlanVisits, seedPlanKitchen, type PlanRouteRun, type PlanVisits } from './web/planRoute';
import { addPlanPhotos } from './web/photos';
import { HTTP2, startHttp2Proxy, type Http2Proxy } from './web/http2Proxy';
import { requestedScripts } from './web/requestedScripts';
import { fileSize, kB, sum } from './web/sizes';
import { watchdog, within } from './web/steps';

const TARGET_GZIP_BYTES = 170_000;
const SMOKE = process.argv.includes('--smoke');
/** Photos on the measured week's dishes and on the kitchen's most planned own recipes (bench/web/photos.ts). */
const PHOTOS = process.argv.includes('--photos');
/** Where `--photos` puts a picture of the planner after the repeat visits at the machine's speed. */
const SCREENSHOT_DIR = resolve(__dirname, '..', 'tmp', 'screenshots');
const LCP_RUNS = SMOKE ? 1 : 3;
/** The planner at the machine's speed and with the CPU slowed 4× (a mid-range phone on a fast laptop). */
const CPU_RATES = SMOKE ? [1] : [1, 4];
const CPU_LABEL = (rate: number) => (rate === 1 ? 'CPU 1×' : `CPU ${rate}× gedrosselt`);
/** The whole run's budget: the build and the stack start take minutes on a busy two-core machine. */
const RUN_MS = (SMOKE ? 15 : 45) * 60_000;

/** The run whose value is the median, so its other figures belong to the same load. */
function medianRun<T>(runs: readonly T[], value: (run: T) => number): { median: number; run: T } {
  const m = median(runs.map(value));
  return { median: m, run: runs.find((run) => value(run) === m) ?? runs[0]! };
}

const ms = (value: number) => `${Math.round(value)} ms`;
const runsText = <T>(runs: readonly T[], value: (run: T) => number) =>
  runs.map((run) => Math.round(value(run))).join(', ');

async function lcpOf(
  browser: Browser,
  webUrl: string,
  route: string,
  entry: string[],
  cpuRate = 1,
): Promise<LcpRun> {
  const runs: LcpRun[] = [];
  for (let i = 0; i < LCP_RUNS; i++)
    runs.push(await measureLcp(browser, new URL(route, webUrl).toString(), cpuRate));
  const { median: lcp, run: typical } = medianRun(runs, (run) => run.lcpMs);
  const waves = sequentialWaves(typical.scriptsBeforeLcp, entry);
  const bound = lowerBoundMs(typical.bytesBeforeLcp, waves);
  console.log(
    `\nLCP von ${route} bei Slow 4G (${SLOW_4G.downloadBitsPerSecond / 1e6} Mbit/s, ${SLOW_4G.rttMs} ms RTT), ` +
      `${CPU_LABEL(cpuRate)}, ` +
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
  const before = typical.beforeDish;
  console.log(
    `\n/app/plan, ${label}, Median aus ${runs.length}: Gerichte der Woche sichtbar nach ${ms(shown)} ` +
      `(Läufe: ${runsText(runs, (r) => r.planShownMs)} ms), LCP ${ms(typical.lcpMs)}`,
  );
  console.log(
    `  bis zu den Gerichten: ${before.jsRequests} JS-Dateien, ${kB(before.jsWireBytes)} über die Leitung ` +
      `(${kB(before.jsDecodedBytes)} entpackt), alles zusammen ${kB(before.wireBytes)} über die Leitung`,
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
  const photos = typical.thumbnails;
  if (photos.total || PHOTOS)
    console.log(
      `  Fotos (/fotos/…) nach dem Laden, jedes in den sichtbaren Bereich gescrollt: ` +
        `${photos.loaded} von ${photos.total} geladen`,
    );
  return typical;
}

/** The planner's visits at one CPU rate: printed, and the summary rows they give. */
function planSection(
  visits: PlanVisits,
  kitchen: { weeks: number; recipes: number },
): [string, string, string][] {
  const cpu = CPU_LABEL(visits.cpuRate);
  console.log(
    `\n/app/plan: angemeldet, ${kitchen.weeks} Wochen, ${kitchen.recipes} Rezepte` +
      `${PHOTOS ? ' (mit Fotos)' : ''}, Slow 4G, ${cpu}`,
  );
  const first = planLines('erster Besuch (Cache aus, ohne Service Worker, ohne IndexedDB)', visits.first);
  const repeat = planLines('wiederholter Besuch (Cache, Service Worker, IndexedDB)', visits.repeat);
  const newTab = planLines('wiederholter Besuch in einem neuen Tab', visits.repeatNewTab);
  const offline = visits.offline;
  if (offline) planLines('Start ohne Netz (Service Worker, IndexedDB)', [offline]);
  else console.log(`\n/app/plan Start ohne Netz: keine Gerichte (${visits.offlineFailure})`);
  const jsBefore = (run: PlanRouteRun) =>
    `${run.beforeDish.jsRequests} JS, ${kB(run.beforeDish.jsWireBytes)} Leitung, ${kB(run.beforeDish.jsDecodedBytes)} entpackt`;
  const shown = (runs: readonly PlanRouteRun[]) => ms(median(runs.map((run) => run.planShownMs)));
  return [
    [`/app/plan erster Besuch (${cpu})`, shown(visits.first), `Ziel ≤ 2500 ms; ${jsBefore(first)}`],
    [`/app/plan wiederholt (${cpu})`, shown(visits.repeat), `Ziel ≤ 1000 ms; ${jsBefore(repeat)}`],
    [
      `/app/plan wiederholt, neuer Tab (${cpu})`,
      shown(visits.repeatNewTab),
      `Ziel ≤ 1000 ms; ${jsBefore(newTab)}`,
    ],
    [
      `/app/plan ohne Netz (${cpu})`,
      offline ? ms(offline.planShownMs) : 'keine Gerichte',
      offline ? `Ziel ≤ 1500 ms; ${jsBefore(offline)}` : 'Ziel ≤ 1500 ms',
    ],
  ];
}

async function main(): Promise<void> {
  const slug = process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? 'schulung-und-beratung';
  const article = `/artikel/${slug}`;
  console.log(
    `Baue die Web-App und starte den Stack (Emulatoren, Seed, Hosting-Emulator) …${SMOKE ? ' (Kurzlauf)' : ''}`,
  );
  const ports = await freePorts();
  // Until the stack is up, its children (emulators, build) are what there is to stop.
  let stopStack: () => Promise<void> = stopAllChildren;
  const disarm = watchdog(RUN_MS, () => stopStack());
  const stack = await startStack({ ports, web: 'hosting' });
  stopStack = () => stack.stop();
  // Where startStack builds for the Hosting emulator (src/stack.ts: one folder per stack).
  const distDir = resolve(REPO_ROOT, 'tmp', `web-hosting-${ports.functions}`);
  const browser = await within('Chromium starten', 60_000, launchLocalOnlyChromium()).catch(
    async (error: unknown) => {
      await stack.stop();
      throw error;
    },
  );
  let proxy: Http2Proxy | undefined;
  try {
    proxy = HTTP2 ? await startHttp2Proxy(stack.webUrl) : undefined;
    const webUrl = proxy?.url ?? stack.webUrl;
    if (proxy) console.log(`\nHTTP/2 mit TLS über ${webUrl} (wie Firebase Hosting in Produktion)`);
    const entry = entryScripts(distDir);
    const entrySizes = entry.map((path) => fileSize(distDir, path));
    console.log(
      `\nStatisch aus index.html (Einstieg, modulepreload, statische Importe): ${entry.length} Dateien`,
    );
    sizeLines(entrySizes).forEach((line) => console.log(line));
    console.log(`  zusammen ${kB(sum(entrySizes, 'raw'))}, ${kB(sum(entrySizes, 'gzip'))} gzip`);

    const routeJs = new Map<string, number>();
    for (const route of ['/', article]) {
      const { scripts, foreign } = await requestedScripts(browser, webUrl, route);
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

    const home = await lcpOf(browser, webUrl, '/', entry);
    const articleRun = await lcpOf(browser, webUrl, article, entry);
    // The public pages with the CPU slowed as well (a mid-range phone), as the planner is below.
    const slowedRows: [string, string, string][] = [];
    for (const cpuRate of CPU_RATES.filter((rate) => rate !== 1))
      for (const route of ['/', article])
        slowedRows.push([
          `LCP ${route} (${CPU_LABEL(cpuRate)})`,
          ms((await lcpOf(browser, webUrl, route, entry, cpuRate)).lcpMs),
          'Ziel ≤ 1000 ms',
        ]);

    const kitchen = await within('Küche mit Jahresplan anlegen', 300_000, seedPlanKitchen(stack.env));
    if (PHOTOS) {
      const added = await within(
        'Fotos hinzufügen',
        600_000,
        addPlanPhotos(stack.ports, kitchen, stack.logins),
      );
      console.log(
        `\nFotos über recipes/addImage: ${added.shared} gemeinsame Rezepte (diese Woche), ` +
          `${added.own} eigene Rezepte, zusammen ${kB(added.bytes)} in allen Größen`,
      );
      mkdirSync(SCREENSHOT_DIR, { recursive: true });
    }
    const planRows: [string, string, string][] = [];
    for (const cpuRate of CPU_RATES)
      planRows.push(
        ...planSection(
          await measurePlanVisits(
            browser,
            webUrl,
            kitchen,
            LCP_RUNS,
            cpuRate,
            PHOTOS ? resolve(SCREENSHOT_DIR, `bench-plan-fotos-cpu${cpuRate}.png`) : undefined,
          ),
          kitchen,
        ),
      );

    const rows: [string, string, string][] = [
      ['LCP /', ms(home.lcpMs), 'Ziel ≤ 1000 ms'],
      [`LCP ${article}`, ms(articleRun.lcpMs), 'Ziel ≤ 1000 ms'],
      ...slowedRows,
      ['JS vor LCP /', kB(home.jsBytesBeforeLcp), `JS der Route gesamt ${kB(routeJs.get('/') ?? 0)} gzip`],
      [
        `JS vor LCP ${article}`,
        kB(articleRun.jsBytesBeforeLcp),
        `gesamt ${kB(routeJs.get(article) ?? 0)} gzip`,
      ],
      ...planRows,
    ];
    const width = Math.max(...rows.map(([name]) => name.length));
    console.log(
      `\nÜbersicht (Slow 4G, ${LCP_RUNS === 1 ? 'je ein Lauf' : `Mediane aus je ${LCP_RUNS} Läufen`}; ` +
        `${PHOTOS ? 'Planer mit Fotos; ' : ''}` +
        `JS bis zu den Gerichten: Dateien, über die Leitung, entpackt)`,
    );
    rows.forEach(([name, value, note]) =>
      console.log(`  ${name.padEnd(width)}  ${value.padStart(14)}  ${note}`),
    );
  } finally {
    await within('Chromium schließen', 30_000, browser.close()).catch(() => undefined);
    await proxy?.close();
    await stack.stop();
    disarm();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
