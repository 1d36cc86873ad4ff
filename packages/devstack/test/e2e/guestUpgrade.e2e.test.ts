/**
 * Guest access turned into an account (docs/product.md, "Roles and feature flags", Guest): what the guest
 * saved stays, because the e-mail account is linked to the guest's uid and keeps its user document.
 */
import { useBrowser } from './support/browserHooks';
import { appUrl } from './support/pages';
import { accountButton, browserUid, waitUntilSignedIn } from './support/signIn';
import { adminAuth, adminDb, uniqueEmail } from './support/users';

// Two sign-ins and the account page after the Speiseplan: slow on a loaded machine.
jest.setTimeout(120_000);
const browser = useBrowser();

test('a guest saves an institution name, upgrades to an e-mail account and keeps uid, user document and name', async () => {
  const { page } = await browser.open();
  const email = uniqueEmail('guest');
  const institution = `Gastküche ${Date.now().toString(36)}`;

  await page.goto(appUrl('/login'));
  await page.getByRole('button', { name: 'Als Gast fortfahren' }).click();
  // A guest is a new kitchen too: the onboarding page asks for the institution's name.
  await page.waitForURL(appUrl('/app/willkommen'));
  await waitUntilSignedIn(page);
  const guestUid = await browserUid(page);
  expect(guestUid).toBeDefined();
  expect((await adminAuth().getUser(guestUid!)).providerData).toHaveLength(0);

  await page.getByLabel('Name der Einrichtung').fill(institution);
  await page.getByRole('button', { name: 'Speichern und loslegen' }).click();
  await page.waitForURL((url) => url.pathname === '/app/plan');
  await accountButton(page)
    .and(page.getByRole('button', { name: `Konto: ${institution}` }))
    .waitFor();

  // Back on /login the guest is offered the upgrade, not a second guest access.
  await page.goto(appUrl('/login'));
  await page.getByRole('heading', { name: 'Gastzugang in ein Konto umwandeln' }).waitFor();
  expect(await page.getByRole('button', { name: 'Als Gast fortfahren' }).count()).toBe(0);
  await page.getByRole('button', { name: 'Mit E-Mail anmelden' }).click();
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByRole('button', { name: 'Weiter' }).click();
  await page.getByText('Ihre bisherigen Daten aus dem Gastzugang bleiben erhalten.').waitFor();
  await page.getByLabel('Vor- und Nachname').fill('Gerda Gast');
  await page.getByLabel('Passwort').fill('gast-wird-konto-2026');
  await page.getByRole('button', { name: 'Speichern' }).click();

  // The upgraded account goes on to the Speiseplan, like every sign-in that names no page.
  await page.waitForURL((url) => url.pathname === '/app/plan');
  await page.getByRole('button', { name: `Konto: ${institution}` }).waitFor();
  await page.goto(appUrl('/app'));
  await page.getByLabel('Name der Einrichtung').waitFor({ timeout: 60_000 });
  expect(await page.getByLabel('Name der Einrichtung').inputValue()).toBe(institution);

  // Same uid in the browser and in Auth, now with the e-mail provider; the same user document.
  expect(await browserUid(page)).toBe(guestUid);
  const account = await adminAuth().getUserByEmail(email);
  expect(account.uid).toBe(guestUid);
  expect(account.providerData.map((p) => p.providerId)).toEqual(['password']);
  const userDoc = await adminDb().doc(`kitchens/${guestUid}`).get();
  expect(userDoc.get('name')).toBe(institution);

  // After a reload the account is still signed in as the upgraded user.
  await page.reload();
  await page.getByRole('button', { name: `Konto: ${institution}` }).waitFor({ timeout: 60_000 });
});

// user/validate takes the account's e-mail into the guest's document after the upgrade.
test('after the upgrade the account page names the e-mail address the guest signed up with', async () => {
  const { page } = await browser.open();
  const email = uniqueEmail('guest-mail');
  await page.goto(appUrl('/login'));
  await page.getByRole('button', { name: 'Als Gast fortfahren' }).click();
  await waitUntilSignedIn(page);
  await page.goto(appUrl('/login'));
  await page.getByRole('button', { name: 'Mit E-Mail anmelden' }).click();
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByRole('button', { name: 'Weiter' }).click();
  await page.getByLabel('Vor- und Nachname').fill('Gerda Gast');
  await page.getByLabel('Passwort').fill('gast-wird-konto-2026');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await page.waitForURL((url) => url.pathname === '/app/plan');
  await page.goto(appUrl('/app'));
  await page.getByRole('heading', { name: 'Mein Konto' }).waitFor({ timeout: 60_000 });
  await page.getByText(`Angemeldet als ${email}`).waitFor({ timeout: 5_000 });
});
