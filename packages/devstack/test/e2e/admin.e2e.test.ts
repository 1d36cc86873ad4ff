/**
 * The Verwaltung as an admin and a kitchen meet it (issue #13): an admin finds a kitchen under
 * Verwaltung › Küchen and turns the Masterplan on; the kitchen sees it after a reload; the
 * Änderungsprotokoll names the change with who and when. A kitchen gets no Verwaltung entry and the route
 * refuses it.
 */
import { formatTableDateTime } from '@speiseplaner/shared';
import { useBrowser } from './support/browserHooks';
import { appUrl } from './support/pages';
import { distinctRecipes, seededCatalogue } from './support/planPage';
import { createUser } from './support/users';
import { openAdminSection } from './support/headings';

jest.setTimeout(180_000);
const browser = useBrowser();

const KITCHEN_FEATURES = { plan: true, recipes: true, shopping: true, ingredients: true, videos: true };

test('an admin turns on the Masterplan for a kitchen, which sees it after a reload; the log names it', async () => {
  const admin = await createUser({
    tag: 'verwaltung',
    name: 'Fachberatung Bio',
    admin: true,
    features: { ...KITCHEN_FEATURES, masterplan: true, usage: true },
  });
  const kitchen = await createUser({
    tag: 'freischalten',
    name: `Kita Sonnenblume ${Date.now()}`,
    admin: false,
    features: KITCHEN_FEATURES,
  });

  // The kitchen, signed in: no Masterplan, no Verwaltung.
  const cook = await browser.openSignedIn(kitchen);
  const cookNav = cook.page.getByRole('navigation', { name: 'Hauptnavigation' });
  await cookNav.getByRole('link', { name: 'Rezepte', exact: true }).waitFor();
  expect(await cookNav.getByRole('link', { name: 'Masterplan' }).count()).toBe(0);
  expect(await cookNav.getByRole('button', { name: 'Verwaltung' }).count()).toBe(0);
  await cook.page.goto(appUrl('/verwaltung/kuechen'));
  await cook.page.getByText('Die Verwaltung ist nur für Administratorinnen und Administratoren').waitFor();
  expect(await cook.page.getByRole('table', { name: 'Küchen' }).count()).toBe(0);

  // The admin: Verwaltung › Küchen through the sidebar, the kitchen found by its name.
  const { page } = await browser.openSignedIn(admin);
  const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
  await openAdminSection(page, 'Küchen');
  await page.getByRole('searchbox', { name: 'Küchen durchsuchen' }).fill(kitchen.name);
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: kitchen.name }) });
  await row.waitFor();
  await row.getByText('bestätigt', { exact: true }).waitFor();
  const masterplan = page.getByRole('switch', { name: `Masterplan für ${kitchen.name}` });
  expect(await masterplan.isChecked()).toBe(false);
  const before = Date.now();
  await masterplan.click();
  await page.waitForFunction(
    (name) =>
      (
        globalThis as unknown as {
          document: { querySelector: (s: string) => { checked: boolean; disabled: boolean } | null };
        }
      ).document.querySelector(`input[aria-label="Masterplan für ${name}"]`)?.checked === true,
    kitchen.name,
  );

  // The kitchen after a reload: the Masterplan in the sidebar and on its page.
  await cook.page.goto(appUrl('/app/plan'));
  // The sidebar shows the Masterplan once user/validate answered; on a loaded machine that took over 30 s.
  await cookNav.getByRole('link', { name: 'Masterplan' }).click({ timeout: 60_000 });
  await cook.page.getByRole('heading', { level: 1, name: 'Masterplan' }).waitFor({ timeout: 60_000 });
  expect(await cook.page.getByText('nicht freigeschaltet').count()).toBe(0);

  // The log: who and when, before and after. Found by the kitchen's own name, not as the newest row: the
  // other browser tests' admins write into the same log meanwhile (a CI-like run, 2026-11-30, saw one).
  await nav.getByRole('link', { name: 'Änderungsprotokoll' }).click();
  const log = page.getByRole('table', { name: 'Änderungsprotokoll' });
  const entry = log.getByRole('row').filter({ hasText: kitchen.name }).first();
  await entry.waitFor({ timeout: 60_000 });
  const text = (await entry.textContent()) ?? '';
  expect(text).toContain(admin.email);
  expect(text).toContain('Freischaltungen geändert');
  expect(text).toContain('Freischaltung Masterplan: aus → an');
  expect(text).toContain(`Küche „${kitchen.name}“`);
  // The time shown is the change's, in Berlin time, to the minute, as the tables write it (yyyy-MM-dd).
  const shown = [before, Date.now()].map((t) => formatTableDateTime(t));
  expect(shown.some((time) => text.includes(time))).toBe(true);

  // Gemeinsame Rezepte: a shared recipe opens with the kitchens' editor and the warning for all kitchens.
  const [shared] = distinctRecipes((await seededCatalogue()).recipes, 1);
  await nav.getByRole('link', { name: 'Gemeinsame Rezepte' }).click();
  await page.getByRole('heading', { level: 1, name: 'Gemeinsame Rezepte' }).waitFor({ timeout: 60_000 });
  await page.getByRole('searchbox', { name: 'Gemeinsame Rezepte durchsuchen' }).fill(shared!.name);
  await page
    .getByRole('table', { name: 'Gemeinsame Rezepte' })
    .getByRole('link', { name: shared!.name })
    .click();
  await page.getByRole('heading', { level: 1, name: shared!.name }).waitFor({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Bearbeiten' }).click();
  await page
    .getByText('Sie bearbeiten ein gemeinsames Rezept: Jede Änderung gilt sofort für alle Küchen.')
    .waitFor();
  await page.getByRole('group', { name: 'Portionsfaktoren je Altersgruppe' }).waitFor();
});
