/**
 * The Verwaltung's Zutatenkatalog against the whole stack (issue #13): an admin adds an ingredient with
 * allergens, an additive and nutrients; it is stored in the shared catalogue as typed, and a kitchen's
 * recipe that uses it shows its allergen marks once the kitchen's planner loads the catalogue
 * (`ingredients/checkFetch`).
 */
import type { Ingredient } from '@speiseplaner/shared';
import { RecipeSchema } from '@speiseplaner/shared';
import { useBrowser } from './support/browserHooks';
import { appUrl } from './support/pages';
import { signInWithPassword, waitUntilSignedIn } from './support/signIn';
import { adminDb, createUser } from './support/users';

jest.setTimeout(180_000);
const browser = useBrowser();

async function catalogueEntry(slug: string): Promise<Ingredient | undefined> {
  const items = ((await adminDb().doc('catalogue/ingredients').get()).data()?.items ?? []) as Ingredient[];
  return items.find((i) => i.slug === slug);
}

test('an admin adds an ingredient with allergens and nutrients; a kitchen recipe with it shows the marks', async () => {
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
  const { page } = await browser.open();
  await signInWithPassword(page, admin.email, admin.password);
  await waitUntilSignedIn(page);
  const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
  await nav.getByRole('button', { name: 'Verwaltung' }).click();
  await nav.getByRole('link', { name: 'Zutatenkatalog' }).click();
  await page.getByRole('table', { name: 'Zutatenkatalog' }).waitFor({ timeout: 30_000 });
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
  await page.getByRole('status').filter({ hasText: 'Gespeichert' }).waitFor({ timeout: 30_000 });

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
  await adminDb().doc(`users/${kitchen.uid}/recipes/${recipe.slug}`).set(recipe);

  const cook = await browser.open();
  await signInWithPassword(cook.page, kitchen.email, kitchen.password);
  await waitUntilSignedIn(cook.page);
  await cook.page.goto(appUrl(`/app/rezepte/${recipe.slug}`));
  await cook.page.getByRole('heading', { level: 1, name: 'Lupinen-Bratlinge' }).waitFor({ timeout: 30_000 });
  for (const mark of ['1 Konservierungsstoffe', '19 Sellerie', '23 Lupinen'])
    await cook.page.getByText(mark, { exact: true }).waitFor({ timeout: 30_000 });
});
