/**
 * A save that can never succeed stops retrying (docs/product.md, "Save status and offline banner"), on a
 * desktop and a 390×844 phone, against the real stack: while the Speiseplan is open, the operator takes
 * the kitchen's `plan` flag away (as `pnpm admin feature clear` does), and the cook adds a dish. The
 * backend refuses with permission-denied; the message shows above the week's days and in the save bar,
 * and no further write goes out over the next 20 s, in which the old retry schedule (2, 4, 8 s …) would
 * have sent four. "Erneut versuchen" sends exactly one. With the flag back, the desktop retries and the
 * dish is stored; the phone discards the edit and sees the stored week again.
 */
import type { Page, Request } from 'playwright-core';
import { expectAccessible, PHONE_VIEWPORT } from './support/accessibility';
import { useBrowser } from './support/browserHooks';
import { callableRefused } from './support/pages';
import {
  addRecipe,
  createCook,
  dayCard,
  distinctRecipes,
  openWeek,
  seededCatalogue,
  storedWeek,
  waitUntilSaved,
} from './support/planPage';
import { adminDb } from './support/users';

jest.setTimeout(240_000);
const browser = useBrowser();

const VIEWPORTS = [
  { name: 'desktop', size: { width: 1280, height: 800 }, week: '2030-W20', end: 'retry' },
  { name: 'phone', size: PHONE_VIEWPORT, week: '2030-W21', end: 'discard' },
] as const;
const NO_RIGHTS = 'Keine Berechtigung zum Speichern – bitte neu anmelden oder die Verwaltung fragen';
/** Longer than the first four steps of the retry schedule (2 + 4 + 8 s) and the debounce. */
const QUIET_MS = 20_000;

const setPlanFlag = (uid: string, on: boolean) =>
  adminDb().doc(`kitchens/${uid}`).update({ 'features.plan': on });

/** Every plan/saveWeek request the page sends from now on. */
function countWeekSaves(page: Page): { count: () => number; next: () => Promise<Request> } {
  const isSave = (request: Request) =>
    /\/controller$/.test(new URL(request.url()).pathname) &&
    request.method() === 'POST' &&
    (request.postData() ?? '').includes('"plan/saveWeek"');
  let count = 0;
  page.on('request', (request) => {
    if (isSave(request)) count += 1;
  });
  return {
    count: () => count,
    next: () => page.waitForRequest(isSave, { timeout: 10_000 }),
  };
}

test('a refused save shows its message at the week and in the bar, and is not retried', async () => {
  const cook = await createCook('save-errors', { kiga: 20 });
  const [first, second] = distinctRecipes((await seededCatalogue()).recipes, 2);
  const { page } = await browser.openSignedIn(cook, {
    expectedConsoleErrors: [callableRefused(403, 'controller')],
  });
  const saves = countWeekSaves(page);

  for (const { name, size, week, end } of VIEWPORTS) {
    await page.setViewportSize(size);
    await openWeek(page, week);
    await addRecipe(page, week, 0, first!.name);
    await waitUntilSaved(page);

    await setPlanFlag(cook.uid, false);
    const before = saves.count();
    await addRecipe(page, week, 1, second!.name);
    const notice = page.locator('[data-save-refused]').filter({ hasText: NO_RIGHTS });
    await notice.waitFor();
    const bar = page.getByRole('status').filter({ hasText: NO_RIGHTS });
    await bar.waitFor();
    // At the edit: the notice sits with the week, right before its day cards.
    const [noticeBox, mondayBox] = [await notice.boundingBox(), await dayCard(page, week, 0).boundingBox()];
    expect(noticeBox!.y + noticeBox!.height).toBeLessThanOrEqual(mondayBox!.y);
    await notice.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/h4-save-refused-${name}.png` });
    await expectAccessible(page, `Speichern abgelehnt (${name})`);

    // The edit stays on screen while nothing more goes out.
    await page.waitForTimeout(QUIET_MS);
    expect({ name, writes: saves.count() - before }).toEqual({ name, writes: 1 });
    expect(await dayCard(page, week, 1).getByText(second!.name, { exact: true }).isVisible()).toBe(true);

    // "Erneut versuchen" sends one write, which is refused again.
    const retried = saves.next();
    await notice.getByRole('button', { name: 'Erneut versuchen' }).click();
    await (await retried).response();
    await notice.waitFor();
    expect({ name, writes: saves.count() - before }).toEqual({ name, writes: 2 });

    await setPlanFlag(cook.uid, true);
    if (end === 'retry') {
      await notice.getByRole('button', { name: 'Erneut versuchen' }).click();
      await waitUntilSaved(page, 10_000);
      expect((await storedWeek(cook.uid, week))?.days[1]?.recipes).toEqual([second!.slug]);
    } else {
      await notice.getByRole('button', { name: 'Änderung verwerfen' }).click();
      await waitUntilSaved(page, 10_000);
      await dayCard(page, week, 1).getByText('Noch kein Rezept geplant.').waitFor();
      expect((await storedWeek(cook.uid, week))?.days[1]?.recipes).toEqual([]);
      expect({ name, writes: saves.count() - before }).toEqual({ name, writes: 2 });
    }
    expect(await notice.count()).toBe(0);
    await page.screenshot({ path: `/tmp/h4-save-refused-after-${name}.png` });
  }
});
