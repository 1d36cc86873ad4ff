/**
 * First run after sign-up (docs/product.md, "Onboarding"), on a desktop and a 390×844 phone: a new
 * account is asked for its institution's name on /app/willkommen (the person's name from sign-up is not
 * taken for it), nothing is saved without it, and after saving the Speiseplan opens and Mein Konto shows
 * name and letterhead. A guest may choose 'Später'; the Speiseplan then reminds of the name.
 */
import type { Page } from 'playwright-core';
import { PHONE_VIEWPORT } from './support/accessibility';
import { useBrowser } from './support/browserHooks';
import { appUrl } from './support/pages';
import { browserUid, openEmailEntry, waitUntilSignedIn } from './support/signIn';
import { adminDb, uniqueEmail } from './support/users';

jest.setTimeout(120_000);
const browser = useBrowser();

const VIEWPORTS = [
  { name: 'desktop', size: { width: 1280, height: 800 } },
  { name: 'phone', size: PHONE_VIEWPORT },
];

const REMINDER = 'Bitte tragen Sie den Namen Ihrer Einrichtung ein – er steht auf dem Aushang.';

async function signUp(page: Page, email: string, personName: string) {
  await openEmailEntry(page);
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByRole('button', { name: 'Weiter' }).click();
  await page.getByRole('button', { name: 'Neues Konto erstellen' }).click();
  await page.getByLabel('Vor- und Nachname').fill(personName);
  await page.getByLabel('Passwort').fill('willkommen-2026');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await waitUntilSignedIn(page);
}

describe.each(VIEWPORTS)('on the $name', ({ name, size }) => {
  test('a new sign-up is asked for the institution name; after saving, Mein Konto shows it', async () => {
    const { page } = await browser.open();
    await page.setViewportSize(size);
    const institution = `Kita Regenbogen ${Date.now().toString(36)}`;
    await signUp(page, uniqueEmail(`onboarding-${name}`), 'Erika Neuköchin');

    await page.waitForURL(appUrl('/app/willkommen'), { timeout: 60_000 });
    await page.getByRole('heading', { level: 1, name: 'Willkommen' }).waitFor();
    const nameField = page.getByRole('textbox', { name: 'Name der Einrichtung' });
    expect(await nameField.inputValue()).toBe('');
    await page.screenshot({ path: `/tmp/h2-willkommen-${name}.png`, fullPage: true });

    await page.getByRole('button', { name: 'Speichern und loslegen' }).click();
    await page.getByText('Bitte geben Sie den Namen Ihrer Einrichtung ein.').waitFor();
    await page.screenshot({ path: `/tmp/h2-willkommen-fehler-${name}.png`, fullPage: true });

    await nameField.fill(institution);
    await page.getByRole('spinbutton', { name: 'Kindergarten' }).fill('24');
    await page.getByRole('textbox', { name: 'Briefkopf (optional)' }).fill('Lindenweg 3\n12345 Musterstadt');
    await page.getByRole('button', { name: 'Speichern und loslegen' }).click();

    await page.waitForURL((url) => url.pathname === '/app/plan', { timeout: 60_000 });
    await page.getByRole('heading', { level: 1, name: 'Speiseplan' }).waitFor({ timeout: 60_000 });
    expect(await page.getByText(REMINDER).count()).toBe(0);
    await page.getByRole('button', { name: `Konto: ${institution}` }).waitFor();

    await page.goto(appUrl('/app'));
    await page.getByRole('heading', { level: 1, name: 'Mein Konto' }).waitFor({ timeout: 60_000 });
    expect(await page.getByRole('textbox', { name: 'Name der Einrichtung' }).inputValue()).toBe(institution);
    expect(await page.getByRole('textbox', { name: 'Briefkopf (optional)' }).inputValue()).toBe(
      'Lindenweg 3\n12345 Musterstadt',
    );
    await page.getByText('24 Kindergarten').waitFor();
    await page.screenshot({ path: `/tmp/h2-konto-${name}.png`, fullPage: true });
  });
});

test('a guest may choose "Später"; the Speiseplan reminds of the name until it is entered', async () => {
  const { page } = await browser.open();
  await page.setViewportSize(PHONE_VIEWPORT);
  await page.goto(appUrl('/login'));
  await page.getByRole('button', { name: 'Als Gast fortfahren' }).click();
  await page.waitForURL(appUrl('/app/willkommen'), { timeout: 60_000 });
  await page.getByRole('button', { name: 'Später' }).click();

  await page.waitForURL((url) => url.pathname === '/app/plan', { timeout: 60_000 });
  const reminder = page.getByText(REMINDER);
  await reminder.waitFor({ timeout: 60_000 });
  await page.screenshot({ path: '/tmp/h2-erinnerung-phone.png', fullPage: true });

  await page.getByRole('link', { name: 'Name eintragen' }).click();
  await page.getByRole('textbox', { name: 'Name der Einrichtung' }).fill('Gastküche am See');
  await page.getByRole('button', { name: 'Speichern und loslegen' }).click();
  await page.waitForURL((url) => url.pathname === '/app/plan', { timeout: 60_000 });
  await page.getByRole('button', { name: 'Konto: Gastküche am See' }).waitFor();
  expect(await reminder.count()).toBe(0);
  const uid = await browserUid(page);
  expect((await adminDb().doc(`kitchens/${uid}`).get()).get('name')).toBe('Gastküche am See');
});
