/**
 * pnpm bench:traeger — the Träger overview (org/overview, /app/traeger) for a Träger with 100 kitchens and
 * 12 months of summaries, against the production build on the Hosting emulator (docs/testing.md,
 * "`pnpm bench:traeger`").
 *  1. Builds the web app and starts the stack (`startStack({ web: 'hosting' })`, free ports).
 *  2. Seeds one Träger straight into the local Firestore stand-in: its document with 100 kitchens, the
 *     kitchens' documents, a Träger-Leitung (Auth account and person document) and
 *     `organisations/{orgId}/months/{YYYY-MM}` for this month and the 11 before, every kitchen with a
 *     WeekSummary per week and a ListSummary per shopping list (shared organisations/summaries.ts).
 *  3. Calls org/overview as the Träger-Leitung for this month, quarter and year (five calls each after
 *     a first one): the time of the call and the reads the functions counted (`meta.reads`
 *     of the emulator's answers, functions lib/reads.ts), beside the count by construction.
 *  4. Opens /app/traeger signed in, under slow 4G: three first visits (cache off, service worker bypassed)
 *     and three repeat visits, each timed from navigation start until the overview table has 100 rows,
 *     with the backend calls and their reads on the way.
 */
import { randomBytes } from 'node:crypto';
import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import type { Page } from 'playwright-core';
import {
  addWeeks,
  isoWeekId,
  KitchenDocSchema,
  monthOf,
  monthOfInstant,
  monthOfWeek,
  OrganisationDocSchema,
  overviewMonths,
  PersonDocSchema,
  weekDates,
  type KitchenMonth,
  type OverviewPeriod,
} from '@speiseplaner/shared';
import { PROJECT_ID } from '../src/paths';
import { startStack } from '../src/stack';
import { freePorts } from '../src/stackConfig';
import { callAction, postJson, type Account, type Target } from './backendClient';
import { launchLocalOnlyChromium } from './web/chromium';
import { median, throttledLoad, type Visit } from './web/lcp';
import { signIn } from './web/planRoute';

const KITCHENS = 100;
const MONTHS = 12;
const CALLS = 5;
const RUNS = 3;
const TABLE = 'Übersicht der Küchen';

interface SeededTraeger {
  orgId: string;
  email: string;
  password: string;
  months: string[];
  weeks: number;
  lists: number;
}

function benchApp(env: Record<string, string>): App {
  Object.assign(process.env, env);
  return (
    getApps().find((a) => a.name === 'bench-traeger') ??
    initializeApp({ projectId: PROJECT_ID }, 'bench-traeger')
  );
}

/** `count` months up to and with the month of `now`, oldest first. */
function monthsUpTo(now: number, count: number): string[] {
  const [year, month] = monthOfInstant(now).split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, i) => {
    const index = year * 12 + (month - 1) - (count - 1 - i);
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}

