/**
 * Speiseplan end to end (issue 6): a cook plans a week of five seeded recipes for 40 Kindergarten and 12
 * Krippe children, sees the costs the domain core computes from the seeded data, and after a reload the
 * plan and its costs are still there, stored in the backend. An own price typed with a decimal comma on
 * the Zutaten page changes the plan's costs.
 */
import {
  ageGroupLabel,
  dayCost,
  formatEuro,
  preparePlannerData,
  today,
  weekCost,
  WEEKDAYS,
  type PlanWeek,
  type UserPrices,
} from '@speiseplaner/shared';
import { useBrowser } from './support/browserHooks';
import {
  addRecipe,
  createCook,
  dayCard,
  distinctRecipes,
  openWeek,
  plannerDataFor,
  seededCatalogue,
  plannedDays,
  storedWeek,
  waitUntilSaved,
  waitForWeek,
  weekPath,
} from './support/planPage';
import { appUrl } from './support/pages';
import { adminDb } from './support/users';

jest.setTimeout(180_000);
const browser = useBrowser();

const WEEK = '2030-W10';
const HEADS = { kiga: 40, kita: 12 };

test('a week of five recipes for 40 Kindergarten and 12 Krippe children costs what the core says, also after a reload', async () => {
  const cook = await createCook('plan', { kiga: 20 });
  const recipes = distinctRecipes((await seededCatalogue()).recipes, 5);
  expect(recipes).toHaveLength(5);

  const { page } = await browser.openSignedIn(cook, { after: weekPath(WEEK) });
  await waitForWeek(page, WEEK);

  for (const [day, recipe] of recipes.entries()) {
    await addRecipe(page, WEEK, day, recipe.name);
    // Headcounts per day through the dialog: 40 Kindergarten, 12 Krippe.
    await dayCard(page, WEEK, day)
      .getByRole('button', { name: `Personen am ${WEEKDAYS[day]!.label} ändern` })
      .click();
    const dialog = page.getByRole('dialog', { name: `Personen am ${WEEKDAYS[day]!.label}` });
    await dialog.getByRole('spinbutton', { name: 'Kindergarten' }).fill('40');
    await dialog.getByRole('spinbutton', { name: 'Krippe' }).fill('12');
    await dialog.getByRole('button', { name: 'Übernehmen' }).click();
    await dialog.waitFor({ state: 'hidden' });
  }
  await waitUntilSaved(page);

  const planned: PlanWeek = {
    id: WEEK,
    days: recipes.map((r) => ({ recipes: [r.slug], heads: HEADS })),
    average: 0,
    version: 0,
  };
  const data = await plannerDataFor({ kiga: 20 });
  const expected = weekCost(data, planned);

  const checkShown = async () => {
    for (const [day, recipe] of recipes.entries()) {
      const card = dayCard(page, WEEK, day);
      await card.getByText(recipe.name, { exact: true }).waitFor();
      const cost = expected.days[day]!;
      const portions = `Je Portion: ${ageGroupLabel('kita')} ${formatEuro(cost.perPortion.kita)}, ${ageGroupLabel('kiga')} ${formatEuro(cost.perPortion.kiga)}`;
      await card.getByTestId('day-portion-costs').filter({ hasText: portions }).waitFor({ timeout: 60_000 });
      expect(await card.getByTestId('day-total').textContent()).toBe(
        `Tageskosten für 12 Krippe, 40 Kindergarten: ${formatEuro(cost.total)}`,
      );
    }
    expect(await page.getByTestId('week-average').textContent()).toContain(formatEuro(expected.average));
    expect(await page.getByTestId('week-total').textContent()).toBe(
      `Kosten der Woche: ${formatEuro(expected.total)}`,
    );
  };
  await checkShown();

  const stored = await storedWeek(cook.uid, WEEK);
  expect(plannedDays(stored?.days)).toEqual(plannedDays(planned.days));
  expect(stored?.average).toBeCloseTo(expected.average, 9);

  await page.reload();
  await dayCard(page, WEEK, 0).waitFor({ timeout: 60_000 });
  await checkShown();
  console.log(
    `Speiseplan ${WEEK}: ${recipes.map((r) => r.slug).join(', ')}; Durchschnitt ${formatEuro(expected.average)} je Kindergartenportion, Woche ${formatEuro(expected.total)}`,
  );
});

test('an own price typed with a comma on the Zutaten page changes the plan’s costs', async () => {
  const heads = { kiga: 30 };
  const cook = await createCook('price', heads);
  const catalogue = await seededCatalogue();
  const [recipe] = distinctRecipes(catalogue.recipes, 1);
  const slug = recipe!.ingredients[0]!.slug;
  const ingredient = (catalogue.ingredients as { slug: string; name: string }[]).find(
    (i) => i.slug === slug,
  )!;
  const week = '2030-W20';

  const { page } = await browser.openSignedIn(cook, { after: weekPath(week) });
  await waitForWeek(page, week);
  await addRecipe(page, week, 0, recipe!.name);
  await waitUntilSaved(page);
  const planned = { recipes: [recipe!.slug] };
  const before = dayCost(await plannerDataFor(heads), planned);
  const total = dayCard(page, week, 0).getByTestId('day-total');
  expect(await total.textContent()).toBe(`Tageskosten für 30 Kindergarten: ${formatEuro(before.total)}`);

  await page.goto(appUrl('/app/zutaten'));
  await page.getByRole('searchbox', { name: 'Zutaten durchsuchen' }).fill(ingredient.name);
  await page.getByRole('rowheader', { name: ingredient.name, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Preis editieren: ${ingredient.name}` });
  await dialog.getByLabel('Eigener Preis').fill('12,34');
  await dialog.getByLabel('Eigener Preis').press('Tab');
  let prices: UserPrices = {};
  for (let tries = 0; tries < 60 && prices[slug]?.price !== 12.34; tries++) {
    await page.waitForTimeout(250);
    prices = ((await adminDb().doc(`kitchens/${cook.uid}`).get()).data()?.prices ?? {}) as UserPrices;
  }
  expect(prices[slug]?.price).toBe(12.34);

  const { ingredients, recipes } = await seededCatalogue();
  const after = dayCost(
    preparePlannerData({ ingredients, recipes, userPrices: prices, defaultHeads: heads, today: today() }),
    planned,
  );
  expect(after.total).not.toBeCloseTo(before.total, 2);
  await openWeek(page, week);
  await total
    .filter({ hasText: `Tageskosten für 30 Kindergarten: ${formatEuro(after.total)}` })
    .waitFor({ timeout: 60_000 });
  console.log(
    `Eigener Preis ${ingredient.name} 12,34 €: Tageskosten ${formatEuro(before.total)} → ${formatEuro(after.total)}`,
  );
});
