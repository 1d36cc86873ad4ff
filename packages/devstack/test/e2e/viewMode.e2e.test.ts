/**
 * Dark and light view (docs/product.md, "View mode"): the top bar's toggle switches the page's colours, the
 * choice is kept in the `view-mode` cookie (path /) and survives a reload and a visit to another page.
 */
import type { Page } from 'playwright-core';
import { useBrowser } from './support/browserHooks';
import { appUrl } from './support/pages';

jest.setTimeout(60_000);
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

  await toLight.click();
  await toDark.waitFor();
  await page.reload();
  await toDark.waitFor();
  expect(await backgroundLuminance(page)).toBeGreaterThan(0.8);
  expect((await context.cookies()).find((c) => c.name === 'view-mode')?.value).toBe('light');
});
