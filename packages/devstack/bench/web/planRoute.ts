/**
 * /app/plan for a kitchen with history: a year of planned weeks and 300 recipes (the seeded shared ones plus
 * own copies up to 300). Signed in once without throttling, then cold loads of /app/plan under slow 4G:
 * LCP, the time until this week's first dish shows, and the Firestore reads of every backend call on the
 * way (the emulator's answers carry `meta.reads`).
 */
import { randomBytes } from 'node:crypto';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import type { Browser, Page } from 'playwright-core';
import { addWeeks, isoWeekId } from '@speiseplaner/shared';
import { kitchenPath, writeLeadKitchen } from '../../src/kitchens';
import { throttledLoad, type LcpRun, type Visit } from './lcp';

const RECIPES = 300;
const WEEKS = 52;

export interface PlanKitchen {
  email: string;
  password: string;
  /** A dish of this week's Monday, to see when the plan has loaded. */
  mondayDish: string;
  recipes: number;
  weeks: number;
}

export interface PlanRouteRun extends LcpRun {
  /** ms from navigation start until this week's Monday dish is visible. */
  planShownMs: number;
  /** Backend calls of the load, with the reads each cost. */
  calls: { type: string; reads: number }[];
}

type Entry = Record<string, unknown> & { slug: string; name: string };

function db(env: Record<string, string>): Firestore {
  Object.assign(process.env, env);
  const app =
    getApps().find((a) => a.name === 'bench') ?? initializeApp({ projectId: 'demo-speiseplaner' }, 'bench');
  return getFirestore(app);
}

/** Creates the kitchen with its own recipes (copies of shared ones) and a year of weeks up to this one. */
export async function seedPlanKitchen(env: Record<string, string>): Promise<PlanKitchen> {
  const firestore = db(env);
  const shared = ((await firestore.doc('catalogue/recipes').get()).data()?.items ?? []) as Entry[];
  if (!shared.length) throw new Error('Der Seed enthält keine Rezepte.');
  const email = `bench-plan-${randomBytes(4).toString('hex')}@bench.speiseplaner.test`;
  const password = `pw-${randomBytes(6).toString('hex')}`;
  const name = 'Kita Jahresplan';
  const { uid } = await getAuth(getApps().find((a) => a.name === 'bench')).createUser({
    email,
    password,
    displayName: name,
  });
  await writeLeadKitchen(firestore, {
    uid,
    email,
    name,
    heads: { kiga: 40, kita: 12 },
    features: { plan: true, recipes: true, ingredients: true, shopping: true },
  });
  // The kitchen's id is the uid (a person's first kitchen, docs/data-model.md).
  const kitchen = kitchenPath(uid);

  const own = Array.from({ length: Math.max(0, RECIPES - shared.length) }, (_, i) => {
    const base = shared[i % shared.length]!;
    return {
      ...base,
      slug: `${base.slug}-eigen-${i + 1}`,
      name: `${base.name} (Hausrezept ${i + 1})`,
      version: 1,
    };
  });
  const full = await Promise.all(
    own.map(async (r) => {
      const source = (await firestore.doc(`recipes/${r.slug.replace(/-eigen-\d+$/, '')}`).get()).data();
      return { ...source, ...r, owner: uid } as Entry;
    }),
  );
  for (let i = 0; i < full.length; i += 400) {
    const batch = firestore.batch();
    for (const recipe of full.slice(i, i + 400))
      batch.set(firestore.doc(`${kitchen}/recipes/${recipe.slug}`), recipe);
    await batch.commit();
  }
  await firestore.doc(`${kitchen}/meta/recipes`).set({
    items: full.map(({ method: _m, ...entry }) => entry),
    version: 1,
  });

  const all = [...shared, ...own];
  const thisWeek = isoWeekId(new Date());
  const batch = firestore.batch();
  for (let w = 0; w < WEEKS; w++) {
    const id = addWeeks(thisWeek, -w);
    const days = Array.from({ length: 5 }, (_, d) => ({
      recipes: [0, 1].map((k) => all[(w * 10 + d * 2 + k) % all.length]!.slug),
    }));
    batch.set(firestore.doc(`${kitchen}/weeks/${id}`), { id, days, average: 0, version: 1 });
  }
  await batch.commit();
  return { email, password, mondayDish: all[0]!.name, recipes: all.length, weeks: WEEKS };
}

