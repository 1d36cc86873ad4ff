/**
 * Offline data end to end (issue 15, docs/architecture.md "Offline data"): an edit made offline is kept
 * in IndexedDB and reaches the backend when the planner is opened again online, even after its page was
 * closed. Desktop and phone.
 */
import type { Page } from 'playwright-core';
import { isoWeekId, type PlanWeek } from '@speiseplaner/shared';
import { PHONE_VIEWPORT } from './support/accessibility';
import { useBrowser } from './support/browserHooks';
import { appUrl, OFFLINE_REQUEST } from './support/pages';
import {
  addRecipe,
  dayCard,
  distinctRecipes,
  saveStatus,
  seededCatalogue,
  storedWeek,
} from './support/planPage';
import { signInWithPassword, waitUntilSignedIn } from './support/signIn';
import { adminDb, createUser, type TestUser } from './support/users';

jest.setTimeout(240_000);
const browser = useBrowser();

const VIEWPORTS = [
  { name: 'desktop', size: { width: 1280, height: 800 } },
  { name: 'phone', size: PHONE_VIEWPORT },
];

/** The week /app/plan opens with. */
const THIS_WEEK = isoWeekId(Date.now());

/** A kitchen with Speiseplan, recipes and Einkauf, and this week planned with two dishes on Monday. */
async function kitchenWithWeek(tag: string) {
  const cook = await createUser({
    tag,
    name: 'Kita Pusteblume',
    admin: false,
    features: { plan: true, recipes: true, shopping: true, ingredients: true },
  });
  const [first, second, later] = distinctRecipes((await seededCatalogue()).recipes, 3);
  const week: PlanWeek = {
    id: THIS_WEEK,
    days: [
      { recipes: [first!.slug, second!.slug] },
      { recipes: [] },
      { recipes: [] },
      { recipes: [] },
      { recipes: [] },
    ],
    average: 0,
    version: 1,
  };
  await adminDb().doc(`users/${cook.uid}/weeks/${THIS_WEEK}`).set(week);
  return { cook, first: first!, second: second!, later: later! };
}

async function signedIn(
  cook: TestUser,
  size: { width: number; height: number },
  serviceWorkers: 'allow' | 'block' = 'allow',
) {
  // Requests made while the network is off fail in the browser, as the test wants.
  const opened = await browser.open({ expectedConsoleErrors: [OFFLINE_REQUEST], serviceWorkers });
  await opened.page.setViewportSize(size);
  await signInWithPassword(opened.page, cook.email, cook.password);
  await waitUntilSignedIn(opened.page);
  return opened;
}

/** The account's pending edits in IndexedDB, as JSON (a string to run in the page: no DOM types here). */
const keptEdits = (uid: string) => `new Promise((resolve, reject) => {
  const request = indexedDB.open('speiseplaner-${uid}');
  request.onerror = () => reject(request.error);
  request.onsuccess = () => {
    const all = request.result.transaction('pending').objectStore('pending').getAll();
    all.onsuccess = () => { request.result.close(); resolve(JSON.stringify(all.result)); };
  };
})`;

const dish = (page: Page, day: number, name: string) =>
  dayCard(page, THIS_WEEK, day).getByText(name, { exact: true });

describe.each(VIEWPORTS)('offline data ($name)', ({ name, size }) => {
  it('a dish added offline reaches the backend when the planner is opened again online', async () => {
    const { cook, first, second, later } = await kitchenWithWeek(`offline-edit-${name}`);
    // Without the service worker: with it, Playwright's offline mode lets the write through (pages.ts).
    const { page, context } = await signedIn(cook, size, 'block');
    await page.goto(appUrl('/app/plan'));
    await dish(page, 0, first.name).waitFor({ timeout: 20_000 });
    await page.getByRole('region', { name: 'Woche im Überblick' }).waitFor({ timeout: 20_000 });

    await context.setOffline(true);
    await addRecipe(page, THIS_WEEK, 1, later.name);
    // The write was tried and failed: the edit lives only in this browser now.
    await saveStatus(page)
      .filter({ hasText: /^Nicht gespeichert/ })
      .waitFor({ timeout: 20_000 });
    await page.screenshot({ path: `/tmp/offline-edit-${name}.png` });
    // Kept on the device before the page goes (docs/architecture.md, "Offline data").
    const kept = JSON.parse((await page.evaluate(keptEdits(cook.uid))) as string) as { doc: PlanWeek }[];
    expect(kept.map((edit) => edit.doc.days[1]?.recipes)).toEqual([[later.slug]]);
    await page.close();

    await context.setOffline(false);
    const again = await context.newPage();
    await again.setViewportSize(size);
    await again.goto(appUrl('/app/plan'));
    await dish(again, 1, later.name).waitFor({ timeout: 20_000 });
    await saveStatus(again)
      .filter({ hasText: /^Gespeichert$/ })
      .waitFor({ timeout: 30_000 });
    const stored = await storedWeek(cook.uid, THIS_WEEK);
    expect(stored?.days.map((day) => day.recipes)).toEqual([
      [first.slug, second.slug],
      [later.slug],
      [],
      [],
      [],
    ]);
    expect(stored?.version).toBe(2);
  });
});
