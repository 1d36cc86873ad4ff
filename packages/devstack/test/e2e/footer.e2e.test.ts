/**
 * The footer on every page (docs/product.md, "Footer"): Impressum and Datenschutz are one click away from
 * the home page, an article and the planner, on a desktop and a phone; 'Cookie-Einstellungen' opens the
 * consent choice again, and withdrawing it removes a video already loaded.
 */
import type { Page } from 'playwright-core';
import { PHONE_VIEWPORT } from './support/accessibility';
import { useBrowser } from './support/browserHooks';
import { callController, idTokenOf } from './support/callables';
import { waitForHeading } from './support/headings';
import { appUrl } from './support/pages';
import { signInWithPassword, waitUntilSignedInAndAway } from './support/signIn';
import { createUser } from './support/users';

jest.setTimeout(120_000);
const browser = useBrowser();

const VIEWPORTS = [
  { name: 'desktop', size: { width: 1280, height: 800 } },
  { name: 'phone', size: PHONE_VIEWPORT },
];

/** The seeded video the article "Den ersten Speiseplan anlegen" embeds (`::video{id="speiseplan-anlegen"}`). */
const VIDEO_ID = 'speiseplan-anlegen';
const ARTICLE = '/artikel/planer-speiseplan-anlegen';

async function followFooterLink(page: Page, start: string, label: string, heading: string) {
  await page.goto(appUrl(start));
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 60_000 });
  // The planner's heading comes before its week, which then pushes the footer down: a click aimed at the
  // link meanwhile lands beside it, as a person's would (CI missed the Impressum twice so). Once the
  // week's overview is there the page stands still.
  if (start.startsWith('/app/'))
    await page.getByRole('region', { name: 'Woche im Überblick' }).waitFor({ timeout: 60_000 });
  await page.getByRole('contentinfo').getByRole('link', { name: label, exact: true }).click();
  await waitForHeading(page, heading, `von ${start} über „${label}“`);
}

test('the footer reaches Impressum and Datenschutz from the home page, an article and the planner', async () => {
  const cook = await createUser({
    tag: 'footer',
    name: 'Kita Fußweg',
    admin: false,
    features: { plan: true, recipes: true, shopping: true, ingredients: true },
  });
  const { page } = await browser.open();
  await signInWithPassword(page, cook.email, cook.password);
  await waitUntilSignedInAndAway(page);

  for (const { name, size } of VIEWPORTS) {
    await page.setViewportSize(size);
    for (const start of ['/', '/artikel/nachhaltigkeit', '/app/plan']) {
      await followFooterLink(page, start, 'Impressum', 'Impressum');
      await followFooterLink(page, start, 'Datenschutz', 'Datenschutzerklärung');
    }
    await page.screenshot({ path: `/tmp/h7-footer-${name}.png`, fullPage: true });
  }
});

describe('a video embed and the consent from the footer', () => {
  let adminToken = '';
  let original: Record<string, unknown> | undefined;
  let shown: Record<string, unknown> | undefined;
  let shownVersion = 0;

  beforeAll(async () => {
    const admin = await createUser({ tag: 'footer-admin', name: 'Redaktion', admin: true, features: {} });
    adminToken = await idTokenOf(admin.email, admin.password);
    const all = await callController('videos/all', {}, adminToken);
    const videos = (all.result?.payload as { videos: Record<string, unknown>[] }).videos;
    original = videos.find((video) => video.id === VIDEO_ID);
    expect(original).toBeDefined();
    // Published with a YouTube id for this test; put back as seeded afterwards (the e2e files run one by one).
    shown = { ...original, published: true, youtubeId: 'dQw4w9WgXcQ' };
    const version = Number(original?.version ?? 0);
    const saved = await callController('videos/save', { video: shown, version, isNew: false }, adminToken);
    expect(saved.error).toBeUndefined();
    shownVersion = version + 1;
  });

  afterAll(async () => {
    if (original && shown)
      await callController(
        'videos/save',
        { video: original, version: shownVersion, isNew: false },
        adminToken,
      );
  });

  test('consent loads the video in an article; "Cookie-Einstellungen" › "Nur notwendige" removes it', async () => {
    const { page, context } = await browser.open({ consentAnswered: false });
    // The provider cannot be reached from here: a small page of our own stands in for the player.
    await context.route('https://www.youtube-nocookie.com/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><html lang="de"><title>Video</title><p>Video</p></html>',
      }),
    );
    await page.goto(appUrl(ARTICLE));
    await page.getByRole('heading', { level: 1 }).waitFor({ timeout: 60_000 });
    const player = page.locator('iframe[src*="youtube-nocookie.com"]');
    const load = page.getByRole('button', { name: 'Video laden' });
    await load.waitFor({ timeout: 60_000 });
    expect(await player.count()).toBe(0);
    expect((await load.boundingBox())?.height).toBeGreaterThanOrEqual(40);

    const banner = page.getByRole('region', { name: 'Cookies und externe Medien' });
    await banner.getByRole('button', { name: 'Alle akzeptieren' }).click();
    await player.waitFor();
    await banner.waitFor({ state: 'detached' });

    for (const { name, size } of VIEWPORTS) {
      await page.setViewportSize(size);
      await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie-Einstellungen' }).click();
      await banner.getByText('Derzeit erlaubt: externe Videos', { exact: false }).waitFor();
      await page.screenshot({ path: `/tmp/h7-consent-reopened-${name}.png` });
      // Each choice is a touch target of at least 40 px.
      for (const button of await banner.getByRole('button').all()) {
        expect((await button.boundingBox())?.height).toBeGreaterThanOrEqual(40);
      }
      if (name === 'phone') break;
      await banner.getByRole('button', { name: 'Schließen' }).click();
      await banner.waitFor({ state: 'detached' });
      expect(await player.count()).toBe(1);
    }

    await banner.getByRole('button', { name: 'Nur notwendige' }).click();
    await banner.waitFor({ state: 'detached' });
    expect(await player.count()).toBe(0);
    await page.getByRole('button', { name: 'Video laden' }).waitFor();

    // The withdrawal holds after a reload.
    await page.reload();
    await page.getByRole('button', { name: 'Video laden' }).waitFor({ timeout: 60_000 });
    expect(await player.count()).toBe(0);
    expect(await banner.count()).toBe(0);
  });
});
