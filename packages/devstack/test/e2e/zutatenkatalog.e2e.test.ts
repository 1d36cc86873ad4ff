/**
 * The Verwaltung's Zutatenkatalog against the whole stack (issue #13): an admin adds an ingredient with
 * allergens, an additive and nutrients; it is stored in the shared catalogue as typed, and a kitchen's
 * recipe that uses it shows its allergen marks once the kitchen's planner loads the catalogue
 * (`ingredients/checkFetch`); the admin takes that recipe into the shared recipes (Verwaltung › Küchen),
 * and another kitchen's plan with it shows the marks and the cost the domain core computes.
 */
import type { Ingredient } from '@speiseplaner/shared';
import { allergenLabel, dayCost, formatEuro, RecipeSchema } from '@speiseplaner/shared';
import { useBrowser } from './support/browserHooks';
import { openAdminSection } from './support/headings';
import { appUrl } from './support/pages';
import { dayCard, plannerDataFor, waitForWeek, weekPath } from './support/planPage';
import { adminDb, createUser } from './support/users';

jest.setTimeout(240_000);
const browser = useBrowser();

const WEEK = '2030-W30';

async function catalogueEntry(slug: string): Promise<Ingredient | undefined> {
  const items = ((await adminDb().doc('catalogue/ingredients').get()).data()?.items ?? []) as Ingredient[];
  return items.find((i) => i.slug === slug);
}

