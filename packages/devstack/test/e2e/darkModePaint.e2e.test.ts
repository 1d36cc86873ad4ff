/**
 * The dark view where the app does not repaint it itself (docs/architecture.md, "View mode and print
 * palette"): a prerendered page is dark from its first paint, before the app's JavaScript has run, and the
 * Aushang printed from the dark view comes out of the printer light, dark text on white paper, also with
 * background graphics printed.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PlanWeek } from '@speiseplaner/shared';
import type { Locator } from 'playwright-core';
import { useBrowser } from './support/browserHooks';
import { appUrl } from './support/pages';
import { createCook, seededCatalogue } from './support/planPage';
import { signInWithPassword, waitUntilSignedIn } from './support/signIn';
import { adminDb } from './support/users';

// Under 90 s on a calm machine; the margin is for a loaded one (sign-in and the Aushang wait on the backend).
jest.setTimeout(150_000);
const browser = useBrowser();

const WEEK = '2030-W21';
const PDFTOPPM = '/usr/bin/pdftoppm';
const DARK = { name: 'view-mode', value: 'dark' };

/** Relative luminance (0 black … 1 white) of a CSS colour `rgb(r, g, b)`. */
function luminance(colour: string): number {
  const [r, g, b] = (colour.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number) as [number, number, number];
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

/** The computed background and text colour of an element, as luminances. */
async function colours(element: Locator): Promise<{ background: number; text: number }> {
  const [background, text] = await element.evaluate((el) => {
    const style = el.ownerDocument.defaultView!.getComputedStyle(el);
    return [style.backgroundColor, style.color];
  });
  return { background: luminance(background!), text: luminance(text!) };
}

/** The first page of a PDF as poppler draws it (greyscale, 50 dpi): one brightness 0 … 255 per pixel. */
function renderedPage(pdf: Buffer): Uint8Array {
  const dir = mkdtempSync(join(tmpdir(), 'druck-'));
  try {
    writeFileSync(join(dir, 'seite.pdf'), pdf);
    execFileSync(PDFTOPPM, [
      '-gray',
      '-r',
      '50',
      '-f',
      '1',
      '-l',
      '1',
      join(dir, 'seite.pdf'),
      join(dir, 'seite'),
    ]);
    const pgm = readFileSync(join(dir, 'seite-1.pgm'));
    // Binary PGM: "P5", width, height, maximum, each followed by one whitespace byte, then the pixels.
    const header = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(pgm.toString('latin1', 0, 64))!;
    return new Uint8Array(pgm.subarray(header[0].length));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test('a prerendered article in the dark view is dark before the app’s JavaScript runs, and stays dark', async () => {
  const { context, page } = await browser.open({ serviceWorkers: 'block' });
  await context.addCookies([{ ...DARK, url: appUrl('/') }]);
  // The app's scripts wait until the colours are read: what shows then is the HTML and CSS alone.
  let releaseScripts = () => {};
  const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
  let held = 0;
  await page.route('**/assets/**/*.js', async (route) => {
    held += 1;
    await scriptsHeld;
    await route.continue();
  });
  await page.goto(appUrl('/artikel/nachhaltigkeit'), { waitUntil: 'commit' });
  const heading = page.getByRole('heading', { level: 1 });
  await heading.waitFor();
  // The prerendered HTML, not hydrated: its toggle still offers the dark view, the app's script waits.
  await page.getByRole('button', { name: 'Dunkle Ansicht' }).waitFor();
  expect(held).toBeGreaterThan(0);
  const body = await colours(page.locator('body'));
  expect(body.background).toBeLessThan(0.1);
  expect(body.text).toBeGreaterThan(0.8);
  expect((await colours(heading)).text).toBeGreaterThan(0.8);
  await page.screenshot({ path: '/tmp/dark-first-paint.png' });

  releaseScripts();
  // Hydrated: the toggle offers the light view; the colours did not change.
  await page.getByRole('button', { name: 'Helle Ansicht' }).waitFor();
  expect(await colours(page.locator('body'))).toEqual(body);
});

test('the Aushang printed from the dark view is dark text on white paper', async () => {
  const cook = await createCook('aushang-dunkel', { kiga: 20 });
  const { recipes } = await seededCatalogue();
  const soup = recipes.find((r) => r.dishType === 'soup')!;
  const week: PlanWeek = {
    id: WEEK,
    days: [[soup.slug], [soup.slug], [], [soup.slug], []].map((recipes) => ({ recipes })),
    average: 0,
    version: 1,
  };
  await adminDb().doc(`kitchens/${cook.uid}/weeks/${WEEK}`).set(week);

  const { context, page } = await browser.open();
  await context.addCookies([{ ...DARK, url: appUrl('/') }]);
  await signInWithPassword(page, cook.email, cook.password);
  await waitUntilSignedIn(page);
  await page.goto(appUrl(`/app/plan/${WEEK}/aushang`));
  const sheet = page.getByRole('article', { name: 'Aushang für die Eltern' });
  await sheet.getByText(soup.name).first().waitFor({ timeout: 45_000 });
  // On screen the preview is dark: light text on the dark page.
  expect((await colours(page.locator('body'))).background).toBeLessThan(0.1);
  expect((await colours(sheet.getByText(soup.name).first())).text).toBeGreaterThan(0.8);

  await page.emulateMedia({ media: 'print' });
  expect((await colours(page.locator('body'))).background).toBeGreaterThan(0.95);
  expect((await colours(sheet.getByText(soup.name).first())).text).toBeLessThan(0.1);
  const pdf = await page.pdf({ printBackground: true, preferCSSPageSize: true });
  writeFileSync('/tmp/aushang-dunkel.pdf', pdf); // to look at after a failure
  await page.emulateMedia({ media: 'screen' });

  // The paper as a reader sees it: nearly all of it white, the words on it dark.
  const pixels = renderedPage(pdf);
  const share = (test: (brightness: number) => boolean) => pixels.filter(test).length / pixels.length;
  expect(share((p) => p > 240)).toBeGreaterThan(0.85);
  expect(share((p) => p < 60)).toBeGreaterThan(0.002);
  expect(share((p) => p < 60)).toBeLessThan(0.1);
});
