/**
 * A cook's way into a week (issue #31): the own week picker by keyboard on a 390 px phone (the browser's
 * week input is gone), the recipe picker taking the first letters typed into its search, and a sign-in
 * started from a deep link coming back to that page; one without a page named lands on the Speiseplan.
 */
import { addWeeks, formatWeekRange, shiftWeekByMonths } from '@speiseplaner/shared';
import { PHONE_VIEWPORT } from './support/accessibility';
import { useBrowser } from './support/browserHooks';
import { appUrl } from './support/pages';
import {
  createCook,
  dayCard,
  distinctRecipes,
  plannedDays,
  seededCatalogue,
  storedWeek,
  waitUntilSaved,
  waitForWeek,
  weekPath,
} from './support/planPage';
import { signInWithPassword, waitUntilSignedIn, SIGN_IN_TIMEOUT_MS } from './support/signIn';
import { untilHydrated } from './support/hydration';

jest.setTimeout(180_000);
const browser = useBrowser();

const WEEK = '2031-W10';
const HEADS = { kiga: 20 };

test('on a phone the cook picks a week by keyboard and the recipe search takes the first letters', async () => {
  const cook = await createCook('week-picker', HEADS);
  const [recipe] = distinctRecipes((await seededCatalogue()).recipes, 1);
  const { page } = await browser.openSignedIn(cook, { after: weekPath(WEEK) });
  await waitForWeek(page, WEEK);
  await page.setViewportSize(PHONE_VIEWPORT);

  // The field names the week as the week header does; Arrow down opens the calendar on that week.
  const field = page.getByRole('textbox', { name: 'Kalenderwoche' });
  expect(await field.inputValue()).toBe(formatWeekRange(WEEK));
  await field.focus();
  await page.keyboard.press('ArrowDown');
  const calendar = page.getByRole('dialog', { name: 'Kalenderwoche wählen' });
  await calendar.waitFor();
  const focusedOption = () =>
    page.evaluate(
      'document.activeElement.getAttribute("role") + ": " + document.activeElement.firstElementChild.textContent',
    );
  expect(await focusedOption()).toBe(`option: ${formatWeekRange(WEEK)}`);
  expect(await calendar.getByRole('option', { selected: true, name: formatWeekRange(WEEK) }).count()).toBe(1);

  // Everything fits the phone's width; every week is a touch target of at least 40 px.
  const box = (await calendar.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
  // The layout height, not the box while the calendar still grows open (its transition scales it).
  for (const option of await calendar.getByRole('option').all())
    expect(
      await option.evaluate((el) => (el as unknown as { offsetHeight: number }).offsetHeight),
    ).toBeGreaterThanOrEqual(40);
  expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(
    PHONE_VIEWPORT.width,
  );
  await page.screenshot({ path: '/tmp/week-picker-390.png' });

  // Two weeks on, a month on, Enter: that week opens. Escape closes without changing the week.
  const target = shiftWeekByMonths(addWeeks(WEEK, 2), 1);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('PageDown');
  expect(await focusedOption()).toBe(`option: ${formatWeekRange(target)}`);
  await page.keyboard.press('Enter');
  await calendar.waitFor({ state: 'hidden' });
  await page.waitForURL((url) => url.searchParams.get('woche') === target);
  await dayCard(page, target, 0).waitFor({ timeout: 60_000 });
  expect(await field.inputValue()).toBe(formatWeekRange(target));
  await page.getByRole('button', { name: 'Kalender öffnen' }).click();
  await calendar.waitFor();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Escape');
  await calendar.waitFor({ state: 'hidden' });
  expect(new URL(page.url()).searchParams.get('woche')).toBe(target);

  // The recipe picker opens with the focus in its search: what the cook types right away searches.
  await page.getByRole('region', { name: 'Woche im Überblick' }).waitFor({ timeout: 60_000 });
  await dayCard(page, target, 0).getByRole('button', { name: 'Rezept hinzufügen' }).click();
  const picker = page.getByRole('dialog', { name: 'Rezept für Montag hinzufügen' });
  await picker.waitFor();
  await page.keyboard.type(recipe!.name);
  const search = picker.getByRole('searchbox', { name: 'Rezepte durchsuchen' });
  expect(await search.inputValue()).toBe(recipe!.name);
  await picker
    .getByRole('list', { name: 'Gefundene Rezepte' })
    .getByText(recipe!.name, { exact: true })
    .click();
  await picker.waitFor({ state: 'hidden' });
  await waitUntilSaved(page);
  expect(plannedDays((await storedWeek(cook.kitchenId, target))?.days)?.[0]?.recipes).toEqual([recipe!.slug]);
});

test('a sign-in from a deep link returns to that page; without one it lands on the Speiseplan', async () => {
  const cook = await createCook('deep-link', HEADS);
  const deep = addWeeks(WEEK, 7);
  const { page } = await browser.open();
  await page.goto(appUrl(`/app/plan?woche=${deep}`));
  await page.waitForURL((url) => url.pathname === '/login');
  expect(new URL(page.url()).searchParams.get('signInSuccessUrl')).toBe(`/app/plan?woche=${deep}`);
  await page.getByRole('button', { name: 'Mit E-Mail anmelden' }).click();
  await page.getByLabel('E-Mail-Adresse').fill(cook.email);
  await page.getByRole('button', { name: 'Weiter' }).click();
  await page.getByLabel('Passwort', { exact: true }).fill(cook.password);
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/app/plan' && url.searchParams.get('woche') === deep, {
    timeout: SIGN_IN_TIMEOUT_MS,
  });
  await dayCard(page, deep, 0).waitFor({ timeout: 60_000 });

  // Signed out, from the home page: the sign-in lands on the Speiseplan, not on Mein Konto.
  const second = await browser.open();
  await signInWithPassword(second.page, cook.email, cook.password);
  await waitUntilSignedIn(second.page);
  await second.page.waitForURL((url) => url.pathname === '/app/plan', { timeout: SIGN_IN_TIMEOUT_MS });
  await second.page.getByRole('heading', { level: 1, name: 'Speiseplan' }).waitFor({ timeout: 60_000 });
});

test('the sign-in button of a public page comes back to it, and no link sends the cook to another site', async () => {
  const cook = await createCook('public-return', HEADS);
  const { page } = await browser.open();
  await page.goto(appUrl('/artikel/speiseplan'));
  await untilHydrated(page);
  await page.getByRole('link', { name: 'Login & Registrierung' }).click();
  await page.waitForURL((url) => url.pathname === '/login');
  expect(new URL(page.url()).searchParams.get('signInSuccessUrl')).toBe('/artikel/speiseplan');

  await page.goto(appUrl(`/login?signInSuccessUrl=${encodeURIComponent('https://boese.example/app')}`));
  await page.getByRole('button', { name: 'Mit E-Mail anmelden' }).click();
  await page.getByLabel('E-Mail-Adresse').fill(cook.email);
  await page.getByRole('button', { name: 'Weiter' }).click();
  await page.getByLabel('Passwort', { exact: true }).fill(cook.password);
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await page.waitForURL((url) => url.origin === new URL(appUrl('/')).origin && url.pathname === '/app/plan', {
    timeout: SIGN_IN_TIMEOUT_MS,
  });
});