test('an admin adds an ingredient with allergens and nutrients; shared in a recipe, a plan shows marks and cost', async () => {
  const stamp = Date.now();
  const name = `Lupinenschrot ${stamp}`;
  const slug = `lupinenschrot-${stamp}`;
  const admin = await createUser({
    tag: 'zutatenkatalog',
    name: 'Fachberatung Katalog',
    admin: true,
    features: { recipes: true, ingredients: true },
  });
  const kitchen = await createUser({
    tag: 'lupinen',
    name: 'Kita Lupine',
    admin: false,
    features: { recipes: true, ingredients: true },
  });

  // The admin: Verwaltung › Zutatenkatalog › Neue Zutat.
  const { page } = await browser.openSignedIn(admin);
  const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
  await openAdminSection(page, 'Zutatenkatalog');
  await page.getByRole('table', { name: 'Zutatenkatalog' }).waitFor();
  await page.getByRole('link', { name: 'Neue Zutat' }).click();
  await page.getByRole('heading', { level: 1, name: 'Neue Zutat' }).waitFor();
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await page.getByRole('combobox', { name: 'Lebensmittelgruppe' }).click();
  await page.getByRole('option', { name: 'Hülsenfrüchte' }).click();
  await page.getByRole('checkbox', { name: 'Lupinen (23)' }).check();
  await page.getByRole('checkbox', { name: 'Sellerie (19)' }).check();
  await page.getByRole('checkbox', { name: 'Konservierungsstoffe (1)' }).check();
  await page.getByRole('textbox', { name: 'Energie (kcal)' }).fill('371');
  await page.getByRole('textbox', { name: 'Eiweiß (g)' }).fill('39,2');
  await page.getByRole('checkbox', { name: 'Hülsenfrüchte' }).check();
  await page.getByRole('textbox', { name: 'Preis in € für 100 g' }).fill('0,89');
  await page.getByRole('button', { name: 'Preis hinzufügen' }).click();
  await page.getByRole('button', { name: 'Zutat anlegen' }).click();
  await page.getByRole('heading', { level: 1, name }).waitFor();
  await page.getByRole('status').filter({ hasText: 'Gespeichert' }).waitFor();

  let stored = await catalogueEntry(slug);
  for (let i = 0; i < 40 && !stored; i++) {
    await page.waitForTimeout(250);
    stored = await catalogueEntry(slug);
  }
  expect(stored).toMatchObject({
    name,
    foodGroup: 'legumes',
    allergens: ['1', '19', '23'],
    calories: 371,
    components: { protein: 39.2, carbs: 0, fat: 0, fiber: 0, salt: 0 },
    isLegume: true,
    isOrganic: true,
    version: 1,
    prices: [{ price: 0.89, referenceAmount: 100 }],
  });

  // The kitchen's own recipe with the new ingredient (written as recipes/save would store it).
  const recipe = RecipeSchema.parse({
    slug: `lupinen-bratlinge-${stamp}`,
    name: 'Lupinen-Bratlinge',
    portions: 10,
    ingredients: [{ slug, amount: 400 }],
    owner: kitchen.uid,
    version: 1,
  });
  await adminDb().doc(`kitchens/${kitchen.uid}/recipes/${recipe.slug}`).set(recipe);
  // … and its entry in the kitchen's recipe list, which the Verwaltung lists below.
  const { method: _method, ...entry } = recipe;
  await adminDb()
    .doc(`kitchens/${kitchen.uid}/meta/recipes`)
    .set({ items: [entry], version: 1 });

  const cook = await browser.openSignedIn(kitchen);
  await cook.page.goto(appUrl(`/app/rezepte/${recipe.slug}`));
  await cook.page.getByRole('heading', { level: 1, name: 'Lupinen-Bratlinge' }).waitFor();
  for (const mark of ['1 Konservierungsstoffe', '19 Sellerie', '23 Lupinen'])
    await cook.page.getByText(mark, { exact: true }).waitFor();

  // The admin takes the kitchen's recipe into the shared ones: Verwaltung › Küchen › Rezepte.
  await nav.getByRole('link', { name: 'Küchen' }).click();
  await page.getByRole('searchbox', { name: 'Küchen durchsuchen' }).fill(kitchen.email);
  await page.getByRole('button', { name: 'Rezepte von Kita Lupine' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rezepte von Kita Lupine' });
  await dialog.getByRole('button', { name: 'Für alle Küchen übernehmen' }).click();
  await dialog.getByRole('button', { name: '„Lupinen-Bratlinge“ übernehmen' }).click();
  await dialog.getByRole('link', { name: 'gemeinsames Rezept ansehen' }).waitFor();
  expect(await dialog.getByRole('link', { name: 'gemeinsames Rezept ansehen' }).getAttribute('href')).toBe(
    `/app/rezepte/${recipe.slug}`,
  );
  await dialog.getByRole('button', { name: 'Schließen' }).click();

  // Another kitchen plans the shared recipe: its day shows the new ingredient's marks and its cost.
  const neighbour = await createUser({
    tag: 'nachbar',
    name: 'Kita Nachbarschaft',
    admin: false,
    features: { plan: true, recipes: true, ingredients: true },
  });
  await adminDb()
    .doc(`kitchens/${neighbour.uid}`)
    .update({ heads: { kiga: 20 } });
  await adminDb()
    .doc(`kitchens/${neighbour.uid}/weeks/${WEEK}`)
    .set({
      id: WEEK,
      days: [{ recipes: [recipe.slug] }, ...Array.from({ length: 4 }, () => ({ recipes: [] }))],
      average: 0,
      version: 1,
    });
  const expected = dayCost(await plannerDataFor({ kiga: 20 }), { recipes: [recipe.slug] });
  expect(expected.total).toBeGreaterThan(0);
  const other = await browser.openSignedIn(neighbour, { after: weekPath(WEEK) });
  await waitForWeek(other.page, WEEK);
  const monday = dayCard(other.page, WEEK, 0);
  await monday.getByText('Lupinen-Bratlinge', { exact: true }).waitFor();
  const marks = monday.getByTestId('day-allergens');
  await marks.waitFor();
  for (const code of ['1', '19', '23']) expect(await marks.textContent()).toContain(allergenLabel(code));
  await monday
    .getByTestId('day-total')
    .filter({ hasText: formatEuro(expected.total) })
    .waitFor();
});
