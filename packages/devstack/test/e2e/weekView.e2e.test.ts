/**
 * The Speiseplan's week at a glance (issue 14, point 4): from 1200 px the five days stand side by side
 * like the printed plan, on a phone one card per day with touch targets of at least 40×40 px; a removed
 * dish comes back with "Rückgängig" and is stored again. Screenshots for a look: /tmp/h4-week-*.png.
 */
import type { Locator, Page } from 'playwright-core';
import {
  isAllYear,
  isInSeason,
  isoWeekId,
  seasonMonthsText,
  weekDates,
  type RecipeListEntry,
} from '@speiseplaner/shared';
import { expectAccessible, PHONE_VIEWPORT } from './support/accessibility';
import { receivesFocus } from './support/keyboard';
import { useBrowser } from './support/browserHooks';
import {
  createCook,
  dayCard,
  distinctRecipes,
  openWeek,
  seededCatalogue,
  plannedDays,
  storedWeek,
  waitUntilSaved,
  waitForWeek,
  weekPath,
} from './support/planPage';
import { adminDb } from './support/users';

jest.setTimeout(180_000);
const browser = useBrowser();

/** A recipe with season months and a week in 2030 whose days all lie outside them. */
function outOfSeasonWeek(recipes: RecipeListEntry[]): { recipe: RecipeListEntry; week: string } {
  for (const recipe of recipes) {
    if (isAllYear(recipe.months) || !recipe.months.some(Boolean)) continue;
    const month = recipe.months.findIndex((on) => !on);
    // The week of the 15th has all five days in that month.
    const week = isoWeekId(`2030-${String(month + 1).padStart(2, '0')}-15`);
    if (weekDates(week).every((date) => !isInSeason(recipe.months, date))) return { recipe, week };
  }
  throw new Error('Der Seed hat kein Rezept mit Saisonmonaten.');
}

/** A week with one dish per day and on Monday first a dish out of season, stored for the cook. */
async function plannedWeek(tag: string) {
  const cook = await createCook(tag, { kiga: 20, kita: 8 });
  const { recipes } = await seededCatalogue();
  const { recipe: seasonal, week } = outOfSeasonWeek(recipes);
  const others = distinctRecipes(recipes, 6)
    .filter((r) => r.slug !== seasonal.slug)
    .slice(0, 5);
  const days = others.map((r, i) => ({ recipes: i === 0 ? [seasonal.slug, r.slug] : [r.slug] }));
  await adminDb().doc(`kitchens/${cook.uid}/weeks/${week}`).set({ id: week, days, average: 0, version: 1 });
  return { cook, week, seasonal, others, days };
}

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('nicht sichtbar');
  return box;
}

async function dayBoxes(page: Page, week: string) {
  const boxes = [];
  for (let day = 0; day < 5; day++) boxes.push(await boxOf(dayCard(page, week, day)));
  return boxes;
}

/** Every button and link in the day cards smaller than 40×40 px, with its name and size. */
async function smallTargets(page: Page, week: string): Promise<string[]> {
  const small: string[] = [];
  for (let day = 0; day < 5; day++) {
    for (const target of await dayCard(page, week, day).locator('button, a').all()) {
      const box = await boxOf(target);
      if (box.width < 40 || box.height < 40)
        small.push(
          `${(await target.getAttribute('aria-label')) ?? (await target.textContent())}: ${Math.round(box.width)}×${Math.round(box.height)} px`,
        );
    }
  }
  return small;
}