/** Seeds the Träger, its 100 kitchens, its Träger-Leitung and 12 months of summaries. */
async function seedTraeger(db: Firestore, app: App, now: number): Promise<SeededTraeger> {
  const email = `bench-traeger-${randomBytes(4).toString('hex')}@bench.speiseplaner.test`;
  const password = `pw-${randomBytes(6).toString('hex')}`;
  const leadName = 'Tanja Träger';
  const { uid } = await getAuth(app).createUser({
    email,
    password,
    displayName: leadName,
    emailVerified: true,
  });
  const orgId = db.collection('organisations').doc().id;
  const orgName = 'Kita-Eigenbetrieb Benchstadt';
  const since = now - 400 * 86_400_000;

  const kitchenIds = Array.from({ length: KITCHENS }, () => db.collection('kitchens').doc().id);
  const names = kitchenIds.map((_, i) => `Kita ${String(i + 1).padStart(3, '0')}`);
  const organisation = OrganisationDocSchema.parse({
    name: orgName,
    version: 1,
    createdAt: since,
    members: { [uid]: { role: 'orgLead', name: leadName, email, since } },
    kitchens: Object.fromEntries(kitchenIds.map((id, i) => [id, { name: names[i]!, since }])),
  });
  const batch = db.batch();
  batch.set(db.doc(`organisations/${orgId}`), organisation);
  batch.set(
    db.doc(`users/${uid}`),
    PersonDocSchema.parse({
      nickName: leadName,
      email,
      organisations: { [orgId]: { role: 'orgLead', name: orgName } },
    }),
  );
  kitchenIds.forEach((id, i) => {
    const lead = `bench-lead-${i + 1}`;
    batch.set(
      db.doc(`kitchens/${id}`),
      KitchenDocSchema.parse({
        name: names[i],
        features: { plan: true, recipes: true, ingredients: true, shopping: true },
        heads: { kiga: 40 },
        organisation: { id: orgId, name: orgName },
        members: {
          [lead]: { role: 'lead', name: `Leitung ${names[i]}`, email: `${lead}@bench.test`, since },
        },
      }),
    );
  });
  await batch.commit();

  // Every week whose Thursday lies in the 12 months, up to next week (planned, so "next week" shows "ja").
  const months = monthsUpTo(now, MONTHS);
  const thisWeek = isoWeekId(now);
  const weekIds: string[] = [];
  for (let w = -MONTHS * 5; w <= 1; w++) {
    const id = addWeeks(thisWeek, w);
    if (months.includes(monthOfWeek(id))) weekIds.push(id);
  }
  const entries = new Map(months.map((m) => [m, {} as Record<string, KitchenMonth>]));
  kitchenIds.forEach((kitchenId, k) => {
    weekIds.forEach((weekId, w) => {
      const month = entries.get(monthOfWeek(weekId))!;
      const entry = (month[kitchenId] ??= { weeks: {}, lists: {} });
      const portions = 5 * (30 + (k % 20));
      const perPortion = 2.1 + (k % 13) * 0.07 + (w % 4) * 0.03;
      entry.weeks[weekId] = {
        cost: Math.round(perPortion * portions * 100) / 100,
        portions,
        plannedDays: 5,
        dgeMet: 8 + ((k + w) % 5),
        dgeTotal: 12,
      };
      // The week's shopping list starts on its Monday (its month may differ from the week's).
      const monday = weekDates(weekId)[0]!;
      const listMonth = entries.get(monthOf(monday));
      if (listMonth) {
        const listEntry = (listMonth[kitchenId] ??= { weeks: {}, lists: {} });
        const total = 400 + (k % 17) * 11;
        listEntry.lists[`list-${weekId}`] = {
          organicValue: Math.round(total * (0.05 + (k % 9) * 0.04) * 100) / 100,
          totalValue: total,
        };
      }
      entry.lastActivity = Math.min(now, Date.parse(`${weekDates(weekId)[3]}T10:00:00Z`));
    });
  });
  let lists = 0;
  for (const [month, kitchens] of entries) {
    await db.doc(`organisations/${orgId}/months/${month}`).set({ kitchens });
    lists += Object.values(kitchens).reduce((n, e) => n + Object.keys(e.lists).length, 0);
  }
  return { orgId, email, password, months, weeks: weekIds.length * KITCHENS, lists };
}

async function signInAccount(target: Target, email: string, password: string): Promise<Account> {
  const { status, body } = await postJson(
    `${target.authUrl}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=bench`,
    { email, password, returnSecureToken: true },
  );
  if (status !== 200) throw new Error(`Anmeldung als ${email} fehlgeschlagen (${status})`);
  return { uid: body.localId, idToken: body.idToken };
}

interface CallFigures {
  label: string;
  reads: number;
  byConstruction: number;
  firstMs: number;
  medianMs: number;
  runs: number[];
  rows: number;
}

async function measureCall(
  target: Target,
  account: Account,
  orgId: string,
  label: string,
  period: OverviewPeriod,
  now: number,
): Promise<CallFigures> {
  const runs: number[] = [];
  let reads = -1;
  let rows = 0;
  for (let i = 0; i < CALLS + 1; i++) {
    const outcome = await callAction(
      target,
      'controller',
      'org/overview',
      { organisationId: orgId, period },
      account,
    );
    if (!outcome.ok) throw new Error(`org/overview (${label}) abgelehnt: ${outcome.error}`);
    runs.push(outcome.ms);
    reads = outcome.reads ?? -1;
    rows = (outcome.payload as { rows: unknown[] }).rows.length;
  }
  const { period: inPeriod, extra } = overviewMonths(period, now);
  return {
    label,
    reads,
    // lib/dispatch.ts: person and Träger; the handler: the period's months and the extra ones.
    byConstruction: 2 + inPeriod.length + extra.length,
    firstMs: runs[0]!,
    medianMs: median(runs.slice(1)),
    runs: runs.slice(1),
    rows,
  };
}

/**
 * ms from navigation start until the overview table's 100th kitchen row is visible (the check follows the
 * row by one evaluate, a few ms; a string predicate would need eval, which the page's CSP forbids).
 */
async function rowsShown(page: Page): Promise<number> {
  await page
    .getByRole('table', { name: TABLE })
    .locator('tbody tr')
    .nth(KITCHENS - 1)
    .waitFor({ timeout: 120_000 });
  return (await page.evaluate('performance.now()')) as number;
}

interface PageRun {
  shownMs: number;
  calls: { type: string; reads: number; ms: number }[];
}

