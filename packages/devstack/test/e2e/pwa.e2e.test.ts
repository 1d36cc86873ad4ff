/**
 * The installable planner against the production build on the Hosting emulator (docs/architecture.md,
 * "Service worker"): the manifest and its icons are served and Chromium finds the app installable; the
 * service worker controls the planner after its first visit, and without network a reload of /app/plan
 * still shows the planner's frame; a new build deployed to the served folder brings "Neue Version
 * verfügbar" to the open page, and "Neu laden" loads the new version. Desktop and phone.
 */
import { execFile } from 'node:child_process';
import { renameSync, rmSync } from 'node:fs';
import { promisify } from 'node:util';
import { VITE_BIN, WEB_DIR } from '../../src/paths';
import { hostingDirOf, webEnvOf } from '../../src/stack';
import { expectAccessible, PHONE_VIEWPORT } from './support/accessibility';
import { useBrowser } from './support/browserHooks';
import { createCook } from './support/planPage';
import { appUrl, OFFLINE_REQUEST } from './support/pages';
import { signInWithPassword, waitUntilSignedIn } from './support/signIn';
import { readStackInfo } from './stackInfo';
import { waitUntilControlled } from './support/serviceWorker';

jest.setTimeout(240_000);
const info = readStackInfo();
// Offline use, updates and the photo cache go through the service worker: it stays in (support/pages.ts).
const browser = useBrowser({ serviceWorkers: 'allow' });

const VIEWPORTS = [
  { name: 'desktop', size: { width: 1280, height: 800 } },
  { name: 'phone', size: PHONE_VIEWPORT },
];

const get = (path: string) => fetch(appUrl(path), { redirect: 'manual' });

/** The build id index.html names (`<meta name="speiseplaner-build">`, packages/web/src/platform/pwa/pwaPlugin.ts). */
const BUILD_ID = `document.querySelector('meta[name="speiseplaner-build"]')?.content ?? null`;

/**
 * A deploy as Hosting does it: the whole folder the emulator serves is replaced by a new production build
 * (old hashed files are gone). It is built beside it first, so no request meets a half-written folder.
 */
async function deployNewBuild(buildId: string): Promise<void> {
  const served = hostingDirOf(info.ports);
  const [next, previous] = [`${served}-next`, `${served}-previous`];
  await promisify(execFile)(VITE_BIN, ['build', '--outDir', next, '--emptyOutDir'], {
    cwd: WEB_DIR,
    env: { ...process.env, ...webEnvOf(info.ports), NODE_ENV: 'production', SPEISEPLANER_BUILD_ID: buildId },
  });
  renameSync(served, previous);
  renameSync(next, served);
  rmSync(previous, { recursive: true, force: true });
}

/** Removes this origin's service workers (a string run in the page: no DOM types here). */
const UNREGISTER_WORKERS = `navigator.serviceWorker.getRegistrations()
  .then((all) => Promise.all(all.map((registration) => registration.unregister())))`;

async function signedInCook(tag: string, options: Parameters<typeof browser.open>[0] = {}) {
  const cook = await createCook(tag, { kiga: 20 });
  const opened = await browser.open(options);
  await signInWithPassword(opened.page, cook.email, cook.password);
  await waitUntilSignedIn(opened.page);
  return opened;
}

