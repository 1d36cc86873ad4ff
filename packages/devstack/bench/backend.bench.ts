/**
 * `pnpm bench:backend`: N concurrent clients (default 10) call plan/saveWeek, plan/listWeeks,
 * recipes/list and the echo callable (the platform floor) side by side for S seconds (default 30) on
 * loopback, each call naming the client's kitchen as the web app does. Prints p50/p95 per action, the p95
 * ratio to echo (goal ≤ 1.5×), the errors and the Firestore reads per action. docs/testing.md,
 * "`pnpm bench:backend`".
 *
 *   pnpm bench:backend [--clients 10] [--seconds 30] [--dev] [--emulator] [--flood]
 *   env BENCH_FUNCTIONS_URL / BENCH_AUTH_URL override the dev ports (with --dev).
 *   env BENCH_CPU_PROF=<dir> makes the one-process host write a CPU profile into <dir> at the end.
 *
 * By default the bench starts a stack of its own (the local Firestore in a process of its own, the Auth
 * emulator) and serves the built callables from ONE Node process (bench/singleProcessHost.ts), as Cloud Run
 * does; this finishes on a two-core machine. `--dev` uses the running emulators of `pnpm dev` instead.
 * `--emulator` calls the Functions emulator, which starts one worker process per request in flight: on a
 * small machine that measures process start-ups, not the backend (what it adds is printed at the end).
 * `--start` and `--single` (the old switches for today's default) are still accepted.
 *
 * `--flood` (#17) measures three windows of S seconds back to back: the kitchens alone, the kitchens
 * while one attacker floods `workshops/apply` (signed out, ever new addresses) and `plan/saveNewWeek`
 * (signed in, ever new weeks) with FLOOD_IN_FLIGHT calls at a time, and the kitchens alone again. Goals:
 * the kitchens' p95 per action within 1.5× of the faster calm window, no kitchen save failing, and the flood refused.
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once as onceEvent } from 'node:events';
import { resolve } from 'node:path';
import { callAction, createAccount, type Account, type CallOutcome, type Target } from './backendClient';
import { PROJECT_ID } from '../src/paths';

const MAX_CLIENTS = 200;
const MAX_SECONDS = 300;
const GOAL_RATIO = 1.5;
const RAMP_MS_PER_CLIENT = 400;
const SETTLE_MS = 5000;
/** Calls the attacker keeps in flight per flooded action. */
const FLOOD_IN_FLIGHT = 4;

function option(name: string, fallback: number, max: number): number {
  const at = process.argv.indexOf(`--${name}`);
  const value = at >= 0 ? Number(process.argv[at + 1]) : fallback;
  if (!Number.isInteger(value) || value < 1 || value > max)
    throw new Error(`--${name} muss zwischen 1 und ${max} liegen.`);
  return value;
}

/**
 * What the multi-process Functions emulator adds (docs/testing.md, "`pnpm bench:backend`"), printed beside
 * every single-process run since `--emulator` is too heavy to be the default here.
 */
const EMULATOR_ADDS =
  'Der Functions-Emulator (--emulator) startet dagegen je Aufruf in Arbeit einen eigenen Worker-Prozess: ' +
  'auf zwei Kernen kamen so bei 50 Clients 50 Zeitüberschreitungen (Issue #32) statt Antworten; ' +
  'er misst Prozessstarts, nicht das Backend.';

const ACTIONS = ['echo', 'plan/saveWeek', 'plan/listWeeks', 'recipes/list'] as const;
type BenchAction = (typeof ACTIONS)[number];

interface Client {
  account: Account;
  weekVersion: number;
}

const weekOf = (version: number, round: number) => ({
  id: '2026-W48',
  days: [0, 1, 2, 3, 4].map((d) => ({ recipes: d === round % 5 ? ['bench-eintopf'] : [] })),
  average: 1.5,
  version,
});

async function once(
  target: Target,
  client: Client,
  action: BenchAction,
  round: number,
): Promise<CallOutcome> {
  if (action === 'echo') return callAction(target, 'echo', 'echo', { round }, client.account);
  if (action === 'plan/saveWeek') {
    const outcome = await callAction(
      target,
      'controller',
      action,
      { week: weekOf(client.weekVersion, round) },
      client.account,
    );
    if (outcome.ok) client.weekVersion = outcome.payload.week.version;
    return outcome;
  }
  const payload = action === 'plan/listWeeks' ? { from: '2026-W40', to: '2026-W52' } : {};
  return callAction(target, 'controller', action, payload, client.account);
}

