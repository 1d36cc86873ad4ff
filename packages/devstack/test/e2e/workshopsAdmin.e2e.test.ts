/**
 * The Verwaltung's Workshops section against the whole stack (issue #13): an admin creates a workshop with
 * two places, two visitors register from the topic article, the third finds it "Ausgebucht"; the admin
 * downloads the registrations as CSV and cancels the workshop, and both registrants get a cancellation mail.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { addDays, formatDate, workshopSlug } from '@speiseplaner/shared';
import { useBrowser } from './support/browserHooks';
import { appUrl } from './support/pages';
import { adminDb, createUser, uniqueEmail } from './support/users';
import { openAdminSection } from './support/headings';

jest.setTimeout(240_000);
const browser = useBrowser();

/** The article of the type "Brot & Brotaufstriche", whose workshop list offers 'Anmelden'. */
const ARTICLE = '/artikel/brot-brotaufstriche';

/** Opens the topic article as a visitor and finds the workshop's card by its link. */
async function cardOf(page: Page, slug: string) {
  await page.goto(appUrl(ARTICLE));
  const list = page.getByRole('list', { name: 'Workshops' });
  await list.waitFor();
  const card = list.getByRole('listitem').filter({ has: page.locator(`a[href="/workshops/${slug}"]`) });
  await card.waitFor();
  return card;
}

async function register(slug: string, title: string, name: string, email: string) {
  const { page } = await browser.open();
  const card = await cardOf(page, slug);
  await card.getByRole('button', { name: `Anmelden: ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: `Anmeldung: ${title}` });
  await dialog.getByLabel('Name', { exact: false }).first().fill(name);
  await dialog.getByLabel('Einrichtung').fill('Kita Sonnenblume');
  await dialog.getByLabel('E-Mail').fill(email);
  await dialog.getByRole('button', { name: 'Verbindlich anmelden' }).click();
  await dialog.getByText('Vielen Dank für Ihre Anmeldung!').waitFor();
}

test('an admin creates a workshop for two, it fills up, and the admin downloads the list and cancels it', async () => {
  const title = `Brot backen ${Date.now()}`;
  const day = formatDate(Date.now() + 30 * 86_400_000);
  const slug = workshopSlug(title, `${day}T12:00:00Z`);
  const admin = await createUser({
    tag: 'workshops',
    name: 'Fachberatung Workshops',
    admin: true,
    features: {},
  });

  // The admin: Verwaltung › Workshops › Neuer Workshop with two places.
  const { page } = await browser.openSignedIn(admin);
  await openAdminSection(page, 'Workshops');
  await page.getByRole('button', { name: 'Neuer Workshop' }).click();
  const form = page.getByRole('dialog', { name: 'Neuer Workshop' });
  await form.getByRole('combobox', { name: 'Thema' }).click();
  await page.getByRole('option', { name: 'Brot & Brotaufstriche' }).click();
  await form.getByRole('textbox', { name: 'Titel' }).fill(title);
  await form.getByLabel('Datum').fill(day);
  await form.getByRole('textbox', { name: 'Plätze' }).fill('2');
  await form.getByRole('button', { name: 'Speichern' }).click();
  await form.waitFor({ state: 'hidden' });
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: title }) });
  await row.getByText('0 von 2').waitFor();
  const stored = (await adminDb().doc(`workshops/${slug}`).get()).data();
  expect(stored).toMatchObject({
    title,
    type: 'brot',
    capacity: 2,
    deadline: addDays(day, -14),
    duration: 90,
  });

  // Two visitors register; the third finds the workshop full.
  const first = uniqueEmail('brot-eins');
  const second = uniqueEmail('brot-zwei');
  await register(slug, title, 'Jana Köchin', first);
  await register(slug, title, 'Emil Bäcker', second);
  const third = await browser.open();
  const card = await cardOf(third.page, slug);
  await card.getByText('Ausgebucht').waitFor();
  expect(await card.getByRole('button', { name: `Anmelden: ${title}` }).count()).toBe(0);

  // The admin sees both, downloads the CSV and cancels the workshop.
  await page.reload();
  await row.getByText('2 von 2 (ausgebucht)').waitFor();
  await row.getByRole('button', { name: `Anmeldungen: ${title}` }).click();
  const registrations = page.getByRole('dialog', { name: `Anmeldungen: ${title}` });
  await registrations.getByRole('rowheader', { name: 'Emil Bäcker' }).waitFor();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    registrations.getByRole('button', { name: 'CSV herunterladen' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`anmeldungen-${slug}.csv`);
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv.startsWith('\uFEFF"Name";"Einrichtung";"E-Mail"')).toBe(true);
  expect(csv).toContain(`"Jana Köchin";"Kita Sonnenblume";"${first}";"";1;`);
  await registrations.getByRole('button', { name: 'Schließen' }).click();

  await row.getByRole('button', { name: `Absagen: ${title}` }).click();
  const question = page.getByRole('dialog', { name: 'Workshop absagen?' });
  await question.getByRole('button', { name: 'Workshop absagen' }).click();
  await page
    .getByText(`„Abgesagt: ${title}“ ist abgesagt. Absagen gingen per E-Mail an 2 Anmeldungen.`)
    .waitFor();
  await page.getByRole('rowheader', { name: `Abgesagt: ${title}` }).waitFor();
  for (const email of [first, second]) {
    const mails = await adminDb().collection('mail').where('to', '==', email).get();
    expect(
      mails.docs.map((d) => (d.data() as { message: { subject: string } }).message.subject).sort(),
    ).toEqual([`Absage: ${title}`, `Anmeldebestätigung: ${title}`]);
  }
});