async function overviewLoad(page: Page, webUrl: string, visit: Visit): Promise<PageRun> {
  const calls: PageRun['calls'] = [];
  const onResponse = async (response: {
    url(): string;
    request(): { postData(): string | null; timing(): { startTime: number; responseEnd: number } };
    json(): Promise<unknown>;
  }) => {
    if (!response.url().includes('/controller')) return;
    const sent = JSON.parse(response.request().postData() ?? '{}') as { data?: { type?: string } };
    const body = (await response.json().catch(() => ({}))) as { result?: { meta?: { reads?: number } } };
    const timing = response.request().timing();
    calls.push({
      type: sent.data?.type ?? '?',
      reads: body.result?.meta?.reads ?? 0,
      ms: timing.responseEnd,
    });
  };
  page.on('response', onResponse);
  try {
    const { extra } = await throttledLoad(page, new URL('/app/traeger', webUrl).toString(), rowsShown, visit);
    return { shownMs: extra ?? 0, calls };
  } finally {
    page.off('response', onResponse);
  }
}

const ms = (value: number) => `${Math.round(value)} ms`;

async function main(): Promise<void> {
  console.log('Baue die Web-App und starte den Stack (Emulatoren, Seed, Hosting-Emulator) …');
  const ports = await freePorts();
  const stack = await startStack({ ports, web: 'hosting' });
  const browser = await launchLocalOnlyChromium();
  try {
    const app = benchApp(stack.env);
    const now = Date.now();
    const seeded = await seedTraeger(getFirestore(app), app, now);
    console.log(
      `\nTräger mit ${KITCHENS} Küchen, Monate ${seeded.months[0]} bis ${seeded.months.at(-1)}: ` +
        `${seeded.weeks} Wochen- und ${seeded.lists} Listen-Zusammenfassungen in ${seeded.months.length} Monatsdokumenten`,
    );

    const target: Target = {
      functionsUrl: `http://127.0.0.1:${stack.ports.functions}/${PROJECT_ID}/europe-west3`,
      authUrl: `http://127.0.0.1:${stack.ports.auth}`,
    };
    const account = await signInAccount(target, seeded.email, seeded.password);
    const thisMonth = seeded.months.at(-1)!;
    const [year, month] = thisMonth.split('-').map(Number) as [number, number];
    // A quarter starts in January, April, July or October, a year in January (OverviewPeriodSchema).
    const quarterStart = `${year}-${String(month - ((month - 1) % 3)).padStart(2, '0')}`;
    const calls = [
      await measureCall(target, account, seeded.orgId, 'Monat', { kind: 'month', start: thisMonth }, now),
      await measureCall(
        target,
        account,
        seeded.orgId,
        'Quartal',
        { kind: 'quarter', start: quarterStart },
        now,
      ),
      await measureCall(target, account, seeded.orgId, 'Jahr', { kind: 'year', start: `${year}-01` }, now),
    ];
    console.log(`\norg/overview direkt (Functions-Emulator, ${CALLS} Aufrufe nach einem ersten):`);
    for (const c of calls)
      console.log(
        `  ${c.label.padEnd(9)} ${String(c.rows).padStart(3)} Zeilen, Lesevorgänge ${c.reads} ` +
          `(gezählt von lib/reads.ts; nach Bauart ${c.byConstruction}), erster Aufruf ${ms(c.firstMs)}, ` +
          `Median ${ms(c.medianMs)} (Läufe: ${c.runs.map(Math.round).join(', ')} ms)`,
      );

    const context = await browser.newContext({ locale: 'de-DE', viewport: { width: 1280, height: 800 } });
    const results: Record<Exclude<Visit, 'offline'>, PageRun[]> = { cold: [], warm: [] };
    try {
      const page = await context.newPage();
      await signIn(page, stack.webUrl, { email: seeded.email, password: seeded.password });
      for (const visit of ['cold', 'warm'] as const)
        for (let i = 0; i < RUNS; i++) results[visit].push(await overviewLoad(page, stack.webUrl, visit));
    } finally {
      await context.close();
    }
    console.log('\n/app/traeger bei Slow 4G, bis die Übersicht 100 Zeilen zeigt:');
    for (const [visit, label] of [
      ['cold', 'erster Besuch (Cache aus, ohne Service Worker)'],
      ['warm', 'wiederholter Besuch'],
    ] as const) {
      const runs = results[visit];
      const shown = median(runs.map((r) => r.shownMs));
      const typical = runs.find((r) => r.shownMs === shown) ?? runs[0]!;
      console.log(
        `  ${label}: Median ${ms(shown)} (Läufe: ${runs.map((r) => Math.round(r.shownMs)).join(', ')} ms)`,
      );
      console.log(
        `    Backend-Aufrufe: ` +
          typical.calls
            .map(
              (c) => `${c.type} ${c.reads} ${c.reads === 1 ? 'Lesevorgang' : 'Lesevorgänge'} in ${ms(c.ms)}`,
            )
            .join(', '),
      );
    }
  } finally {
    await browser.close();
    await stack.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
