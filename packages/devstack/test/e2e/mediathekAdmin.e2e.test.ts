/**
 * The Verwaltung's Mediathek against the whole stack (issue #13): an admin adds a video by its YouTube
 * address and publishes it, a visitor finds it in the Mediathek (player behind consent), and after the
 * admin deletes it the Mediathek no longer lists it.
 */
import { useBrowser } from './support/browserHooks';
import { appUrl } from './support/pages';
import { createUser } from './support/users';
import { openAdminSection } from './support/headings';

jest.setTimeout(180_000);
const browser = useBrowser();

test('an admin publishes a video with a YouTube address and the Mediathek shows it', async () => {
  const stamp = Date.now();
  const title = `Rezepte anpassen ${stamp}`;
  const admin = await createUser({
    tag: 'mediathek',
    name: 'Fachberatung Medien',
    admin: true,
    features: {},
  });

  // The admin: Verwaltung › Mediathek › Neues Video; a wrong address is refused first.
  const { page } = await browser.openSignedIn(admin);
  await openAdminSection(page, 'Mediathek');
  await page.getByRole('table', { name: 'Videos der Mediathek' }).waitFor();
  await page.getByRole('button', { name: 'Neues Video' }).click();
  const dialog = page.getByRole('dialog', { name: 'Neues Video' });
  await dialog.getByRole('textbox', { name: 'Titel' }).fill(title);
  await dialog.getByRole('textbox', { name: 'Kennung' }).fill(`e2e-video-${stamp}`);
  await dialog.getByRole('textbox', { name: 'Thema' }).fill('Planer');
  await dialog.getByRole('textbox', { name: 'Beschreibung' }).fill('Ein Rezept für 80 Kinder umrechnen.');
  const youtube = dialog.getByRole('textbox', { name: 'YouTube-Adresse oder Video-ID' });
  await youtube.fill('https://vimeo.com/12345');
  await dialog.getByRole('checkbox', { name: 'Veröffentlicht' }).check();
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await dialog.getByText('Das ist keine YouTube-Adresse oder Video-ID.').waitFor();
  await youtube.fill('https://youtu.be/dQw4w9WgXcQ?si=geteilt');
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await dialog.waitFor({ state: 'detached' });
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: title }) });
  await row.getByText('dQw4w9WgXcQ', { exact: true }).waitFor();

  // A visitor: the Mediathek lists it, with the player behind consent.
  const visitor = await browser.open();
  await visitor.page.goto(appUrl('/mediathek'));
  const card = visitor.page.getByRole('article', { name: title });
  await card.waitFor();
  await card.getByText('Ein Rezept für 80 Kinder umrechnen.').waitFor();
  await card.getByRole('button', { name: 'Video laden' }).waitFor();
  expect(await visitor.page.locator('iframe').count()).toBe(0);

  // The admin deletes it again (other browser tests see the Mediathek as seeded).
  await row.getByRole('button', { name: `Löschen: ${title}` }).click();
  const question = page.getByRole('dialog', { name: 'Video löschen?' });
  await question.getByRole('button', { name: 'Video löschen' }).click();
  await page.getByText(`„${title}“ ist gelöscht.`).waitFor();
  await visitor.page.reload();
  await visitor.page.getByRole('heading', { level: 1, name: 'Lehrvideos' }).waitFor();
  await visitor.page.getByText('Derzeit sind keine Lehrvideos verfügbar.').waitFor();
  expect(await visitor.page.getByRole('article', { name: title }).count()).toBe(0);
});