test('at 1280 px the five days stand side by side; a removed dish comes back with “Rückgängig”, also after a reload', async () => {
  const { cook, week, seasonal, others, days } = await plannedWeek('wochenblick');
  const { page } = await browser.openSignedIn(cook, { after: weekPath(week) });
  await waitForWeek(page, week);
  const monday = dayCard(page, week, 0);
  await monday.getByRole('link', { name: seasonal.name, exact: true }).waitFor();

  const boxes = await dayBoxes(page, week);
  for (let day = 1; day < 5; day++) {
    expect(Math.abs(boxes[day]!.y - boxes[0]!.y)).toBeLessThan(1);
    expect(boxes[day]!.x).toBeGreaterThanOrEqual(boxes[day - 1]!.x + boxes[day - 1]!.width);
  }
  expect(boxes[4]!.x + boxes[4]!.width).toBeLessThanOrEqual(1280);
  // The dish out of season says so in words, with its season months.
  expect(await monday.getByRole('listitem').filter({ hasText: seasonal.name }).textContent()).toContain(
    `außerhalb der Saison (Saison: ${seasonMonthsText(seasonal.months)})`,
  );
  expect(await monday.getByRole('link', { name: seasonal.name, exact: true }).getAttribute('href')).toBe(
    `/app/rezepte/${seasonal.slug}`,
  );
  await page.screenshot({ path: '/tmp/h4-week-1280.png', fullPage: true });
  await monday.screenshot({ path: '/tmp/h4-monday-1280.png' });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: '/tmp/h4-week-1440.png', fullPage: true });
  await monday.screenshot({ path: '/tmp/h4-monday-1440.png' });

  // From the keyboard: the pressed button is gone, so the focus goes to "Rückgängig" (and the 5 s wait).
  await monday.getByRole('button', { name: `${seasonal.name} entfernen` }).focus();
  await page.keyboard.press('Enter');
  const snackbar = page.getByRole('alert').filter({ hasText: `Rezept „${seasonal.name}“ entfernt` });
  const undo = snackbar.getByRole('button', { name: 'Rückgängig' });
  await undo.waitFor();
  expect(await receivesFocus(undo)).toBe(true);
  await expectAccessible(page, 'Rezept entfernt – Rückgängig');
  await page.screenshot({ path: '/tmp/h4-week-1440-undo.png' });
  await page.keyboard.press('Enter');
  await snackbar.waitFor({ state: 'hidden' });
  expect(await receivesFocus(monday.getByRole('button', { name: `${seasonal.name} entfernen` }))).toBe(true);
  const names = monday.getByRole('list', { name: 'Rezepte am Montag' }).getByRole('link');
  expect(await names.allTextContents()).toEqual([seasonal.name, others[0]!.name]);
  await waitUntilSaved(page);
  expect(plannedDays((await storedWeek(cook.uid, week))?.days)).toEqual(plannedDays(days));

  await page.reload();
  await monday.getByRole('link', { name: seasonal.name, exact: true }).waitFor({ timeout: 60_000 });
  expect(await names.allTextContents()).toEqual([seasonal.name, others[0]!.name]);
});

test('on a 390 px phone the days are stacked and every button and link in them is at least 40×40 px', async () => {
  const { cook, week, seasonal } = await plannedWeek('wochenhandy');
  const { page } = await browser.openSignedIn(cook);
  await page.setViewportSize(PHONE_VIEWPORT);
  await openWeek(page, week);
  await dayCard(page, week, 0).getByRole('link', { name: seasonal.name, exact: true }).waitFor();

  const boxes = await dayBoxes(page, week);
  for (let day = 1; day < 5; day++) {
    expect(Math.abs(boxes[day]!.x - boxes[0]!.x)).toBeLessThan(1);
    expect(boxes[day]!.y).toBeGreaterThanOrEqual(boxes[day - 1]!.y + boxes[day - 1]!.height);
  }
  expect(await smallTargets(page, week)).toEqual([]);
  await page.screenshot({ path: '/tmp/h4-week-390.png', fullPage: true });
  await dayCard(page, week, 0).screenshot({ path: '/tmp/h4-monday-390.png' });

  // The move menu's entries are as large.
  await dayCard(page, week, 0)
    .getByRole('button', { name: `${seasonal.name} verschieben` })
    .click();
  // A trial click waits until the menu has grown to its size.
  await page.getByRole('menuitem', { name: 'Auf Freitag' }).click({ trial: true });
  const items = await page.getByRole('menuitem').all();
  expect(items.length).toBeGreaterThan(0);
  for (const item of items) expect((await boxOf(item)).height).toBeGreaterThanOrEqual(40);
  await expectAccessible(page, 'Menü „verschieben“');
  await page.keyboard.press('Escape');
});
