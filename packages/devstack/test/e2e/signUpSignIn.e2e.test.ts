/**
 * E-mail and password in German (docs/product.md, "Sign-in input rules"): the widget's messages for an empty
 * or malformed address and an empty password, sign-up that needs exactly one click, sign-in with the Enter
 * key, and the German text for a wrong password.
 */
import { useBrowser } from './support/browserHooks';
import { appUrl, authRefused } from './support/pages';
import { accountButton, browserUid, openEmailEntry, waitUntilSignedIn } from './support/signIn';
import { adminAuth, adminDb, createAuthAccount, uniqueEmail } from './support/users';

jest.setTimeout(120_000);
const browser = useBrowser();

test('sign-up shows the German messages for a bad address and an empty password, and one click creates the account', async () => {
  const { page } = await browser.open();
  const email = uniqueEmail('signup');
  await openEmailEntry(page);

  const emailField = page.getByLabel('E-Mail-Adresse');
  await page.getByRole('button', { name: 'Weiter' }).click();
  await page.getByText('Geben Sie Ihre E-Mail-Adresse ein, um fortzufahren').waitFor();
  expect(await emailField.evaluate((el) => el === el.ownerDocument.activeElement)).toBe(true);

  await emailField.fill('kueche@beispiel');
  await page.getByRole('button', { name: 'Weiter' }).click();
  await page.getByText('Diese E-Mail-Adresse ist ungültig').waitFor();

  await emailField.fill(email);
  await page.getByRole('button', { name: 'Weiter' }).click();
  await page.getByRole('button', { name: 'Neues Konto erstellen' }).click();
  await page.getByRole('heading', { name: 'Konto erstellen' }).waitFor();
  expect(await page.getByLabel('E-Mail-Adresse').inputValue()).toBe(email);
  await page.getByLabel('Vor- und Nachname').fill('Kita Sonnenschein');

  const save = page.getByRole('button', { name: 'Speichern' });
  await save.click();
  await page.getByText('Geben Sie Ihr Passwort ein').waitFor();
  const passwordField = page.getByLabel('Passwort');
  expect(await passwordField.evaluate((el) => el === el.ownerDocument.activeElement)).toBe(true);

  await passwordField.fill('sonnenschein-2026');
  await save.click();
  await waitUntilSignedIn(page);
  // The new kitchen is asked for its institution first (onboarding.e2e.test.ts); 'Später' skips it.
  await page.waitForURL(appUrl('/app/willkommen'));
  await page.getByRole('button', { name: 'Später' }).click();
  await page.waitForURL((url) => url.pathname === '/app/plan');
  await page.goto(appUrl('/app'));
  await page.getByText(`Angemeldet als ${email}`).waitFor({ timeout: 60_000 });

  // One click made one account, and the backend created its user document.
  const account = await adminAuth().getUserByEmail(email);
  expect(await browserUid(page)).toBe(account.uid);
  const userDoc = await adminDb().doc(`users/${account.uid}`).get();
  expect(userDoc.exists).toBe(true);
  // The address is not confirmed yet, so the backend does not store it (an unconfirmed address must not
  // find this account, e.g. in the admin tool); the account page above still names it.
  expect(account.emailVerified).toBe(false);
  expect(userDoc.get('email')).toBe('');
});

test('sign-in works with the Enter key alone; empty and wrong passwords get the German messages', async () => {
  const { page } = await browser.open({ expectedConsoleErrors: [authRefused('signInWithPassword')] });
  const user = await createAuthAccount('enter');
  await openEmailEntry(page);
  await page.getByLabel('E-Mail-Adresse').fill(user.email);
  await page.getByLabel('E-Mail-Adresse').press('Enter');

  const password = page.getByLabel('Passwort', { exact: true });
  await password.press('Enter');
  await page.getByText('Geben Sie Ihr Passwort ein').waitFor();
  await password.fill('nicht-das-passwort');
  await password.press('Enter');
  await page.getByText('Die E-Mail-Adresse und das Passwort passen nicht zusammen').waitFor();
  expect(await accountButton(page).count()).toBe(0);

  await password.fill(user.password);
  await password.press('Enter');
  await waitUntilSignedIn(page);
  // The account had no user document: its first sign-in makes a new kitchen, asked for its institution.
  await page.waitForURL(appUrl('/app/willkommen'));
});

// Firebase reports the new account before the name reaches its profile; the app must still keep the name
// (as the person's name: the institution name stays empty until the onboarding page).
test('the name given at sign-up is the name the top bar shows for the new account', async () => {
  const { page } = await browser.open();
  const email = uniqueEmail('signup-name');
  await openEmailEntry(page);
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByRole('button', { name: 'Weiter' }).click();
  await page.getByRole('button', { name: 'Neues Konto erstellen' }).click();
  await page.getByLabel('Vor- und Nachname').fill('Kita Sonnenschein');
  await page.getByLabel('Passwort').fill('sonnenschein-2026');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await waitUntilSignedIn(page);
  // The name may follow the first check of the account by a moment (a second backend call).
  await page.getByRole('button', { name: 'Konto: Kita Sonnenschein' }).waitFor();
});
