/**
 * A visitor who is not signed in: answers the cookie banner, reads an article from the home page, finds the
 * workshop overview through the sidebar and sees only upcoming workshops, one per topic, without a
 * registration button (docs/product.md, "Workshop list widget").
 */
import { expectAccessible } from './support/accessibility';
import { useBrowser } from './support/browserHooks';
import { appUrl } from './support/pages';
import { berlinToday, slugDate } from './support/workshopDates';
import { untilHydrated } from './support/hydration';

jest.setTimeout(120_000);
const browser = useBrowser();

test('a visitor answers the cookie banner once and reads a featured article from the home page', async () => {
  const { page } = await browser.open({ consentAnswered: false });
  await page.goto(appUrl('/'));
  const banner = page.getByRole('region', { name: 'Cookies und externe Medien' });
  await banner.waitFor();
  await expectAccessible(page, 'Cookie-Hinweis offen');
  await untilHydrated(page);
  await banner.getByRole('button', { name: 'Nur notwendige' }).click();
  await expectHidden(banner);
  await page.reload();
  await page.getByRole('heading', { level: 1 }).waitFor();
  expect(await banner.count()).toBe(0);

  const featured = page.getByRole('list', { name: 'Empfohlene Artikel' }).getByRole('link');
  expect(await featured.count()).toBeGreaterThanOrEqual(3);
  const first = featured.first();
  const href = await first.getAttribute('href');
  const title = (await first.getByRole('heading').textContent())!.trim();
  expect(href).toMatch(/^\/artikel\/[a-z0-9_-]+$/);

  await first.click();
  await page.waitForURL(appUrl(href!));
  // The home page stays until the article's chunk has arrived (a router transition), then the article shows.
  const heading = page.getByRole('heading', { level: 1, name: title, exact: true });
  await heading.waitFor();
  expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
  expect(await page.title()).toBe(`${title} – Speiseplaner`);
  // The article has a body, not only its title.
  expect(await page.getByRole('article').getByRole('paragraph').count()).toBeGreaterThan(2);
});

test('the workshop overview from the sidebar lists the next date of each topic, none past, without registration', async () => {
  const { page } = await browser.open();
  await page.goto(appUrl('/'));
  await untilHydrated(page);
  const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
  await nav.getByRole('button', { name: 'Praxisangebote' }).click();
  await nav.getByRole('link', { name: 'Schulung und Beratung' }).click();
  await page.waitForURL(appUrl('/artikel/schulung-und-beratung'));
  // The home page (with its own workshop list) stays until the article's chunk has loaded.
  await page.getByRole('heading', { name: 'Schulung und Beratung', level: 1 }).waitFor();

  const list = page.getByRole('article').getByRole('list', { name: 'Workshops' });
  const titles = list.getByRole('heading', { level: 3 }).getByRole('link');
  await titles.first().waitFor();
  const slugs = (await titles.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))).map(
    (href) => href.replace('/workshops/', ''),
  );
  expect(slugs.length).toBeGreaterThanOrEqual(2);

  const today = berlinToday();
  const dates = slugs.map(slugDate);
  for (const date of dates) expect(date >= today).toBe(true);
  // Soonest first.
  expect([...dates].sort()).toEqual(dates);
  // Without a type the list has no registration; that is offered on each topic's article.
  expect(await list.getByRole('button', { name: /Anmelden/ }).count()).toBe(0);
  // Every card says where and when (time range) or carries its annotation.
  const items = list.getByRole('listitem');
  for (let i = 0; i < (await items.count()); i++) {
    const text = (await items.nth(i).textContent()) ?? '';
    expect(text.length).toBeGreaterThan(20);
  }
  expect(await list.getByText(/^\d{2}:\d{2}–\d{2}:\d{2} Uhr$/).count()).toBeGreaterThan(0);
});

test('the home page shows the next workshops and an unknown article shows the German 404 page', async () => {
  const { page } = await browser.open();
  await page.goto(appUrl('/'));
  const workshops = page.getByRole('list', { name: 'Workshops' });
  await workshops.waitFor();
  expect(await workshops.getByRole('listitem').count()).toBeGreaterThan(0);

  await page.goto(appUrl('/artikel/gibt-es-nicht'));
  await page.getByRole('heading', { name: 'Seite nicht gefunden', level: 1 }).waitFor();
  await page.getByRole('link', { name: 'Zur Startseite', exact: true }).click();
  await page.waitForURL(appUrl('/'));
});

async function expectHidden(locator: import('playwright-core').Locator): Promise<void> {
  await locator.waitFor({ state: 'hidden', timeout: 5_000 });
}
