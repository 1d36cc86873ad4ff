/**
 * Rezepte in a real browser against the whole stack: a kitchen finds a shared recipe, is refused a new
 * recipe whose slug exists, creates its own recipe, adds an ingredient, and after a reload the recipe is
 * still there (autosaved to its own recipes).
 */
import { randomBytes } from 'node:crypto';
import { slugify } from '@speiseplaner/shared';
import { useBrowser } from './support/browserHooks';
import { appUrl } from './support/pages';
import { adminDb, createUser } from './support/users';

jest.setTimeout(120_000);
const { openSignedIn } = useBrowser();

test('a kitchen creates a recipe, reloads, and it is still there', async () => {
  const kitchen = await createUser({
    tag: 'rezept',
    name: 'Kita Rezeptprobe',
    admin: false,
    features: { recipes: true },
  });
  const { page } = await openSignedIn(kitchen);

  await page.goto(appUrl('/app/rezepte'));
  await page.getByRole('searchbox', { name: 'Rezepte durchsuchen' }).fill('Kichererbsen');
  await page.getByRole('link', { name: 'Kichererbsen-Gemüse-Curry mit Naturreis' }).waitFor();

  await page.getByRole('button', { name: 'Neues Rezept' }).click();
  const dialog = page.getByRole('dialog', { name: 'Neues Rezept' });
  await dialog.getByLabel('Kurzbezeichnung').fill('kichererbsen-curry-naturreis');
  await dialog.getByRole('textbox', { name: /Name des Rezepts/ }).fill('Mein Curry');
  await dialog.getByRole('button', { name: 'Rezept anlegen' }).click();
  await dialog
    .getByText('Ein Rezept mit der Kurzbezeichnung „kichererbsen-curry-naturreis“ gibt es schon')
    .waitFor();

  const name = `Linsen-Dal ${randomBytes(2).toString('hex')}`;
  const slug = slugify(name);
  await dialog.getByLabel('Kurzbezeichnung').fill(slug);
  await dialog.getByRole('textbox', { name: /Name des Rezepts/ }).fill(name);
  await dialog.getByRole('button', { name: 'Rezept anlegen' }).click();
  await page.getByRole('heading', { name, level: 1 }).waitFor();
  expect(page.url()).toBe(appUrl(`/app/rezepte/${slug}`));

  await page.getByRole('combobox', { name: 'Zutat hinzufügen' }).fill('Rote Linsen');
  await page.getByRole('option').first().click();
  await page.getByRole('button', { name: 'Hinzufügen' }).click();
  const row = page.getByRole('table', { name: 'Zutaten des Rezepts' }).getByRole('row').nth(1);
  const ingredientName = (await row.getByRole('rowheader').textContent())!.trim();

  // Wait until the autosave stored the recipe with its ingredient in the kitchen's own recipes.
  let stored: { ingredients?: unknown[]; name?: string } | undefined;
  for (let i = 0; i < 80 && !stored?.ingredients?.length; i++) {
    await page.waitForTimeout(250);
    stored = (await adminDb().doc(`kitchens/${kitchen.uid}/recipes/${slug}`).get()).data();
  }
  expect(stored).toMatchObject({ name, owner: kitchen.uid });
  expect(stored?.ingredients).toHaveLength(1);
  await page.getByRole('status').filter({ hasText: 'Gespeichert' }).waitFor();

  await page.reload();
  await page.getByRole('heading', { name, level: 1 }).waitFor();
  await page
    .getByRole('table', { name: 'Zutaten des Rezepts' })
    .getByRole('rowheader', { name: ingredientName })
    .waitFor();
  await page.goto(appUrl('/app/rezepte'));
  await page.getByRole('searchbox', { name: 'Rezepte durchsuchen' }).fill(name);
  await page.getByRole('link', { name }).waitFor();
});