/** Signs in with e-mail and password (the cookie banner answered first), until the account menu shows. */
export async function signIn(
  page: Page,
  webUrl: string,
  kitchen: Pick<PlanKitchen, 'email' | 'password'>,
): Promise<void> {
  await page.goto(new URL('/login', webUrl).toString());
  // A returning cook answered the cookie banner long ago; otherwise the banner is the LCP element.
  await page.getByRole('button', { name: 'Nur notwendige' }).click();
  await page.getByRole('button', { name: 'Mit E-Mail anmelden' }).click();
  await page.getByLabel('E-Mail-Adresse').fill(kitchen.email);
  await page.getByRole('button', { name: 'Weiter' }).click();
  await page.getByLabel('Passwort', { exact: true }).fill(kitchen.password);
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await page.getByRole('button', { name: /^Konto: / }).waitFor({ timeout: 60_000 });
}

export interface PlanVisits {
  /** First visits: cache off, service worker bypassed, the app's own IndexedDB deleted before each. */
  first: PlanRouteRun[];
  /** Repeat visits: what the browser kept from the visits before (HTTP cache, service worker, IndexedDB). */
  repeat: PlanRouteRun[];
  /** A reload with the network off after the repeat visits: ms until this week's dish showed, or null. */
  offlineShownMs: number | null;
}

// Deletes the app's IndexedDB databases; Firebase Auth's own (firebase*) stay, so the cook stays signed in.
const DELETE_APP_DATABASES = `(async () => {
  const names = (await indexedDB.databases()).map((db) => db.name).filter((name) => name && !name.startsWith('firebase'));
  await Promise.all(names.map((name) => new Promise((resolve) => {
    const request = indexedDB.deleteDatabase(name);
    request.onsuccess = request.onerror = request.onblocked = () => resolve(null);
  })));
  return names;
})()`;

/** A throttled load of /app/plan with the backend calls on the way and when this week's dish showed. */
async function planLoad(
  page: Page,
  webUrl: string,
  kitchen: PlanKitchen,
  visit: Visit,
): Promise<PlanRouteRun> {
  const calls: { type: string; reads: number }[] = [];
  const onResponse = async (response: {
    url(): string;
    request(): { postData(): string | null };
    json(): Promise<unknown>;
  }) => {
    if (!response.url().includes('/controller')) return;
    const sent = JSON.parse(response.request().postData() ?? '{}') as { data?: { type?: string } };
    const body = (await response.json().catch(() => ({}))) as { result?: { meta?: { reads?: number } } };
    calls.push({ type: sent.data?.type ?? '?', reads: body.result?.meta?.reads ?? 0 });
  };
  page.on('response', onResponse);
  try {
    const lcp = await throttledLoad(
      page,
      new URL('/app/plan', webUrl).toString(),
      async (p) => {
        await p.getByText(kitchen.mondayDish).first().waitFor({ timeout: 120_000 });
        return (await p.evaluate('performance.now()')) as number;
      },
      visit,
    );
    return { ...lcp.run, planShownMs: lcp.extra ?? 0, calls };
  } finally {
    page.off('response', onResponse);
  }
}

/**
 * /app/plan in one signed-in context: `runs` first visits, then `runs` repeat visits, then one reload with
 * the network off.
 */
export async function measurePlanVisits(
  browser: Browser,
  webUrl: string,
  kitchen: PlanKitchen,
  runs: number,
): Promise<PlanVisits> {
  const context = await browser.newContext({ locale: 'de-DE', viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await signIn(page, webUrl, kitchen);
    const first: PlanRouteRun[] = [];
    for (let i = 0; i < runs; i++) {
      // A page of the origin without the app, so no open connection blocks the deletion.
      await page.goto(new URL('/robots.txt', webUrl).toString());
      await page.evaluate(DELETE_APP_DATABASES);
      first.push(await planLoad(page, webUrl, kitchen, 'cold'));
    }
    const repeat: PlanRouteRun[] = [];
    for (let i = 0; i < runs; i++) repeat.push(await planLoad(page, webUrl, kitchen, 'warm'));

    await context.setOffline(true);
    let offlineShownMs: number | null = null;
    try {
      await page.reload({ waitUntil: 'commit', timeout: 30_000 });
      await page.getByText(kitchen.mondayDish).first().waitFor({ timeout: 30_000 });
      offlineShownMs = (await page.evaluate('performance.now()')) as number;
    } catch {
      offlineShownMs = null;
    } finally {
      await context.setOffline(false);
    }
    return { first, repeat, offlineShownMs };
  } finally {
    await context.close();
  }
}
