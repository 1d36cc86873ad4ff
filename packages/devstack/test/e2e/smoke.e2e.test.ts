/**
 * Smoke test of the running stack in a real browser: the home page shows the German frame, and a demo
 * kitchen signs in with e-mail and password and then sees its institution's name.
 */
import { useBrowser } from './support/browserHooks';
import { appUrl } from './support/pages';
import { accountButton, signInWithPassword, waitUntilSignedIn } from './support/signIn';
import { login, readStackInfo } from './stackInfo';

jest.setTimeout(120_000);
const info = readStackInfo();
const browser = useBrowser();

test('the home page renders the German frame with navigation and login button', async () => {
  const { page } = await browser.open();
  await page.goto(appUrl('/'));
  await page.getByRole('link', { name: 'Speiseplan' }).first().waitFor();
  expect(await page.getAttribute('html', 'lang')).toBe('de');
  const loginEntry = page
    .getByRole('link', { name: /Login & Registrierung/ })
    .or(page.getByRole('button', { name: /Login & Registrierung/ }))
    .first();
  expect(await loginEntry.isVisible()).toBe(true);
});

test('a demo kitchen signs in with e-mail and password and sees its name', async () => {
  const { page } = await browser.open();
  const kitchen = login(info, 'Küche');
  await signInWithPassword(page, kitchen.email, kitchen.password);
  await waitUntilSignedIn(page);
  expect(await accountButton(page).getAttribute('aria-label')).toBe(`Konto: ${kitchen.kitchen}`);
});
