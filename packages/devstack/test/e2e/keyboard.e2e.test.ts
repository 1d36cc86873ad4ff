/**
 * A cook who uses no mouse (issue "Accessible to everyone", item 2): signs in, plans a week of five dishes,
 * changes the headcounts of a day, creates the week's shopping list and ticks an item, and prints the
 * parents' menu — with Tab, Shift+Tab, Enter, Space and typing only. Every key press must leave a visible
 * focus (support/keyboard.ts); every dialog gives the focus back to the button that opened it. Addresses
 * are typed (page.goto), as a keyboard user types them into the address bar.
 */
import type { Locator, Page } from 'playwright-core';
import { formatGermanDate, WEEKDAYS, weekDates } from '@speiseplaner/shared';
import { useBrowser } from './support/browserHooks';
import { expectAccessible } from './support/accessibility';
import { expectFocusVisible, receivesFocus, replaceValue, skipToContent, tabTo } from './support/keyboard';
import { appUrl } from './support/pages';
import {
  createCook,
  dayCard,
  distinctRecipes,
  seededCatalogue,
  storedWeek,
  waitUntilSaved,
} from './support/planPage';
import { waitUntilSignedIn } from './support/signIn';
import { adminDb } from './support/users';

jest.setTimeout(300_000);
const browser = useBrowser();

const WEEK = '2030-W14';

/**
 * Types a date into the focused date field, segment by segment. The segments' order follows the browser's
 * own language (day first in a German Chromium, month first in an English one), so when the day-first
 * keys gave another date, the keys go again month first, from the first segment (Shift+Tab moves between
 * a date field's segments).
 */
async function typeDate(page: Page, field: Locator, iso: string): Promise<void> {
  const [year, month, day] = iso.split('-');
  await page.keyboard.type(`${day}${month}${year}`);
  if ((await field.inputValue()) === iso) return;
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.type(`${month}${day}${year}`);
}

