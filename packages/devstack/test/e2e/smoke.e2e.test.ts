/**
 * Smoke test of the running stack in a real browser: the home page shows the German frame, and a demo
 * kitchen signs in with e-mail and password and then sees its institution's name.
 */
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from './browser';
import { login, readStackInfo } from './stackInfo';

jest.setTimeout(60_000);
const info = readStackInfo();
let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});
beforeEach(async () => {
  page = await browser.newPage({ locale: 'de-DE' });
});
afterEach(async () => {
  await page.close();
});

test('the home page renders the German frame with navigation and login button', async () => {
  await page.goto(info.webUrl);
  await page.getByRole('link', { name: 'Speiseplan' }).first().waitFor();
  expect(await page.getAttribute('html', 'lang')).toBe('de');
  await expect(page.getByRole('link', { name: /Login & Registrierung/ }).or(page.getByRole('button', { name: /Login & Registrierung/ })).first().isVisible()).resolves.toBe(true);
});

test('a demo kitchen signs in with e-mail and password and sees its name', async () => {
  const kitchen = login(info, 'Küche');
  await page.goto(new URL('/login', info.webUrl).toString());
  await page.getByLabel('E-Mail-Adresse').fill(kitchen.email);
  await page.getByRole('button', { name: 'Weiter' }).click();
  await page.getByLabel('Passwort', { exact: true }).fill(kitchen.password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await page.getByText(kitchen.name).first().waitFor({ timeout: 20_000 });
  expect(await page.getByText(kitchen.name).first().isVisible()).toBe(true);
});
