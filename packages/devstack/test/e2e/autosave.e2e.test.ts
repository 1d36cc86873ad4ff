/**
 * Autosave end to end (issue 6): the network is cut for 10 s in the middle of edits (Playwright offline
 * mode, every backend call fails); the page says it has not saved and retries, and once the network is
 * back the stored week equals the last edit, also after a reload.
 */
import { useBrowser } from './support/browserHooks';
import {
  addRecipe,
  createCook,
  dayCard,
  distinctRecipes,
  saveStatus,
  seededCatalogue,
  storedWeek,
  waitUntilSaved,
  waitForWeek,
  weekPath,
} from './support/planPage';
import { OFFLINE_REQUEST } from './support/pages';

jest.setTimeout(180_000);
// Offline use, updates and the photo cache go through the service worker: it stays in (support/pages.ts).
const browser = useBrowser({ serviceWorkers: 'allow' });

const WEEK = '2030-W11';
const OFFLINE_MS = 10_000;

test('edits made while the network is cut for 10 s all reach the backend once it is back', async () => {
  const cook = await createCook('autosave', { kiga: 25 });
  const [a, b, c, d] = distinctRecipes((await seededCatalogue()).recipes, 4);
  // The saves tried while the network is cut fail in the browser, as the test wants.
  const { page, context } = await browser.openSignedIn(cook, {
    expectedConsoleErrors: [OFFLINE_REQUEST],
    after: weekPath(WEEK),
  });
  await waitForWeek(page, WEEK);

  await addRecipe(page, WEEK, 0, a!.name);
  await addRecipe(page, WEEK, 0, b!.name);
  await waitUntilSaved(page);
  expect((await storedWeek(cook.uid, WEEK))?.days[0]?.recipes).toEqual([a!.slug, b!.slug]);

  await context.setOffline(true);
  const offlineSince = Date.now();
  await addRecipe(page, WEEK, 1, c!.name);
  // Writes fail while offline: the page says so and counts down to the next attempt.
  await saveStatus(page)
    .filter({ hasText: /^Nicht gespeichert – neuer Versuch in \d+ s$/ })
    .waitFor();
  await addRecipe(page, WEEK, 2, d!.name);
  await dayCard(page, WEEK, 0)
    .getByRole('button', { name: `${a!.name} entfernen` })
    .click();
  await dayCard(page, WEEK, 2)
    .getByRole('button', { name: `${d!.name} verschieben` })
    .click();
  await page.getByRole('menuitem', { name: 'Auf Freitag' }).click();
  await page.waitForTimeout(Math.max(0, OFFLINE_MS - (Date.now() - offlineSince)));
  // Nothing of the offline edits has arrived.
  expect((await storedWeek(cook.uid, WEEK))?.days.map((day) => day.recipes)).toEqual([
    [a!.slug, b!.slug],
    [],
    [],
    [],
    [],
  ]);
  await context.setOffline(false);

  await waitUntilSaved(page);
  const last = [[b!.slug], [c!.slug], [], [], [d!.slug]];
  expect((await storedWeek(cook.uid, WEEK))?.days.map((day) => day.recipes)).toEqual(last);

  await page.reload();
  await dayCard(page, WEEK, 4).getByText(d!.name, { exact: true }).waitFor({ timeout: 60_000 });
  expect(await dayCard(page, WEEK, 0).getByText(a!.name, { exact: true }).count()).toBe(0);
  expect(await dayCard(page, WEEK, 1).getByText(c!.name, { exact: true }).count()).toBe(1);
  expect(await dayCard(page, WEEK, 2).getByText('Noch kein Rezept geplant.').count()).toBe(1);
});
