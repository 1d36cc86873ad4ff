/**
 * Issue #31, findings 4, 5 and 11 in the browser (Chromium): the Speiseplan's day of a fish dish with the
 * MSC label lists „Fisch“ among the allergens and MSC only as a Kennzeichnung; the DGE glance names missing
 * legumes in its closed row; a day's headcount of -5 gets the German message and is not saved. One signed-in
 * page, the week stored straight in the emulator, expectations from the domain core.
 */
import {
  allergenLabel,
  analyseWeek,
  dgeAreaLine,
  dgeUnmetCriteria,
  HEADCOUNT_MESSAGES,
  recipeAllergens,
  type PlanWeek,
} from '@speiseplaner/shared';
import { useBrowser } from './support/browserHooks';
import { createCook, dayCard, openWeek, plannerDataFor, storedWeek } from './support/planPage';
import { adminDb } from './support/users';
import { accountButton, signInWithPassword } from './support/signIn';

jest.setTimeout(180_000);
const browser = useBrowser();

// Far from the seed's weeks and the other tests' (each kitchen has its own weeks anyway).
const WEEK = '2031-W23';
const HEADS = { kiga: 20 };

test('a fish dish with MSC, missing legumes at a glance, and a headcount of -5 refused', async () => {
  const cook = await createCook('allergens', HEADS);
  const data = await plannerDataFor(HEADS);
  // A seeded fish dish whose fish carries the MSC label.
  const fish = [...data.recipes.values()]
    .filter((r) => recipeAllergens(data, r).includes('*') && recipeAllergens(data, r).includes('17'))
    .sort((a, b) => a.slug.localeCompare(b.slug))[0];
  if (!fish) throw new Error('Der Seed hat kein Fischgericht mit MSC-Kennzeichnung.');
  const week: PlanWeek = {
    id: WEEK,
    days: [{ recipes: [fish.slug] }, { recipes: [] }, { recipes: [] }, { recipes: [] }, { recipes: [] }],
    average: 0,
    version: 1,
  };
  await adminDb().doc(`kitchens/${cook.uid}/weeks/${WEEK}`).set(week);
  const expected = analyseWeek(data, week, []);
  const vegetables = expected.dge.areas.find((a) => a.area === 'vegetables')!;
  expect(dgeUnmetCriteria(vegetables)).toContain('Hülsenfrüchte');
  expect(expected.days[0]!.labels).toContain('*');

  const { page } = await browser.open();
  await signInWithPassword(page, cook.email, cook.password);
  // A hang guard for a busy machine (the sign-in's own speed is not this test's subject).
  await accountButton(page).waitFor({ timeout: 60_000 });
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 60_000 });
  await openWeek(page, WEEK);

  // Finding 4: the week view lists no MSC among the allergens; MSC stands apart as a Kennzeichnung.
  const monday = dayCard(page, WEEK, 0);
  const allergens = monday.getByTestId('day-allergens');
  await allergens.waitFor();
  const allergenText = (await allergens.textContent())!;
  expect(allergenText).toBe(
    `Allergene und Zusatzstoffe: ${expected.days[0]!.allergens.map(allergenLabel).join(', ')}`,
  );
  expect(allergenText).toContain('Fisch');
  expect(allergenText).not.toContain('MSC');
  expect(await monday.getByTestId('day-labels').textContent()).toContain('Kennzeichnungen: MSC');

  // Finding 5: the closed vegetables row names the missing legumes without being opened.
  const summary = page.getByRole('region', { name: 'Woche im Überblick' });
  const row = summary.getByRole('button', { name: /^Gemüse und Salat/ });
  expect(await row.getAttribute('aria-expanded')).toBe('false');
  const rowText = (await row.textContent())!;
  expect(rowText).toContain(dgeAreaLine(vegetables, expected.dge));
  expect(rowText).toContain('Hülsenfrüchte 0 von 1');

  // Finding 11: -5 people on Monday get the German message; nothing is stored.
  await monday.getByRole('button', { name: /^Personen am Montag ändern/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Personen am Montag' });
  const kiga = dialog.getByRole('spinbutton', { name: 'Kindergarten' });
  await kiga.fill('-5');
  await dialog.getByRole('button', { name: 'Übernehmen' }).click();
  await dialog.getByText(HEADCOUNT_MESSAGES.negative).waitFor();
  expect(await kiga.getAttribute('aria-invalid')).toBe('true');
  await expect(kiga.evaluate((el) => el === el.ownerDocument.activeElement)).resolves.toBe(true);
  await dialog.getByRole('button', { name: 'Abbrechen' }).click();
  await dialog.waitFor({ state: 'hidden' });
  expect(await monday.getByRole('button', { name: /^Personen am Montag ändern/ }).textContent()).toContain(
    '20 Kindergarten',
  );
  expect((await storedWeek(cook.uid, WEEK))?.days[0]?.heads).toBeUndefined();
});
