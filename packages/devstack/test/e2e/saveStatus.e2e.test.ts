/**
 * The save status below every planner page and the offline banner (docs/product.md, "Save status and
 * offline banner"), on a desktop and a 390×844 phone: a cook goes offline, adds a dish on Friday and
 * scrolls there; the status and the banner are in view, the bar covers not the end of the page, and
 * neither is printed. Back online, the banner goes and the dish is stored at once.
 */
import type { Locator, Page } from 'playwright-core';
import { expectAccessible, PHONE_VIEWPORT } from './support/accessibility';
import { useBrowser } from './support/browserHooks';
import { receivesFocus } from './support/keyboard';
import {
  addRecipe,
  createCook,
  dayCard,
  distinctRecipes,
  openWeek,
  saveStatus,
  seededCatalogue,
  storedWeek,
  waitUntilSaved,
} from './support/planPage';
import { OFFLINE_REQUEST } from './support/pages';

jest.setTimeout(180_000);
// Offline use, updates and the photo cache go through the service worker: it stays in (support/pages.ts).
const browser = useBrowser({ serviceWorkers: 'allow' });

const VIEWPORTS = [
  { name: 'desktop', size: { width: 1280, height: 800 }, week: '2030-W14' },
  { name: 'phone', size: PHONE_VIEWPORT, week: '2030-W15' },
];
const OFFLINE = 'Offline – Ihre Änderungen werden gespeichert, sobald die Verbindung zurück ist';

async function expectInViewport(page: Page, locator: Locator, what: string) {
  const box = await locator.boundingBox();
  const view = page.viewportSize()!;
  if (!box) throw new Error(`${what} ist nicht zu sehen`);
  expect({ what, top: box.y >= 0, bottom: box.y + box.height <= view.height }).toEqual({
    what,
    top: true,
    bottom: true,
  });
  expect(box.width).toBeGreaterThan(0);
}

test('offline, the save status and the banner stay in view at Friday; online again, the dish is stored', async () => {
  const cook = await createCook('save-status', { kiga: 20 });
  const [dish] = distinctRecipes((await seededCatalogue()).recipes, 1);
  const { page, context } = await browser.openSignedIn(cook, { expectedConsoleErrors: [OFFLINE_REQUEST] });

  for (const { name, size, week } of VIEWPORTS) {
    await page.setViewportSize(size);
    await openWeek(page, week);
    const banner = page.getByRole('alert').filter({ hasText: OFFLINE });
    expect(await banner.count()).toBe(0);

    await context.setOffline(true);
    await banner.waitFor();
    await addRecipe(page, week, 4, dish!.name);
    const friday = dayCard(page, week, 4);
    await friday.getByText(dish!.name, { exact: true }).scrollIntoViewIfNeeded();
    const failed = saveStatus(page).filter({ hasText: /^Nicht gespeichert – neuer Versuch in \d+ s$/ });
    await failed.waitFor();
    await expectInViewport(page, friday.getByText(dish!.name, { exact: true }), 'Das Gericht am Freitag');
    await expectInViewport(page, failed, 'Der Speicherstatus');
    await expectInViewport(page, banner, 'Der Offline-Hinweis');
    await page.screenshot({ path: `/tmp/h1-save-status-offline-${name}.png` });
    await expectAccessible(page, `Speicherstatus offline (${name})`);

    const bar = saveStatus(page).locator('xpath=..');
    // Back at the top of the page, far from its end, the bar is still stuck to the window's bottom.
    await page.getByRole('heading', { level: 1 }).scrollIntoViewIfNeeded();
    await expectInViewport(page, failed, 'Der Speicherstatus oben auf der Seite');
    await expectInViewport(page, banner, 'Der Offline-Hinweis oben auf der Seite');
    await page.screenshot({ path: `/tmp/h1-save-status-top-${name}.png` });

    // Focus moving down the page (Tab) scrolls the focused element above the bar, never under it.
    // 'Rezept hinzufügen' is scrolled to the window's bottom edge, under the bar, and then reached by Tab.
    const add = friday.getByRole('button', { name: 'Rezept hinzufügen' });
    const before = (await add.boundingBox())!;
    await page.mouse.wheel(0, before.y + before.height - page.viewportSize()!.height + 4);
    await friday.getByRole('button', { name: `${dish!.name} entfernen` }).focus();
    await page.keyboard.press('Tab');
    expect(await receivesFocus(add)).toBe(true);
    const [addBox, barTop] = [await add.boundingBox(), (await bar.boundingBox())!.y];
    expect(addBox!.y + addBox!.height).toBeLessThanOrEqual(barTop);

    // At the end of the page the bar sits below the page's last element instead of covering it.
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    const last = bar.locator('xpath=preceding-sibling::*[1]');
    const [barBox, lastBox] = [await bar.boundingBox(), await last.boundingBox()];
    expect(lastBox!.y + lastBox!.height).toBeLessThanOrEqual(barBox!.y);
    await page.screenshot({ path: `/tmp/h1-save-status-end-${name}.png` });

    await page.emulateMedia({ media: 'print' });
    expect(await saveStatus(page).isVisible()).toBe(false);
    expect(await banner.isVisible()).toBe(false);
    await page.emulateMedia({ media: 'screen' });

    await context.setOffline(false);
    await banner.waitFor({ state: 'detached' });
    // The flush on 'online' writes at once; the longest backoff would be 30 s.
    await waitUntilSaved(page, 10_000);
    expect((await storedWeek(cook.uid, week))?.days[4]?.recipes).toEqual([dish!.slug]);
    await page.screenshot({ path: `/tmp/h1-save-status-online-${name}.png` });
  }
});
