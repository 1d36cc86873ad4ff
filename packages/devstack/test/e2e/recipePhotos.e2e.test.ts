/**
 * Recipe photos (issue #33), the acceptance test: a cook uploads a photo from a file on the page of an own
 * recipe; after a reload its thumbnail shows in the recipe list, in the recipe picker and on the day card
 * of the Speiseplan, and the cover on the recipe page, each loaded from /fotos/… through the photo function
 * (the `__session` cookie signs the request). On a phone (390×844) the list and the week still fit the
 * width. Then the cook deletes the photo, and it is gone everywhere, also after a reload.
 *
 * The photo is a small real JPEG (test/fixtures/rezeptfoto.jpg, 960×640, 9.6 kB), which the server turns
 * into the 1600/800/320 WebP variants.
 */
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { slugify } from '@speiseplaner/shared';
import type { Page } from 'playwright-core';
import { PHONE_VIEWPORT } from './support/accessibility';
import { useBrowser } from './support/browserHooks';
import { callController, idTokenOf } from './support/callables';
import { loadedWidth } from './support/images';
import { appUrl } from './support/pages';
import { createCook, dayCard } from './support/planPage';
import { pickerEntry, recipeListLink } from './support/recipeFinding';
import { kitchenData } from './support/users';

jest.setTimeout(300_000);
// Offline use, updates and the photo cache go through the service worker: it stays in (support/pages.ts).
const browser = useBrowser({ serviceWorkers: 'allow' });

/** Generous: the machine is shared and loaded (timeouts are hang guards, docs/testing.md). */
const WAIT = { timeout: 120_000 };
const PHOTO_FILE = path.join(__dirname, '..', 'fixtures', 'rezeptfoto.jpg');
/** A week far ahead, away from other tests' weeks. */
const WEEK = '2041-W12';
const DESKTOP = { width: 1280, height: 800 };

async function openPlannedWeek(page: Page): Promise<void> {
  await page.goto(appUrl(`/app/plan?woche=${WEEK}`));
  await dayCard(page, WEEK, 0).waitFor(WAIT);
  await page.getByRole('region', { name: 'Woche im Überblick' }).waitFor(WAIT);
}

async function expectNoSideways(page: Page): Promise<void> {
  expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(
    PHONE_VIEWPORT.width,
  );
}

