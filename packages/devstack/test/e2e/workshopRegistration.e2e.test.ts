/**
 * Registering for a workshop as a visitor (docs/product.md, "Workshop list widget"): from the workshop's page
 * to its topic article, whose list of that type offers 'Anmelden'; the dialog checks the fields in German,
 * the backend stores the registration, and a second registration with the same address is refused politely.
 */
import { useBrowser } from './support/browserHooks';
import { appUrl, callableRefused } from './support/pages';
import { adminDb, uniqueEmail } from './support/users';
import { openWorkshop } from './support/workshopDates';

jest.setTimeout(120_000);
const browser = useBrowser();

test('a visitor registers for an upcoming workshop from its topic article, once per e-mail address', async () => {
  const workshop = await openWorkshop();
  const email = uniqueEmail('workshop');
  // The second registration with the same address: the workshops callable answers ALREADY_EXISTS.
  const { page } = await browser.open({ expectedConsoleErrors: [callableRefused(409, 'workshops')] });

  await page.goto(appUrl(`/workshops/${workshop.slug}`));
  await page.getByRole('heading', { name: workshop.title, level: 1 }).waitFor();
  await page.getByRole('link', { name: /^Mehr zum Thema / }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/artikel/'));

  const list = page.getByRole('list', { name: 'Workshops' });
  await list.waitFor();
  // Titles repeat across dates; the card is the one linking to this workshop's page.
  const card = list
    .getByRole('listitem')
    .filter({ has: page.locator(`a[href="/workshops/${workshop.slug}"]`) });
  const apply = card.getByRole('button', { name: `Anmelden: ${workshop.title}` });
  await apply.click();
  const dialog = page.getByRole('dialog', { name: `Anmeldung: ${workshop.title}` });
  await dialog.waitFor();

  const submit = dialog.getByRole('button', { name: 'Verbindlich anmelden' });
  await submit.click();
  await dialog.getByText('Bitte geben Sie Ihren Namen ein.').waitFor();
  await dialog.getByText('Bitte geben Sie Ihre Einrichtung ein.').waitFor();

  await dialog.getByLabel('Name', { exact: false }).first().fill('Jana Köchin');
  await dialog.getByLabel('Einrichtung').fill('Kita Pusteblume');
  await dialog.getByLabel('E-Mail').fill(email);
  await dialog.getByLabel('Teilnehmerzahl').fill('2');
  await submit.click();
  await dialog.getByText('Vielen Dank für Ihre Anmeldung!').waitFor();
  await dialog.getByRole('button', { name: 'Schließen' }).click();
  await dialog.waitFor({ state: 'hidden' });

  const registrations = adminDb().collection(`workshops/${workshop.slug}/registrations`);
  const stored = await registrations.where('email', '==', email).get();
  expect(stored.docs.map((d) => d.data())).toEqual([
    expect.objectContaining({ name: 'Jana Köchin', institution: 'Kita Pusteblume', participants: 2 }),
  ]);

  // The same address again: a German notice, no second registration.
  await apply.click();
  await dialog.getByLabel('Name', { exact: false }).first().fill('Jana Köchin');
  await dialog.getByLabel('Einrichtung').fill('Kita Pusteblume');
  await dialog.getByLabel('E-Mail').fill(email);
  await submit.click();
  await dialog.getByText(/bereits angemeldet/).waitFor();
  const again = await registrations.where('email', '==', email).get();
  expect(again.size).toBe(1);
});
