/**
 * Weeks planned ahead (issue #31): „Woche kopieren“ proposes the next empty week after the copied one,
 * names what a planned target holds and replaces it only after „Ersetzen“, and „Rückgängig“ brings the
 * target's plan back (stored again); Statistik counts a kitchen that planned only the coming weeks instead
 * of greeting it with „nothing planned“. docs/testing.md, "Browser tests".
 */
import {
  addWeeks,
  formatWeekRange,
  isoWeekId,
  type PlanDay,
  type RecipeListEntry,
} from '@speiseplaner/shared';
import { useBrowser } from './support/browserHooks';
import { callController, idTokenOf } from './support/callables';
import {
  createCook,
  dayCard,
  distinctRecipes,
  plannedDays,
  seededCatalogue,
  storedWeek,
  waitUntilSaved,
} from './support/planPage';
import { appUrl } from './support/pages';
import type { TestUser } from './support/users';

jest.setTimeout(300_000);
const browser = useBrowser();

/** Generous: the machine is shared and loaded (timeouts are hang guards, docs/testing.md). */
const WAIT = { timeout: 120_000 };

/** Stores a week through the controller, as the Speiseplan would. */
async function saveWeek(cook: TestUser, id: string, recipes: string[][]) {
  const token = await idTokenOf(cook.email, cook.password);
  const days = recipes.map((r) => ({ recipes: r }));
  const saved = await callController('plan/saveNewWeek', { week: { id, days } }, token);
  expect(saved.error).toBeUndefined();
}

const recipesOf = (days: readonly PlanDay[] | undefined) => plannedDays(days)?.map((d) => d.recipes);

test('copying onto a planned week asks, names what goes, replaces and can be undone; the proposal is the next empty week', async () => {
  const cook = await createCook('copy-week', { kiga: 20 });
  const [a, b, c, d] = distinctRecipes((await seededCatalogue()).recipes, 4) as RecipeListEntry[];
  const [source, planned, empty] = ['2031-W10', '2031-W11', '2031-W12'];
  const sourceDays = [[a!.slug], [b!.slug], [], [], []];
  const plannedBefore = [[c!.slug], [c!.slug], [d!.slug], [], []];
  await saveWeek(cook, source, sourceDays);
  await saveWeek(cook, planned, plannedBefore);

  const { page } = await browser.openSignedIn(cook);
  // Loaded machines took over a minute for the first week after sign-in: a longer guard than openWeek's.
  await page.goto(appUrl(`/app/plan?woche=${source}`));
  await dayCard(page, source!, 0).waitFor(WAIT);
  await page.getByRole('region', { name: 'Woche im Überblick' }).waitFor(WAIT);
  await page.getByRole('button', { name: 'Woche kopieren' }).click();
  const dialog = page.getByRole('dialog', { name: `${formatWeekRange(source)} kopieren` });
  // Next week is planned: the proposal is the week after it.
  await dialog
    .getByTestId('copy-proposal')
    .filter({ hasText: formatWeekRange(empty!) })
    .waitFor(WAIT);

  await dialog.getByLabel('Zielwoche').fill(planned!);
  await dialog
    .getByTestId('copy-replace-notice')
    .filter({
      hasText: `${formatWeekRange(planned!)} ist schon geplant: 3 Gerichte an 3 Tagen werden ersetzt.`,
    })
    .waitFor(WAIT);
  expect(await dialog.getByRole('button', { name: 'Kopieren' }).count()).toBe(0);
  await dialog.getByRole('button', { name: 'Ersetzen' }).click();
  await dialog.waitFor({ state: 'hidden' });

  // The page shows the target with the copied days; the undo offer waits while the pointer is on it.
  await dayCard(page, planned!, 0).getByText(a!.name, { exact: true }).waitFor(WAIT);
  const offer = page.getByRole('alert').filter({ hasText: 'Plan der KW 11 durch KW 10 ersetzt' });
  await offer.hover();
  await waitUntilSaved(page);
  expect(recipesOf((await storedWeek(cook.kitchenId, planned!))?.days)).toEqual(sourceDays);
  await page.screenshot({ path: '/tmp/i31-woche-kopiert.png', fullPage: true });

  await offer.getByRole('button', { name: 'Rückgängig' }).click();
  await dayCard(page, planned!, 2).getByText(d!.name, { exact: true }).waitFor(WAIT);
  await offer.waitFor({ state: 'hidden' });
  await waitUntilSaved(page);
  expect(recipesOf((await storedWeek(cook.kitchenId, planned!))?.days)).toEqual(plannedBefore);
  expect(await storedWeek(cook.kitchenId, empty!)).toBeUndefined();
});

test('Statistik counts a kitchen that planned only the coming weeks', async () => {
  const cook = await createCook('stats-ahead', { kiga: 20 });
  const [a, b] = distinctRecipes((await seededCatalogue()).recipes, 2) as RecipeListEntry[];
  const thisWeek = isoWeekId(Date.now());
  const ahead = [1, 2, 3].map((n) => addWeeks(thisWeek, n));
  for (const id of ahead) await saveWeek(cook, id, [[a!.slug], [b!.slug], [], [], []]);

  const { page } = await browser.openSignedIn(cook);
  await page.goto(appUrl('/statistik'));
  await page
    .getByTestId('planned-weeks')
    .filter({ hasText: 'Ausgewertet: 3 geplante Wochen, alle im Voraus' })
    .waitFor(WAIT);
  expect(await page.getByText(/Noch keine Wochen geplant|Keine geplante Woche/).count()).toBe(0);
  const costs = page.getByRole('region', { name: 'Kosten je Portion' });
  expect(await costs.getByTestId('period-average').textContent()).toContain('über 3 geplante Wochen');
  const chart = costs.getByRole('figure', { name: 'Kosten je Kindergartenportion nach Woche' });
  await chart.getByRole('button', { name: 'Als Tabelle anzeigen' }).click();
  const table = chart.getByRole('table', { name: 'Kosten je Kindergartenportion nach Woche' });
  // 12 weeks back (this one included), the 3 planned ahead, and the header row.
  expect(await table.getByRole('row').count()).toBe(16);
  // Only the weeks ahead carry a cost; the 12 weeks back are „nicht geplant“.
  expect(
    await table
      .getByRole('row')
      .filter({ hasText: /\d,\d\d €$/ })
      .count(),
  ).toBe(3);
  await page.getByRole('list', { name: 'Meistgeplante Rezepte' }).getByText(a!.name).waitFor(WAIT);
  await page.screenshot({ path: '/tmp/i31-statistik-im-voraus.png', fullPage: true });
});
