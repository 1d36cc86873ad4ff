/**
 * Firebase Hosting as a browser meets it: the Hosting emulator serves the production build of the web app
 * with firebase.json's rewrites and headers (src/stack.ts, web 'hosting'). Public pages come prerendered,
 * deep links survive a reload through the app fallback (spa.html), a missing file is a real 404, pages
 * revalidate while hashed assets are cached for good, every answer carries the security headers, the CSP
 * differs from firebase.json's only by the emulator origins in connect-src, /api reaches the functions, and
 * the build is React's production one.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { isoWeekId } from '@speiseplaner/shared';
import { headerOf, hostingOf, parseCsp, type HostingConfig } from '../../src/deploy/hosting';
import { REPO_ROOT } from '../../src/paths';
import { emulatorOrigins } from '../../src/stackConfig';
import { useBrowser } from './support/browserHooks';
import { appUrl } from './support/pages';
import { dayCard, seededCatalogue, storedWeek } from './support/planPage';
import { adminAuth } from './support/users';
import { login, readStackInfo } from './stackInfo';

jest.setTimeout(90_000);
const info = readStackInfo();
const browser = useBrowser();

const hosting = hostingOf(
  JSON.parse(readFileSync(resolve(REPO_ROOT, 'firebase.json'), 'utf8')) as unknown,
) as HostingConfig;
const configured = (key: string) => headerOf(hosting, '**', key);

const get = (path: string) => fetch(appUrl(path), { redirect: 'manual' });

/** The scripts index.html loads, as Hosting serves it. */
async function entryScripts(): Promise<string[]> {
  const html = await (await get('/')).text();
  return [...html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]!);
}

describe('Hosting headers and rewrites (HTTP)', () => {
  it('sends firebase.json’s CSP with the Auth and Functions emulator origins added to connect-src, and nothing else changed', async () => {
    const served = parseCsp((await get('/')).headers.get('content-security-policy') ?? '');
    const real = parseCsp(configured('Content-Security-Policy')!);
    expect([...served.keys()]).toEqual([...real.keys()]);
    for (const [directive, sources] of real) {
      const extra = directive === 'connect-src' ? emulatorOrigins(info.ports) : [];
      expect([directive, served.get(directive)]).toEqual([directive, [...sources, ...extra]]);
    }
  });

  it.each(['/app', '/app/plan/2030-W10/aushang', '/artikel/gibt-es-nicht'])(
    'answers the app route %s with the SPA shell, no-cache and firebase.json’s security headers',
    async (path) => {
      const [res, shell] = await Promise.all([get(path), get('/login')]);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      const html = await res.text();
      expect(html).toBe(await shell.text());
      expect(html).toContain('<div id="root"></div>');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      for (const key of [
        'Strict-Transport-Security',
        'Referrer-Policy',
        'X-Content-Type-Options',
        'Permissions-Policy',
      ]) {
        expect([key, res.headers.get(key)]).toEqual([key, configured(key)]);
      }
      expect(res.headers.get('content-security-policy')).toBeTruthy();
    },
  );

  it.each(['/', '/artikel/schulung-und-beratung'])(
    'answers the public page %s with its prerendered HTML, no-cache and the CSP',
    async (path) => {
      const res = await get(path);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain(`<div id="root" data-prerendered="${path}"`);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(res.headers.get('content-security-policy')).toBeTruthy();
    },
  );

  it('caches the hashed assets for a year, immutable, with the security headers', async () => {
    const [script] = await entryScripts();
    expect(script).toMatch(/^\/assets\/.+\.js$/);
    const res = await get(script!);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toBeTruthy();
  });

  it.each([
    ['/favicon.ico', /^image\/(x-icon|vnd\.microsoft\.icon)$/],
    ['/favicon.svg', /^image\/svg\+xml/],
  ])('serves the icon %s (browsers ask every origin for /favicon.ico)', async (path, type) => {
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(type);
    expect(await res.text()).not.toContain('<div id="root">');
  });

  it.each(['/gibt-es-nicht.js', '/assets/gibt-es-nicht.js', '/favicon-fehlt.ico'])(
    'answers the missing file %s with 404, not the app page',
    async (path) => {
      const res = await get(path);
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain('<div id="root">');
    },
  );

  it('sends /api/workshops to the workshops function (the rewrite reaches the Functions emulator)', async () => {
    const res = await fetch(appUrl('/api/workshops'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data: { type: 'workshops/list', payload: {} } }),
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { result?: { type: string } };
    expect(body.result?.type).toBeTruthy();
  });

  it('serves React’s production build (the browser tests run what users get)', async () => {
    const code = (await Promise.all((await entryScripts()).map(async (src) => (await get(src)).text()))).join(
      '\n',
    );
    // React's production build replaces its error texts by numbered links; the development build has both
    // the texts and its warnings (the key warning below), which the production build leaves out.
    expect(code).toContain('https://react.dev/errors/');
    expect(code).not.toContain('unique "key" prop');
  });
});

describe('Deep links reload through Hosting (browser)', () => {
  it('an article opened by its address shows its heading, also after a reload', async () => {
    const { page } = await browser.open();
    await page.goto(appUrl('/artikel/schulung-und-beratung'));
    const heading = page.getByRole('heading', { level: 1, name: 'Schulung und Beratung' });
    await heading.waitFor();
    await page.reload();
    await heading.waitFor();
    expect(await page.title()).toBe('Schulung und Beratung – Speiseplaner');
  });

  it('the demo kitchen’s Speiseplan of this week, by query and by its address, and its Aushang show after a reload', async () => {
    const kitchen = login(info, 'Küche');
    const { uid } = await adminAuth().getUserByEmail(kitchen.email);
    const weekId = isoWeekId(new Date());
    const week = await storedWeek(uid, weekId);
    const names = new Map((await seededCatalogue()).recipes.map((r) => [r.slug, r.name]));
    const planned = (week?.days ?? []).flatMap((d, day) => d.recipes.map((slug) => ({ day, slug })));
    expect(planned.length).toBeGreaterThan(0);
    const first = planned.find((p) => names.has(p.slug))!;

    const { page } = await browser.openSignedIn(kitchen);

    await page.goto(appUrl(`/app/plan?woche=${weekId}`));
    const dish = dayCard(page, weekId, first.day).getByText(names.get(first.slug)!, { exact: true });
    await dish.waitFor({ timeout: 60_000 });
    await page.reload();
    await dish.waitFor({ timeout: 60_000 });
    expect(new URL(page.url()).search).toBe(`?woche=${weekId}`);

    // The week's own address, as people bookmark it, opens the same week after a reload.
    await page.goto(appUrl(`/app/plan/${weekId}`));
    await dish.waitFor({ timeout: 60_000 });
    await page.reload();
    await dish.waitFor({ timeout: 60_000 });
    expect(new URL(page.url()).search).toBe(`?woche=${weekId}`);

    await page.goto(appUrl(`/app/plan/${weekId}/aushang`));
    const notice = page.getByRole('heading', { level: 1, name: 'Aushang für die Eltern' });
    await notice.waitFor({ timeout: 60_000 });
    await page.reload();
    await notice.waitFor({ timeout: 60_000 });
    await page.getByText(names.get(first.slug)!).first().waitFor();
  });
});
