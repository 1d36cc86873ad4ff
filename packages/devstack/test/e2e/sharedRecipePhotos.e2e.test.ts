/**
 * Photos of a shared recipe (issue #33): an admin adds one from the Verwaltung › Gemeinsame Rezepte, and a
 * cook of another kitchen sees it in the recipe list, in the recipe picker and on the recipe page, without
 * buttons to change it; the admin deletes it, and after a reload the cook sees it nowhere.
 *
 * Shared photos show in every kitchen of the stack the browser tests share, so the test takes a shared
 * recipe no other browser test uses (the last salad or dessert by its address) and deletes the photo
 * again at the end.
 */
import path from 'node:path';
import type { Page } from 'playwright-core';
import type { PhotoEntry, RecipeListEntry } from '@speiseplaner/shared';
import { useBrowser } from './support/browserHooks';
import { callController, idTokenOf } from './support/callables';
import { openAdminSection } from './support/headings';
import { loadedWidth } from './support/images';
import { appUrl } from './support/pages';
import { createCook, seededCatalogue, waitForWeek, weekPath } from './support/planPage';
import { pickerEntry, recipeListLink } from './support/recipeFinding';
import { createUser, type TestUser } from './support/users';

jest.setTimeout(300_000);
const browser = useBrowser();

const WAIT = { timeout: 120_000 };
const PHOTO_FILE = path.join(__dirname, '..', 'fixtures', 'rezeptfoto.jpg');
/** A week far ahead, away from other tests' weeks. */
const WEEK = '2041-W31';

/** The last salad or dessert (by address) whose name no other recipe contains: no other test plans it. */
function untouchedSharedRecipe(recipes: RecipeListEntry[]): RecipeListEntry {
  const names = recipes.map((r) => r.name);
  const side = recipes
    .filter((r) => ['salad', 'dessert'].includes(r.dishType))
    .filter((r) => names.filter((n) => n.includes(r.name)).length === 1)
    .sort((a, b) => a.slug.localeCompare(b.slug));
  return side[side.length - 1]!;
}

/**
 * Deletes whatever shared photos of the recipe are left (a test that failed before its own delete), so that
 * no other test, nor this one's retry, sees one.
 */
async function deleteSharedPhotos(admin: TestUser, recipeId: string): Promise<void> {
  const token = await idTokenOf(admin.email, admin.password);
  const listed = await callController('recipes/listImages', {}, token);
  const left = (
    (listed.result?.payload as { sharedPhotos?: PhotoEntry[] } | undefined)?.sharedPhotos ?? []
  ).filter((photo) => photo.recipeId === recipeId);
  for (const photo of left)
    await callController('recipes/deleteImage', { recipeId, imageId: photo.id, shared: true }, token);
}

async function openRecipePage(page: Page, recipe: RecipeListEntry): Promise<void> {
  await page.goto(appUrl(`/app/rezepte/${recipe.slug}`));
  await page.getByRole('heading', { name: recipe.name, level: 1 }).waitFor(WAIT);
}

test('an admin adds a photo to a shared recipe, every kitchen sees it, and the admin deletes it', async () => {
  const recipe = untouchedSharedRecipe((await seededCatalogue()).recipes);
  const admin = await createUser({
    tag: 'fotos-admin',
    name: 'Fachberatung Rezepte',
    admin: true,
    features: { recipes: true },
  });
  const cook = await createCook('fotos-gemeinsam', { kiga: 15 });
  try {
    await adminAddsAndDeletes(admin, cook, recipe);
  } finally {
    await deleteSharedPhotos(admin, recipe.slug);
  }
});

async function adminAddsAndDeletes(admin: TestUser, cook: TestUser, recipe: RecipeListEntry): Promise<void> {
  const prefix = `/fotos/shared/recipes/${recipe.slug}/`;

  // The admin: Verwaltung › Gemeinsame Rezepte, the recipe found by its name, its page.
  const { page: adminPage } = await browser.openSignedIn(admin);
  await openAdminSection(adminPage, 'Gemeinsame Rezepte');
  await adminPage.getByLabel('Gemeinsame Rezepte durchsuchen').fill(recipe.name);
  await adminPage
    .getByRole('table', { name: 'Gemeinsame Rezepte' })
    .getByRole('link', { name: recipe.name, exact: true })
    .click();
  await adminPage.getByRole('heading', { name: recipe.name, level: 1 }).waitFor(WAIT);
  await adminPage.getByText(/Ein Foto des fertigen Gerichts zeigt allen Küchen/).waitFor(WAIT);
  await adminPage.locator('input[type=file]:not([capture])').setInputFiles(PHOTO_FILE);
  const adminMain = adminPage.getByRole('main');
  expect(await loadedWidth(adminMain, prefix)).toBeGreaterThan(0);
  await adminPage.screenshot({ path: '/tmp/fotos-gemeinsam-admin.png', fullPage: true });

  // A cook of another kitchen: the thumbnail in the recipe list and the picker, the cover on the recipe
  // page, and no button to change a shared recipe's photos.
  const { page } = await browser.openSignedIn(cook);
  expect(await loadedWidth(await recipeListLink(page, recipe.name), prefix)).toBe(320);
  await page.goto(appUrl(weekPath(WEEK)));
  await waitForWeek(page, WEEK);
  expect(await loadedWidth(await pickerEntry(page, WEEK, 0, recipe.name), prefix)).toBe(320);
  await page.screenshot({ path: '/tmp/fotos-gemeinsam-auswahl.png' });
  await page.keyboard.press('Escape');
  await openRecipePage(page, recipe);
  const main = page.getByRole('main');
  expect(await loadedWidth(main, prefix)).toBeGreaterThan(0);
  expect(await page.getByRole('button', { name: 'Foto löschen' }).count()).toBe(0);
  expect(await page.getByRole('button', { name: 'Foto hochladen' }).count()).toBe(0);

  // The admin deletes it (and confirms): gone on the admin's page at once …
  await adminPage.getByRole('button', { name: 'Foto löschen' }).first().click();
  const question = adminPage.getByRole('dialog');
  await question.getByText(/für alle Küchen/).waitFor();
  await question.getByRole('button', { name: 'Löschen', exact: true }).click();
  await adminMain
    .locator(`img[src^="${prefix}"]`)
    .first()
    .waitFor({ state: 'detached', ...WAIT });

  // … and for the cook, after a reload, on the recipe page and in the list (counted once the page's
  // calls, the photo list among them, have answered).
  await openRecipePage(page, recipe);
  await page.waitForLoadState('networkidle');
  expect(await main.locator(`img[src^="${prefix}"]`).count()).toBe(0);
  const listAfter = await recipeListLink(page, recipe.name);
  await page.waitForLoadState('networkidle');
  expect(await listAfter.locator('img').count()).toBe(0);
}