test('a cook adds a photo to a recipe, sees it where dishes are chosen, and deletes it again', async () => {
  const cook = await createCook('rezeptfoto', { kiga: 12 });
  // Signed in as a browser that signed in before (the login screen is no subject here).
  const { page } = await browser.openSignedIn(cook);

  // An own recipe (photos belong to a kitchen's own recipes), planned on the Monday of a week.
  const name = `Ofengemüse ${randomBytes(2).toString('hex')}`;
  const slug = slugify(name);
  await page.goto(appUrl('/app/rezepte'));
  await page.getByRole('button', { name: 'Neues Rezept' }).click();
  const dialog = page.getByRole('dialog', { name: 'Neues Rezept' });
  await dialog.getByLabel('Kurzbezeichnung').fill(slug);
  await dialog.getByRole('textbox', { name: /Name des Rezepts/ }).fill(name);
  await dialog.getByRole('button', { name: 'Rezept anlegen' }).click();
  await page.getByRole('heading', { name, level: 1 }).waitFor(WAIT);
  // The autosave stores it among the kitchen's own recipes; the week and the photo need it there.
  let stored = false;
  for (let i = 0; i < 240 && !stored; i++) {
    await page.waitForTimeout(250);
    stored = (await kitchenData(cook, `recipes/${slug}`).get()).exists;
  }
  expect(stored).toBe(true);
  const token = await idTokenOf(cook.email, cook.password);
  const days = [[slug], [], [], [], []].map((recipes) => ({ recipes }));
  const saved = await callController('plan/saveNewWeek', { week: { id: WEEK, days } }, token);
  expect(saved.error).toBeUndefined();

  // The upload: "Foto hochladen" opens the file chooser; the test hands the file to its input (the
  // chooser's, not the camera's that touch screens get).
  await page.getByRole('button', { name: 'Foto hochladen' }).waitFor(WAIT);
  await page.locator('input[type=file]:not([capture])').setInputFiles(PHOTO_FILE);
  const prefix = `/fotos/kitchens/${cook.kitchenId}/recipes/${slug}/`;
  const main = page.getByRole('main');
  expect(await loadedWidth(main, prefix)).toBeGreaterThan(0);
  await page.screenshot({ path: '/tmp/rezeptfotos-rezept-desktop.png', fullPage: true });

  // After a reload (the photo list comes from the backend): the recipe page's cover …
  await page.reload();
  await page.getByRole('heading', { name, level: 1 }).waitFor(WAIT);
  expect(await loadedWidth(main, prefix)).toBeGreaterThan(0);

  // … the thumbnail in the recipe list, the 320 px variant …
  const listLink = await recipeListLink(page, name);
  expect(await loadedWidth(listLink, prefix)).toBe(320);
  await page.screenshot({ path: '/tmp/rezeptfotos-liste-desktop.png' });
  await page.setViewportSize(PHONE_VIEWPORT);
  expect(await loadedWidth(listLink, prefix)).toBe(320);
  await expectNoSideways(page);
  await page.screenshot({ path: '/tmp/rezeptfotos-liste-phone.png' });
  await page.setViewportSize(DESKTOP);

  // … on the day card of the Speiseplan, and in the recipe picker of another day.
  await openPlannedWeek(page);
  const dayLink = dayCard(page, WEEK, 0).getByRole('link', { name, exact: true });
  expect(await loadedWidth(dayLink, prefix)).toBe(320);
  const pick = await pickerEntry(page, WEEK, 1, name);
  expect(await loadedWidth(pick, prefix)).toBe(320);
  await page.screenshot({ path: '/tmp/rezeptfotos-auswahl-desktop.png' });
  await page.keyboard.press('Escape');
  await page.setViewportSize(PHONE_VIEWPORT);
  expect(await loadedWidth(dayLink, prefix)).toBe(320);
  await expectNoSideways(page);
  await dayCard(page, WEEK, 0).screenshot({ path: '/tmp/rezeptfotos-tag-phone.png' });
  const phonePick = await pickerEntry(page, WEEK, 1, name);
  expect(await loadedWidth(phonePick, prefix)).toBe(320);
  await page.screenshot({ path: '/tmp/rezeptfotos-auswahl-phone.png' });
  await page.keyboard.press('Escape');
  await page.setViewportSize(DESKTOP);

  // The cook deletes the photo on the recipe page (and confirms): gone there at once …
  await page.goto(appUrl(`/app/rezepte/${slug}`));
  await page.getByRole('heading', { name, level: 1 }).waitFor(WAIT);
  await loadedWidth(main, prefix);
  await page.getByRole('button', { name: 'Foto löschen' }).first().click();
  await page.getByRole('dialog').getByRole('button', { name: 'Löschen', exact: true }).click();
  await main
    .locator(`img[src^="${prefix}"]`)
    .first()
    .waitFor({ state: 'detached', ...WAIT });

  // … and, after a reload, in the list, the week and the picker (each counted once the page's calls,
  // the photo list among them, have answered).
  await page.reload();
  await page.getByRole('heading', { name, level: 1 }).waitFor(WAIT);
  await page.getByRole('button', { name: 'Foto hochladen' }).waitFor(WAIT);
  await page.waitForLoadState('networkidle');
  expect(await main.locator(`img[src^="${prefix}"]`).count()).toBe(0);
  const listAfter = await recipeListLink(page, name);
  await page.waitForLoadState('networkidle');
  expect(await listAfter.locator('img').count()).toBe(0);
  await openPlannedWeek(page);
  await page.waitForLoadState('networkidle');
  expect(await dayCard(page, WEEK, 0).getByRole('link', { name, exact: true }).locator('img').count()).toBe(
    0,
  );
  const pickAfter = await pickerEntry(page, WEEK, 1, name);
  expect(await pickAfter.locator('img').count()).toBe(0);
  await page.screenshot({ path: '/tmp/rezeptfotos-geloescht-desktop.png' });
});