test('a week is planned, its shopping list ticked and its Aushang printed with the keyboard alone', async () => {
  const cook = await createCook('tastatur', { kiga: 20 });
  const recipes = distinctRecipes((await seededCatalogue()).recipes, 5);
  expect(recipes).toHaveLength(5);
  await adminDb().doc(`kitchens/${cook.uid}`).update({ 'features.shopping': true });

  const { page } = await browser.open();
  // The print dialog of a headless Chromium cannot be answered; the test counts the calls instead.
  await page.addInitScript(() => {
    const win = globalThis as unknown as { print: () => void; __printCalls: number };
    win.__printCalls = 0;
    win.print = () => {
      win.__printCalls += 1;
    };
  });

  // Sign in.
  await page.goto(appUrl('/login'));
  await skipToContent(page);
  await tabTo(page, page.getByRole('button', { name: 'Mit E-Mail anmelden' }));
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByLabel('E-Mail-Adresse'), { max: 10 });
  await page.keyboard.type(cook.email);
  await tabTo(page, page.getByRole('button', { name: 'Weiter' }), { max: 10 });
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByLabel('Passwort', { exact: true }), { max: 10 });
  await page.keyboard.type(cook.password);
  await tabTo(page, page.getByRole('button', { name: 'Anmelden', exact: true }), { max: 10 });
  await page.keyboard.press('Enter');
  await waitUntilSignedIn(page);

  // Plan five days; Monday's headcounts: 40 Kindergarten, 12 Krippe.
  await page.goto(appUrl(`/app/plan?woche=${WEEK}`));
  await page.getByRole('region', { name: 'Woche im Überblick' }).waitFor({ timeout: 60_000 });
  await skipToContent(page);
  for (const [day, recipe] of recipes.entries()) {
    const label = WEEKDAYS[day]!.label;
    const card = dayCard(page, WEEK, day);
    if (day === 0) {
      const heads = card.getByRole('button', { name: `Personen am ${label} ändern` });
      await tabTo(page, heads);
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: `Personen am ${label}` });
      await tabTo(page, dialog.getByRole('spinbutton', { name: 'Kindergarten' }), { max: 10 });
      await replaceValue(page, '40');
      await tabTo(page, dialog.getByRole('spinbutton', { name: 'Krippe' }), { key: 'Shift+Tab', max: 10 });
      await replaceValue(page, '12');
      await tabTo(page, dialog.getByRole('button', { name: 'Übernehmen' }), { max: 15 });
      await page.keyboard.press('Enter');
      await dialog.waitFor({ state: 'hidden' });
      expect(await receivesFocus(heads)).toBe(true);
      await expectFocusVisible(page, 'dem Schließen des Personen-Dialogs');
    }
    const add = card.getByRole('button', { name: 'Rezept hinzufügen' });
    await tabTo(page, add);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Rezept für ${label} hinzufügen` });
    await tabTo(page, dialog.getByRole('searchbox', { name: 'Rezepte durchsuchen' }), { max: 10 });
    await page.keyboard.type(recipe.name);
    const found = dialog.getByRole('list', { name: 'Gefundene Rezepte' }).getByRole('button');
    await found.filter({ hasText: recipe.name }).waitFor();
    await page.waitForFunction(
      (name) =>
        [
          ...(
            globalThis as unknown as {
              document: { querySelectorAll: (s: string) => { textContent: string | null }[] };
            }
          ).document.querySelectorAll('[aria-label="Gefundene Rezepte"] [role="button"]'),
        ].every((item) => item.textContent?.includes(name)),
      recipe.name,
    );
    if (day === 0) await expectAccessible(page, 'Rezeptauswahl');
    await tabTo(page, found.filter({ hasText: recipe.name }).first(), { max: 30 });
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    await card.getByText(recipe.name, { exact: true }).waitFor();
    expect(await receivesFocus(add)).toBe(true);
    await expectFocusVisible(page, 'dem Schließen der Rezeptauswahl');
  }
  await waitUntilSaved(page);
  const stored = await storedWeek(cook.uid, WEEK);
  expect(stored?.days.map((d) => d.recipes)).toEqual(recipes.map((r) => [r.slug]));
  expect(stored?.days[0]?.heads).toEqual({ kiga: 40, kita: 12 });

  // The week's shopping list, reached through the sidebar; one item ticked.
  await tabTo(page, page.getByRole('link', { name: 'Einkauf' }), { key: 'Shift+Tab', max: 150 });
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { name: 'Einkauf', level: 1 }).waitFor({ timeout: 60_000 });
  const newList = page.getByRole('button', { name: 'Neue Einkaufsliste' });
  await tabTo(page, newList, { max: 20 });
  await page.keyboard.press('Enter');
  const listDialog = page.getByRole('dialog', { name: 'Neue Einkaufsliste' });
  const dates = weekDates(WEEK);
  await tabTo(page, listDialog.getByLabel('Startdatum'), { max: 10 });
  await typeDate(page, listDialog.getByLabel('Startdatum'), dates[0]!);
  await tabTo(page, listDialog.getByLabel('Enddatum'), { max: 10 });
  await typeDate(page, listDialog.getByLabel('Enddatum'), dates[4]!);
  expect(await listDialog.getByLabel('Startdatum').inputValue()).toBe(dates[0]);
  expect(await listDialog.getByLabel('Enddatum').inputValue()).toBe(dates[4]);
  await listDialog
    .getByTestId('shopping-preview')
    .filter({ hasText: '5 geplante Tage' })
    .waitFor({ timeout: 60_000 });
  await tabTo(page, listDialog.getByRole('button', { name: 'Einkaufsliste erstellen' }), { max: 20 });
  await page.keyboard.press('Enter');
  await page
    .getByRole('heading', {
      name: `Einkaufsliste ${formatGermanDate(dates[0]!)} bis ${formatGermanDate(dates[4]!)}`,
      level: 1,
    })
    .waitFor({ timeout: 60_000 });
  await skipToContent(page);
  const item = page.getByRole('checkbox').first();
  await tabTo(page, item, { max: 40 });
  const itemName = await item.getAttribute('aria-label');
  await page.keyboard.press('Space');
  expect(await item.isChecked()).toBe(true);
  await waitUntilSaved(page);
  await page.reload();
  expect(
    await page.getByRole('checkbox', { name: itemName!, exact: true }).isChecked({ timeout: 60_000 }),
  ).toBe(true);

  // The parents' menu of the week, printed with the button.
  await page.goto(appUrl(`/app/plan?woche=${WEEK}`));
  await page.getByRole('region', { name: 'Woche im Überblick' }).waitFor({ timeout: 60_000 });
  await skipToContent(page);
  await tabTo(page, page.getByRole('link', { name: 'Aushang drucken' }), { max: 40 });
  await page.keyboard.press('Enter');
  await page.getByRole('article', { name: 'Aushang für die Eltern' }).waitFor({ timeout: 60_000 });
  await tabTo(page, page.getByRole('button', { name: 'Drucken' }), { max: 40 });
  await page.keyboard.press('Enter');
  expect(await page.evaluate('globalThis.__printCalls')).toBe(1);
});
