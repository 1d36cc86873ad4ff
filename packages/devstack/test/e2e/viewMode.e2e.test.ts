/**
 * Dark and light view (docs/product.md, "View mode"): the top bar's toggle switches the page's colours, the
 * choice is kept in the `view-mode` cookie (path /) and survives a reload and a visit to another page.
 */
import type { Page } from 'playwright-core';
import { useBrowser } from './support/browserHooks';
import { appUrl } from './support/pages';
import { untilHydrated } from './support/hydration';

jest.setTimeout(120_000);
const browser = useBrowser();

/** Relative luminance (0 black … 1 white) of the page background the user sees. */
async function backgroundLuminance(page: Page): Promise<number> {
  const colour = await page
    .locator('body')
    .evaluate((body) => body.ownerDocument.defaultView!.getComputedStyle(body).backgroundColor);
  const [r, g, b] = (colour.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number) as [number, number, number];
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

test('the view-mode toggle switches to dark, which survives a reload and other pages, and back to light', async () => {
  const { page, context } = await browser.open();
  await page.goto(appUrl('/'));
  await untilHydrated(page);
  const toDark = page.getByRole('button', { name: 'Dunkle Ansicht' });
  await toDark.waitFor();
  expect(await backgroundLuminance(page)).toBeGreaterThan(0.8);

  await toDark.click();
  const toLight = page.getByRole('button', { name: 'Helle Ansicht' });
  await toLight.waitFor();
  expect(await backgroundLuminance(page)).toBeLessThan(0.2);
  const cookie = (await context.cookies()).find((c) => c.name === 'view-mode');
  expect(cookie).toMatchObject({ value: 'dark', path: '/' });

  await page.reload();
  await toLight.waitFor();
  expect(await backgroundLuminance(page)).toBeLessThan(0.2);
  await page.goto(appUrl('/artikel/nachhaltigkeit'));
  await page.getByRole('heading', { level: 1 }).waitFor();
  expect(await backgroundLuminance(page)).toBeLessThan(0.2);

  await untilHydrated(page);
  await toLight.click();
  await toDark.waitFor();
  await page.reload();
  await toDark.waitFor();
  expect(await backgroundLuminance(page)).toBeGreaterThan(0.8);
  expect((await context.cookies()).find((c) => c.name === 'view-mode')?.value).toBe('light');
});

/**
 * Runs before the page's own scripts: notes the page colour at the moment <body> is inserted, i.e. once
 * <head> (with its inline script and style) is parsed and before the app's JavaScript has run or the
 * first paint happened. A string: this package has no DOM types.
 */
const RECORD_FIRST_PAINT_COLOUR = `new MutationObserver((_, observer) => {
  if (!document.body) return;
  observer.disconnect();
  window.__firstPaintColour = getComputedStyle(document.documentElement).backgroundColor;
}).observe(document, { childList: true, subtree: true });`;

test('a dark view is dark from the first paint on a full load, not white until the app has loaded', async () => {
  const { page, context } = await browser.open();
  await context.addInitScript(RECORD_FIRST_PAINT_COLOUR);
  const firstPaintColour = () => page.evaluate('window.__firstPaintColour');
  await page.goto(appUrl('/'));
  await untilHydrated(page);
  await page.getByRole('button', { name: 'Dunkle Ansicht' }).click();
  await page.getByRole('button', { name: 'Helle Ansicht' }).waitFor();
  // Light until now: nothing set before the first paint.
  expect(await firstPaintColour()).toBe('rgba(0, 0, 0, 0)');

  await page.goto(appUrl('/artikel/nachhaltigkeit'));
  await page.getByRole('heading', { level: 1 }).waitFor();
  // The dark page background (#121714) already on <html> before any of the app's JavaScript ran.
  expect(await firstPaintColour()).toBe('rgb(18, 23, 20)');

  // Back to light: the attribute follows at once, and the next full load starts light again.
  await untilHydrated(page);
  await page.getByRole('button', { name: 'Helle Ansicht' }).click();
  await page.getByRole('button', { name: 'Dunkle Ansicht' }).waitFor();
  expect(await page.evaluate('document.documentElement.dataset.viewMode')).toBe('light');
  await page.reload();
  await page.getByRole('button', { name: 'Dunkle Ansicht' }).waitFor();
  expect(await firstPaintColour()).toBe('rgba(0, 0, 0, 0)');
});