async function prepare(target: Target, count: number): Promise<Client[]> {
  const run = randomUUID().slice(0, 6);
  const clients: Client[] = [];
  for (let i = 0; i < count; i += 1) {
    const account = await createAccount(target, `bench-${run}-${i}@kita.test`);
    const validated = await callAction(target, 'controller', 'user/validate', {}, account);
    if (!validated.ok) throw new Error(`user/validate fehlgeschlagen: ${validated.error}`);
    // From now on every call names the kitchen, as the web app's calls do once it knows it.
    account.kitchen = validated.payload.user.kitchenId;
    // The week names the kitchen's own recipe: a week may name only recipes its kitchen can see (#26).
    const own = await callAction(
      target,
      'controller',
      'recipes/save',
      { recipe: { slug: 'bench-eintopf', name: 'Bench-Eintopf', version: 0 } },
      account,
    );
    if (!own.ok) throw new Error(`recipes/save fehlgeschlagen: ${own.error}`);
    const created = await callAction(
      target,
      'controller',
      'plan/saveNewWeek',
      { week: weekOf(0, 0) },
      account,
    );
    if (!created.ok) throw new Error(`plan/saveNewWeek fehlgeschlagen: ${created.error}`);
    clients.push({ account, weekVersion: created.payload.week.version });
  }
  return clients;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : NaN;

type Window = 'Messung' | 'ohne Flut' | 'mit Flut' | 'danach ohne Flut';

interface Report {
  errors: number;
  p95: Map<BenchAction, number>;
}

/** Prints one window's table (and the goal against echo) and answers its errors and p95 per action. */
function report(window: Window, samples: Map<BenchAction, CallOutcome[]>): Report {
  const echoP95 = percentile(
    samples
      .get('echo')!
      .map((s) => s.ms)
      .sort((a, b) => a - b),
    95,
  );
  const p95 = new Map<BenchAction, number>();
  const rows = ACTIONS.map((action) => {
    const all = samples.get(action)!;
    const ms = all
      .filter((s) => s.ok)
      .map((s) => s.ms)
      .sort((a, b) => a - b);
    const reads = all.find((s) => s.reads !== undefined)?.reads;
    p95.set(action, percentile(ms, 95));
    return {
      Aktion: action,
      Aufrufe: all.length,
      Fehler: all.length - ms.length,
      'p50 ms': percentile(ms, 50).toFixed(1),
      'p95 ms': p95.get(action)!.toFixed(1),
      'p95/echo': action === 'echo' ? '1.00' : (p95.get(action)! / echoP95).toFixed(2),
      Lesevorgänge: action === 'echo' ? 0 : (reads ?? '?'),
    };
  });
  console.log(`\n${window}:`);
  console.table(rows);
  const errors = rows.reduce((n, r) => n + r.Fehler, 0);
  const worst = Math.max(...rows.map((r) => Number(r['p95/echo'])));
  console.log(
    `Ziel p95 ≤ ${GOAL_RATIO}× echo ohne Fehler: ${errors === 0 && worst <= GOAL_RATIO ? 'erreicht' : 'verfehlt'} (schlechteste ${worst.toFixed(2)}×, Fehler: ${errors})`,
  );
  return { errors, p95 };
}

/**
 * The flood accepted at most: the attacker's first calls pass until its budgets are spent (10
 * registrations per client address, 120 new weeks per account in 10 minutes; shared quotas/rateLimits.ts).
 */
const FLOOD_ACCEPTED_AT_MOST = 10 + 120;

/** Starts the attacker; the answer stops it and waits for its calls in flight. */
function startFlood(target: Target, codes: Map<string, number>): () => Promise<void> {
  let running = true;
  let n = 0;
  const count = (outcome: CallOutcome) => {
    const code = outcome.ok ? 'ok' : (outcome.code ?? 'Netzwerk');
    codes.set(code, (codes.get(code) ?? 0) + 1);
  };
  const attacker = createAccount(target, `flut-${randomUUID().slice(0, 6)}@kita.test`).then(
    async (account) => {
      await callAction(target, 'controller', 'user/validate', {}, account);
      return account;
    },
  );
  const workers: Promise<void>[] = [];
  for (let i = 0; i < FLOOD_IN_FLIGHT; i += 1) {
    workers.push(
      (async () => {
        while (running) {
          n += 1;
          count(
            await callAction(
              target,
              'workshops',
              'workshops/apply',
              {
                workshopSlug: 'flut-2027-10-04',
                name: 'Flut',
                institution: 'Flut',
                email: `flut-${n}@kita.test`,
                participants: 1,
              },
              null,
            ),
          );
        }
      })(),
      (async () => {
        const account = await attacker;
        while (running) {
          n += 1;
          // Ever new weeks inside the planning window: 2027-W01 onwards.
          const id = `${2027 + (Math.floor(n / 52) % 10)}-W${String((n % 52) + 1).padStart(2, '0')}`;
          count(
            await callAction(
              target,
              'controller',
              'plan/saveNewWeek',
              { week: { ...weekOf(0, 0), id } },
              account,
            ),
          );
        }
      })(),
    );
  }
  return async () => {
    running = false;
    await Promise.all(workers);
  };
}

async function main(): Promise<void> {
  const clients = option('clients', 10, MAX_CLIENTS);
  const seconds = option('seconds', 30, MAX_SECONDS);
  const useDev = process.argv.includes('--dev');
  const useEmulator = process.argv.includes('--emulator');
  let stop: (() => Promise<void>) | null = null;
  let target: Target = {
    functionsUrl: process.env.BENCH_FUNCTIONS_URL ?? `http://127.0.0.1:5001/${PROJECT_ID}/europe-west3`,
    authUrl: process.env.BENCH_AUTH_URL ?? 'http://127.0.0.1:9099',
  };
  if (!useDev) {
    // The local Firestore in a process of its own (as with `pnpm dev`), not in the bench's event loop.
    const { freePort } = await import('../src/ports');
    const firestorePort = await freePort();
    const firestore = spawn(
      process.execPath,
      ['--import', 'tsx', resolve(__dirname, '../src/firestoreServer.cli.ts'), String(firestorePort)],
      {
        cwd: resolve(__dirname, '..'),
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    await onceEvent(firestore.stdout!, 'data');
    process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${firestorePort}`;
    const { startStack } = await import('../src/stack');
    const { freePorts } = await import('../src/stackConfig');
    const stack = await startStack({ ports: await freePorts(), web: false, seed: false }).catch(
      (err: Error) => {
        firestore.kill('SIGTERM');
        throw err;
      },
    );
    stop = async () => {
      await stack.stop();
      firestore.kill('SIGTERM');
    };
    target = {
      functionsUrl: `http://127.0.0.1:${stack.ports.functions}/${PROJECT_ID}/europe-west3`,
      authUrl: `http://127.0.0.1:${stack.ports.auth}`,
    };
  }
  if (!useEmulator) {
    const firestoreHost = process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080';
    // BENCH_CPU_PROF=<dir>: the host writes a CPU profile there when the bench ends (chrome://inspect).
    const profile = process.env.BENCH_CPU_PROF
      ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
      : [];
    const host = spawn(
      process.execPath,
      [...profile, '--import', 'tsx', resolve(__dirname, 'singleProcessHost.ts')],
      {
        cwd: resolve(__dirname, '..'),
        env: {
          ...process.env,
          FIRESTORE_EMULATOR_HOST: firestoreHost,
          FIREBASE_AUTH_EMULATOR_HOST: new URL(target.authUrl).host,
          GCLOUD_PROJECT: PROJECT_ID,
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    const [line] = (await onceEvent(host.stdout!, 'data')) as [Buffer];
    const port = /PORT (\d+)/.exec(line.toString())?.[1];
    if (!port) throw new Error(`Host startete nicht: ${line.toString()}`);
    target = { ...target, functionsUrl: `http://127.0.0.1:${port}` };
    const previousStop = stop;
    stop = async () => {
      host.kill('SIGTERM');
      await previousStop?.();
    };
  }
  try {
    console.log(
      `Bench: ${clients} Clients, ${seconds} s, ${target.functionsUrl} ` +
        (useEmulator
          ? '(Functions-Emulator: ein Worker-Prozess je Aufruf in Arbeit)'
          : '(ein Node-Prozess wie Cloud Run)'),
    );
    const prepared = await prepare(target, clients).catch((err: Error) => {
      throw new Error(
        `${err.message}\nLaufen die Emulatoren? Erst \`pnpm dev\` starten oder \`--start\` angeben.`,
      );
    });
    // Ramp: clients join one by one, so the Functions emulator starts its workers (one per request in
    // flight) gradually and reuses them; cold starts are not what we measure. Then the window opens.
    const flood = process.argv.includes('--flood');
    // With the flood: calm, flooded, calm again; the flooded window is compared with the faster calm one,
    // so a slow start (workers still warming up) cannot flatter the ratio.
    const windows: Window[] = flood ? ['ohne Flut', 'mit Flut', 'danach ohne Flut'] : ['Messung'];
    const samples = new Map(
      windows.map((w) => [w, new Map<BenchAction, CallOutcome[]>(ACTIONS.map((a) => [a, []]))]),
    );
    let current: Window | null = null;
    let until = Number.POSITIVE_INFINITY;
    const loops: Promise<void>[] = [];
    for (const [index, client] of prepared.entries()) {
      loops.push(
        (async () => {
          for (let round = index; Date.now() < until; round += 1) {
            const action = ACTIONS[round % ACTIONS.length]!;
            const started: Window | null = current;
            const outcome = await once(target, client, action, round);
            // A call counts in the window it started and ended in.
            if (started && started === current) samples.get(started)!.get(action)!.push(outcome);
          }
        })(),
      );
      await new Promise((r) => setTimeout(r, RAMP_MS_PER_CLIENT));
    }
    await new Promise((r) => setTimeout(r, SETTLE_MS));
    const floodCodes = new Map<string, number>();
    for (const window of windows) {
      const stopFlood = window === 'mit Flut' ? startFlood(target, floodCodes) : null;
      current = window;
      await new Promise((r) => setTimeout(r, seconds * 1000));
      current = null;
      await stopFlood?.();
    }
    until = Date.now();
    await Promise.all(loops);
    const tables = windows.map((window) => report(window, samples.get(window)!));
    const errors = tables.reduce((n, t) => n + t.errors, 0);
    const firstError = [...samples.values()].flatMap((m) => [...m.values()].flat()).find((s) => !s.ok);
    if (firstError) console.log(`Erster Fehler: ${firstError.error}`);
    if (flood) {
      const [calm, flooded, calmAfter] = tables as [Report, Report, Report];
      const ratios = ACTIONS.filter((a) => a !== 'echo').map(
        (a) => flooded.p95.get(a)! / Math.min(calm.p95.get(a)!, calmAfter.p95.get(a)!),
      );
      const worstRatio = Math.max(...ratios);
      const floodTotal = [...floodCodes.values()].reduce((a, b) => a + b, 0);
      const accepted = floodCodes.get('ok') ?? 0;
      console.log(`Flut: ${floodTotal} Aufrufe`, Object.fromEntries(floodCodes));
      console.log(
        `Ziel p95 mit Flut ≤ ${GOAL_RATIO}× ohne Flut: ${worstRatio <= GOAL_RATIO ? 'erreicht' : 'verfehlt'} (schlechteste ${worstRatio.toFixed(2)}×)`,
      );
      console.log(
        `Ziel keine fehlgeschlagene Küchen-Speicherung: ${errors === 0 ? 'erreicht' : 'verfehlt'} (${errors})`,
      );
      console.log(
        `Ziel Flut abgewiesen: ${accepted <= FLOOD_ACCEPTED_AT_MOST ? 'erreicht' : 'verfehlt'} (${accepted} von ${floodTotal} angenommen)`,
      );
      if (worstRatio > GOAL_RATIO || accepted > FLOOD_ACCEPTED_AT_MOST) process.exitCode = 1;
    }
    if (errors > 0) process.exitCode = 1;
    console.log(
      useEmulator
        ? '\nFunctions-Emulator: jeder Aufruf in Arbeit bekommt einen eigenen Worker-Prozess; auf wenigen ' +
            'Kernen misst das Prozessstarts und -wechsel, nicht das Backend. Ohne --emulator: ein Prozess wie Cloud Run.'
        : `\nEin Prozess wie Cloud Run. ${EMULATOR_ADDS}`,
    );
  } finally {
    await stop?.();
  }
}

main().catch((err: Error) => {
  console.error(`Bench abgebrochen: ${err.message}`);
  process.exitCode = 1;
});
