/**
 * The Speiseplan's recipe picker filters "saisonal" (issue 14): on a June day, "Nur saisonal (Juni)" keeps
 * exactly the seeded recipes whose season months include June (all-year ones too) and drops the others.
 */
import { formatGermanDate, isInSeason, weekDates } from '@speiseplaner/shared';
import { PHONE_VIEWPORT } from './support/accessibility';
import { useBrowser } from './support/browserHooks';
import { createCook, seededCatalogue, waitForWeek, weekPath } from './support/planPage';

jest.setTimeout(120_000);
const browser = useBrowser();

/** A June week far ahead, away from other tests' weeks. */
const WEEK = '2039-W24';

const foundText = (n: number) => new RegExp(`^${n === 1 ? '1 Rezept' : `${n} Rezepte`} gefunden`);

test('a cook narrows the recipe picker to the dishes in season on the planned day', async () => {
  const monday = weekDates(WEEK)[0]!;
  const { recipes } = await seededCatalogue();
  const seasonal = recipes.filter((r) => isInSeason(r.months, monday));
  const outOfSeason = recipes.filter((r) => !isInSeason(r.months, monday));
  // The seed must hold both kinds, or the filter would prove nothing.
  expect(seasonal.length).toBeGreaterThan(0);
  expect(outOfSeason.length).toBeGreaterThan(0);

  const cook = await createCook('picker-season', { kiga: 10 });
  const { page } = await browser.openSignedIn(cook, { after: weekPath(WEEK) });
  await waitForWeek(page, WEEK);
  await page
    .getByRole('region', { name: `Montag, ${formatGermanDate(monday)}` })
    .getByRole('button', { name: 'Rezept hinzufügen' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Rezept für Montag hinzufügen' });
  const count = dialog.getByText(/Rezepte? gefunden/);
  await count.filter({ hasText: foundText(recipes.length) }).waitFor({ timeout: 60_000 });

  await dialog.getByRole('checkbox', { name: 'Nur saisonal (Juni)' }).check();
  await count.filter({ hasText: foundText(seasonal.length) }).waitFor();
  // A dish out of season is gone when searched for by name; one in season is found.
  const search = dialog.getByRole('searchbox', { name: 'Rezepte durchsuchen' });
  const list = dialog.getByRole('list', { name: 'Gefundene Rezepte' });
  const gone = outOfSeason[0]!.name;
  const needle = gone.toLocaleLowerCase('de');
  const matching = seasonal.filter((r) =>
    [r.name, ...r.tags, r.category].some((t) => t.toLocaleLowerCase('de').includes(needle)),
  );
  await search.fill(gone);
  await count.filter({ hasText: foundText(matching.length) }).waitFor();
  expect(await list.getByText(gone, { exact: true }).count()).toBe(0);
  await search.fill(seasonal[0]!.name);
  await list.getByText(seasonal[0]!.name, { exact: true }).waitFor();
  await search.fill('');
  await count.filter({ hasText: foundText(seasonal.length) }).waitFor();
  await page.screenshot({ path: '/tmp/h6-picker-desktop.png' });
  await page.setViewportSize(PHONE_VIEWPORT);
  await page.screenshot({ path: '/tmp/h6-picker-phone.png' });
});
