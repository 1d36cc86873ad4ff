/**
 * pnpm bench:web — how heavy and how fast the web app's first view is.
 *  1. Builds the web app and starts the stack (`startStack({ web: 'preview' })`, free ports, all on 127.0.0.1).
 *  2. JS of `/` and `/artikel/{slug}` (slug: first argument, default schulung-und-beratung): the chunks the
 *     built index.html loads statically (entry, modulepreloads, their static imports) plus the lazy chunks
 *     Chromium really requests for the route; gzip sizes against the 170 kB target.
 *  3. LCP of `/` under slow 4G (1.6 Mbit/s, 150 ms RTT), median of three cold loads, next to the lower bound
 *     that the bytes loaded before LCP and the sequential round trips allow.
 *  4. /app/plan for a kitchen with a year of weeks and 300 recipes: LCP and the time until the week's
 *     dishes show under slow 4G (signed in), and the Firestore reads of the backend calls it makes.
 */
import { join } from 'node:path';
import { WEB_DIR } from '../src/paths';
import { startStack } from '../src/stack';
import { freePorts } from '../src/stackConfig';
import { entryScripts } from './web/builtScripts';
import { launchLocalOnlyChromium } from './web/chromium';
import { lowerBoundMs, measureLcp, median, sequentialWaves, SLOW_4G } from './web/lcp';
import { sizeLines, verdict } from './web/report';
import { measurePlanRoute, seedPlanKitchen } from './web/planRoute';
import { requestedScripts } from './web/requestedScripts';
import { fileSize, kB, sum } from './web/sizes';

const TARGET_GZIP_BYTES = 170_000;
const LCP_RUNS = 3;

async function main(): Promise<void> {
  const slug = process.argv[2] ?? 'schulung-und-beratung';
  const distDir = join(WEB_DIR, 'dist');
  console.log('Baue die Web-App und starte den Stack (Emulatoren, Seed, vite preview) …');
  const stack = await startStack({ ports: await freePorts(), web: 'preview' });
  const browser = await launchLocalOnlyChromium();
  try {
    const entry = entryScripts(distDir);
    const entrySizes = entry.map((path) => fileSize(distDir, path));
    console.log(
      `\nStatisch aus index.html (Einstieg, modulepreload, statische Importe): ${entry.length} Dateien`,
    );
    sizeLines(entrySizes).forEach((line) => console.log(line));
    console.log(`  zusammen ${kB(sum(entrySizes, 'raw'))}, ${kB(sum(entrySizes, 'gzip'))} gzip`);

    for (const route of ['/', `/artikel/${slug}`]) {
      const { scripts, foreign } = await requestedScripts(browser, stack.webUrl, route);
      const lazy = scripts.filter((path) => !entry.includes(path)).map((path) => fileSize(distDir, path));
      const total = sum(entrySizes, 'gzip') + sum(lazy, 'gzip');
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

    const runs = [];
    for (let i = 0; i < LCP_RUNS; i++) runs.push(await measureLcp(browser, stack.webUrl));
    const lcp = median(runs.map((run) => run.lcpMs));
    const typical = runs.find((run) => run.lcpMs === lcp) ?? runs[0]!;
    const waves = sequentialWaves(typical.scriptsBeforeLcp, entry);
    const bound = lowerBoundMs(typical.bytesBeforeLcp, waves);
    console.log(
      `\nLCP von / bei Slow 4G (${SLOW_4G.downloadBitsPerSecond / 1e6} Mbit/s, ${SLOW_4G.rttMs} ms RTT), ` +
        `Median aus ${LCP_RUNS} kalten Ladevorgängen: ${Math.round(lcp)} ms ` +
        `(Läufe: ${runs.map((run) => Math.round(run.lcpMs)).join(', ')} ms)`,
    );
    console.log(`  LCP-Element: ${typical.element}`);
    console.log(
      `  Untergrenze: ${Math.round(bound)} ms = ${kB(typical.bytesBeforeLcp)} bis zum LCP über die Leitung ` +
        `+ ${waves} aufeinanderfolgende Roundtrips à ${SLOW_4G.rttMs} ms` +
        (typical.unsizedBeforeLcp
          ? ` (${typical.unsizedBeforeLcp} Antworten ohne Größenangabe nicht mitgezählt)`
          : ''),
    );
    console.log(
      `  Abstand zur Untergrenze: ${Math.round(lcp - bound)} ms (Ausführen, Rendern, Warten auf Daten)`,
    );

    const kitchen = await seedPlanKitchen(stack.env);
    const planRuns = await measurePlanRoute(browser, stack.webUrl, kitchen, LCP_RUNS);
    const planLcp = median(planRuns.map((run) => run.lcpMs));
    const shown = median(planRuns.map((run) => run.planShownMs));
    const typicalPlan = planRuns.find((run) => run.lcpMs === planLcp) ?? planRuns[0]!;
    console.log(
      `\n/app/plan (angemeldet, ${kitchen.weeks} Wochen, ${kitchen.recipes} Rezepte) bei Slow 4G, Median aus ` +
        `${LCP_RUNS} kalten Ladevorgängen: LCP ${Math.round(planLcp)} ms, Gerichte der Woche sichtbar nach ` +
        `${Math.round(shown)} ms (Läufe: ${planRuns.map((run) => Math.round(run.planShownMs)).join(', ')} ms)`,
    );
    console.log(`  LCP-Element: ${typicalPlan.element}; ${kB(typicalPlan.bytesBeforeLcp)} bis zum LCP`);
    const reads = typicalPlan.calls.reduce((total, call) => total + call.reads, 0);
    console.log(
      `  Firestore-Lesevorgänge beim Laden: ${reads} (` +
        typicalPlan.calls.map((call) => `${call.type} ${call.reads}`).join(', ') +
        ')',
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
