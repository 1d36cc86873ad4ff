/**
 * Forgotten password: the widget sends the reset e-mail, the link the Auth emulator issued (its oobCodes
 * endpoint) opens the app's reset screen, the new password works, the old one and the used link do not.
 */
import { useBrowser } from './support/browserHooks';
import { latestOobLink } from './support/emulator';
import { appUrl, authRefused } from './support/pages';
import { accountButton, signInWithPassword, waitUntilSignedIn } from './support/signIn';
import { createAuthAccount } from './support/users';

jest.setTimeout(120_000);
const browser = useBrowser();

test('a user resets a forgotten password through the e-mailed link and signs in with the new one', async () => {
  // The used link and the old password are refused by the Auth emulator, as the test wants.
  const { page } = await browser.open({
    expectedConsoleErrors: [authRefused('resetPassword'), authRefused('signInWithPassword')],
  });
  const user = await createAuthAccount('reset');

  await page.goto(appUrl('/login'));
  await page.getByRole('button', { name: 'Mit E-Mail anmelden' }).click();
  await page.getByLabel('E-Mail-Adresse').fill(user.email);
  await page.getByRole('button', { name: 'Weiter' }).click();
  await page.getByRole('button', { name: 'Passwort vergessen?' }).click();
  await page.getByRole('heading', { name: 'Passwort wiederherstellen' }).waitFor();
  expect(await page.getByLabel('E-Mail-Adresse').inputValue()).toBe(user.email);
  await page.getByRole('button', { name: 'Senden' }).click();
  await page.getByRole('heading', { name: 'Überprüfen Sie Ihren Posteingang' }).waitFor();

  // The e-mail's link carries the code; the app's action handler is /login (the console's action URL).
  const mail = await latestOobLink(user.email, 'PASSWORD_RESET');
  const link = new URL(mail.oobLink);
  expect(link.searchParams.get('mode')).toBe('resetPassword');
  const resetPath = `/login?mode=resetPassword&oobCode=${encodeURIComponent(mail.oobCode)}`;
  await page.goto(appUrl(resetPath));
  await page.getByText(`für ${user.email}`).waitFor();
  const newPassword = page.getByLabel('Neues Passwort');
  await newPassword.fill('kurz');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await page.getByText('Das Passwort muss aus mindestens 6 Zeichen bestehen').waitFor();
  await newPassword.fill('neues-passwort-2026');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await page.getByRole('heading', { name: 'Passwort geändert' }).waitFor();

  // The link works once.
  await page.goto(appUrl(resetPath));
  await page
    .getByRole('heading', { name: 'Versuchen Sie noch einmal, Ihr Passwort zurückzusetzen' })
    .waitFor();

  await signInWithPassword(page, user.email, user.password);
  await page.getByText('Die E-Mail-Adresse und das Passwort passen nicht zusammen').waitFor();
  expect(await accountButton(page).count()).toBe(0);

  await page.getByLabel('Passwort', { exact: true }).fill('neues-passwort-2026');
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await waitUntilSignedIn(page);
});
