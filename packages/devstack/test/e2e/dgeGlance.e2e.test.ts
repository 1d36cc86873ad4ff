/**
 * The DGE check at a glance (issue 14): a new kitchen plans its first week and sees one row per DGE food
 * group for that week, with the status in words, and no wall of "In 4 Wochen …" sentences for weeks it
 * never planned; a row opens its details on demand. Once a second of the last four weeks is planned, the
 * rows compare the two planned weeks and say so. The figures are the domain core's, from the seeded data.
 */
import {
  addWeeks,
  analyseWeek,
  DGE_STATUS_LABELS,
  dgeAreaLine,
  dgeGlanceScope,
  weekSeasonText,
  type PlanWeek,
} from '@speiseplaner/shared';
import { expectAccessible, PHONE_VIEWPORT } from './support/accessibility';
import { useBrowser } from './support/browserHooks';
import { callController, idTokenOf } from './support/callables';
import {
  addRecipe,
  createCook,
  distinctRecipes,
  plannerDataFor,
  seededCatalogue,
  waitUntilSaved,
  waitForWeek,
  weekPath,
} from './support/planPage';

jest.setTimeout(180_000);
const browser = useBrowser();

// Far from the seed's weeks; a new kitchen has no week before it.
const WEEK = '2031-W20';
const HEADS = { kiga: 20 };

/** A plan week with these recipes on the first days, one a day. */
function weekOf(id: string, slugs: string[]): PlanWeek {
  const days = [0, 1, 2, 3, 4].map((i) => ({ recipes: slugs.slice(i, i + 1) }));
  return { id, days, average: 0, version: 0 };
}

test('a new kitchen’s first week shows one row per DGE food group, details on demand, no 4-week wall', async () => {
  const cook = await createCook('dge', HEADS);
  const recipes = distinctRecipes((await seededCatalogue()).recipes, 3);
  expect(recipes).toHaveLength(3);

  const { page } = await browser.openSignedIn(cook, { after: weekPath(WEEK) });
  await waitForWeek(page, WEEK);
  for (const [day, recipe] of recipes.entries()) await addRecipe(page, WEEK, day, recipe.name);
  await waitUntilSaved(page);

  const planned = weekOf(
    WEEK,
    recipes.map((r) => r.slug),
  );
  const data = await plannerDataFor(HEADS);
  const expected = analyseWeek(data, planned, []);
  expect(expected.dge.compared).toBe(false);

  const summary = page.getByRole('region', { name: 'Woche im Überblick' });
  const rows = summary.getByTestId('dge-area');
  await rows.first().waitFor({ timeout: 60_000 });
  // At most one line per area: exactly one row for each food group, each naming this week's figure.
  expect(await rows.count()).toBe(expected.dge.areas.length);
  for (const [i, area] of expected.dge.areas.entries()) {
    const summaryText = await rows.nth(i).getByRole('button').first().textContent();
    expect(summaryText).toContain(`${area.label} – ${DGE_STATUS_LABELS[area.status]}`);
    expect(dgeAreaLine(area, expected.dge)).toMatch(/^Diese Woche: /);
    expect(summaryText).toContain(dgeAreaLine(area, expected.dge));
    expect(summaryText).not.toContain('geplante Wochen');
  }
  expect(await summary.getByTestId('dge-scope').textContent()).toBe(dgeGlanceScope(expected.dge));
  // Nowhere on the page, neither in the summary nor beside a day.
  expect(await page.getByText(/In 4 Wochen/).count()).toBe(0);
  expect(await summary.getByTestId('week-season').textContent()).toBe(weekSeasonText(expected.season));
  await summary.screenshot({ path: '/tmp/h5-dge-first-week-desktop.png' });

  // Details on demand: the area's sentences and the dishes that counted appear only after a click.
  const open = expected.dge.areas.find((a) => a.status !== 'met') ?? expected.dge.areas[0]!;
  const sentence = open.weekShown!.week!.text;
  expect(await summary.getByText(sentence, { exact: false }).count()).toBe(0);
  await summary.getByRole('button', { name: new RegExp(`^${open.label}`) }).click();
  const details = summary.getByRole('region', { name: new RegExp(`^${open.label}`) });
  await details.getByText(sentence, { exact: false }).waitFor();
  await expectAccessible(page, 'DGE-Zeile aufgeklappt');
  await page.screenshot({ path: '/tmp/h5-dge-details-desktop.png', fullPage: true });
  await page.setViewportSize(PHONE_VIEWPORT);
  await summary.screenshot({ path: '/tmp/h5-dge-first-week-phone.png' });
  await page.setViewportSize({ width: 1280, height: 800 });

  // A second planned week among the last four: the rows compare both and say how many weeks count.
  const earlierId = addWeeks(WEEK, -2);
  const earlier = weekOf(earlierId, [recipes[0]!.slug]);
  const saved = await callController(
    'plan/saveNewWeek',
    { week: { id: earlier.id, days: earlier.days } },
    await idTokenOf(cook.email, cook.password),
  );
  expect(saved.error).toBeUndefined();
  await page.reload();
  const twoWeeks = analyseWeek(data, planned, [earlier]);
  expect(twoWeeks.dge.compared).toBe(true);
  await summary
    .getByTestId('dge-scope')
    .filter({ hasText: 'In 2 von 4 Wochen geplant' })
    .waitFor({ timeout: 60_000 });
  expect(await summary.getByTestId('dge-scope').textContent()).toBe(dgeGlanceScope(twoWeeks.dge));
  expect(await rows.count()).toBe(twoWeeks.dge.areas.length);
  for (const [i, area] of twoWeeks.dge.areas.entries())
    expect(await rows.nth(i).getByRole('button').first().textContent()).toContain(
      dgeAreaLine(area, twoWeeks.dge),
    );
  expect(await summary.getByText(/2 geplante Wochen/).count()).toBe(twoWeeks.dge.areas.length);
  await summary.screenshot({ path: '/tmp/h5-dge-two-weeks-desktop.png' });
  await page.setViewportSize(PHONE_VIEWPORT);
  await summary.screenshot({ path: '/tmp/h5-dge-two-weeks-phone.png' });
  console.log(
    `DGE-Check ${WEEK}: ${expected.dge.areas.map((a) => `${a.label} ${a.status}`).join(', ')}; ${weekSeasonText(expected.season)}`,
  );
});