describe('Web app manifest (HTTP)', () => {
  it('is linked from index.html with the theme colour and the Apple icon, and served fresh', async () => {
    const html = await (await get('/')).text();
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    expect(html).toContain('<meta name="theme-color" content="#2f7d4f" />');
    expect(html).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png" />');

    const res = await get('/manifest.webmanifest');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const manifest = (await res.json()) as Record<string, unknown>;
    expect(manifest).toMatchObject({
      name: 'Speiseplaner – Bio-Speiseplanung für Kita und Schule',
      short_name: 'Speiseplaner',
      lang: 'de',
      start_url: '/app/plan',
      scope: '/',
      display: 'standalone',
      theme_color: '#2f7d4f',
    });
  });

  it('names icons of 192 and 512 px and a maskable one, each served as PNG', async () => {
    const manifest = (await (await get('/manifest.webmanifest')).json()) as {
      icons: { src: string; sizes: string; purpose?: string }[];
    };
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const path of [...manifest.icons.map((icon) => icon.src), '/apple-touch-icon.png']) {
      const res = await get(path);
      expect([path, res.status, res.headers.get('content-type')]).toEqual([path, 200, 'image/png']);
    }
  });

  it('serves the service worker fresh, so that a deploy reaches it at once', async () => {
    const res = await get('/sw.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });
});

describe('Installable planner (browser)', () => {
  it('Chromium reads the manifest without errors and finds the app installable', async () => {
    const { page, context } = await signedInCook('pwa-install');
    await page.goto(appUrl('/app/plan'));
    await waitUntilControlled(page);
    const cdp = await context.newCDPSession(page);
    const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[] };
    expect(manifest.url).toBe(appUrl('/manifest.webmanifest'));
    expect(manifest.errors).toEqual([]);
    // Every test context is a private window, where Chromium installs nothing ('in-incognito'); it still
    // lists every other reason (a missing name or icon, a wrong display mode) beside that one.
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors.filter((error) => error.errorId !== 'in-incognito')).toEqual([]);
  });

  it.each(VIEWPORTS)(
    'after the first visit the service worker controls the planner, and offline a reload still shows it ($name)',
    async ({ name, size }) => {
      // Requests the page makes while the network is off fail, as the test wants.
      const { page, context } = await signedInCook(`pwa-offline-${name}`, {
        expectedConsoleErrors: [OFFLINE_REQUEST],
      });
      await page.setViewportSize(size);
      await page.goto(appUrl('/app/plan'));
      await waitUntilControlled(page);
      // A visit after the first: the page comes from the service worker's copy.
      await page.reload();
      await waitUntilControlled(page);
      const heading = page.getByRole('heading', { level: 1, name: 'Speiseplan' });
      await heading.waitFor();

      await context.setOffline(true);
      await page.reload();
      await heading.waitFor();
      await page.getByRole('navigation', { name: 'Hauptnavigation' }).first().waitFor({ state: 'attached' });
      await page.getByRole('button', { name: /^Konto: / }).waitFor();
      await page.screenshot({ path: `/tmp/pwa-offline-${name}.png` });
      await expectAccessible(page, `Speiseplan offline neu geladen (${name})`);
      await context.setOffline(false);
    },
  );

  it.each(VIEWPORTS)(
    'a new build deployed meanwhile brings "Neue Version verfügbar", and "Neu laden" loads it ($name)',
    async ({ name, size }) => {
      const { page } = await signedInCook(`pwa-update-${name}`);
      await page.setViewportSize(size);
      // On the desktop the planner opens as on a new device: no worker yet, so the page is uncontrolled when
      // it registers one, and the first worker takes it over. workbox-window then reports a later update's
      // takeover with isUpdate false, which once left "Neu laden" without a reload
      // (registerServiceWorker.ts). The phone opens it with the worker the sign-in page installed.
      if (name === 'desktop') await page.evaluate(UNREGISTER_WORKERS);
      await page.goto(appUrl('/app/plan'));
      await waitUntilControlled(page);
      await page.getByRole('heading', { level: 1, name: 'Speiseplan' }).waitFor();
      const running = await page.evaluate(BUILD_ID);
      expect(running).toBeTruthy();

      const deployed = `e2e-${name}-${Date.now()}`;
      await deployNewBuild(deployed);
      // The app looks for a new version when its tab comes back into view (and every hour).
      await page.evaluate(`document.dispatchEvent(new Event('visibilitychange'))`);

      const prompt = page.getByRole('alert').filter({ hasText: 'Neue Version verfügbar' });
      await prompt.waitFor({ timeout: 60_000 });
      // Nothing changes until the user says so.
      expect(await page.evaluate(BUILD_ID)).toBe(running);
      await page.screenshot({ path: `/tmp/pwa-update-${name}.png` });
      await expectAccessible(page, `Neue Version verfügbar (${name})`);

      await Promise.all([
        page.waitForEvent('load', { timeout: 30_000 }),
        prompt.getByRole('button', { name: 'Neu laden' }).click(),
      ]);
      await page.getByRole('heading', { level: 1, name: 'Speiseplan' }).waitFor();
      expect(await page.evaluate(BUILD_ID)).toBe(deployed);
      expect(await prompt.count()).toBe(0);
      await page.screenshot({ path: `/tmp/pwa-update-loaded-${name}.png` });
    },
  );
});
