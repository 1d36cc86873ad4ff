/**
 * Zutaten in a real browser against the whole stack: a kitchen finds Möhren by searching "Karotten" (the
 * other name of the food), edits its own price with a German comma in the dialog 'Preis editieren:
 * Möhren', it is stored in its user document as the whole price map, and the recipe page's total cost
 * changes to what the domain core computes with that price.
 */
import type { Page } from 'playwright-core';
import {
  formatPrice,
  preparePlannerData,
  recipeCost,
  RecipeSchema,
  today,
  type Ingredient,
} from '@speiseplaner/shared';
import { useBrowser } from './support/browserHooks';
import { appUrl } from './support/pages';
import { signInWithPassword, waitUntilSignedIn } from './support/signIn';
import { adminDb, createUser } from './support/users';

jest.setTimeout(120_000);
const { open } = useBrowser();

const RECIPE = 'kichererbsen-curry-naturreis';
const HEADS = { kiga: 20 }; // createUser's default heads

async function totalCost(page: Page): Promise<string> {
  const cell = page.getByTestId('recipe-total-cost');
  await cell.waitFor();
  return (await cell.textContent())!.trim();
}

async function expectedTotal(prices: Record<string, { price: number; amount: number }>): Promise<string> {
  const catalogue = (await adminDb().doc('catalogue/ingredients').get()).data()!.items as Ingredient[];
  const recipe = RecipeSchema.parse((await adminDb().doc(`recipes/${RECIPE}`).get()).data());
  const data = preparePlannerData({ ingredients: catalogue, userPrices: prices, today: today() });
  return formatPrice(recipeCost(data, recipe, HEADS));
}

test('an own price typed with a comma changes the cost of a recipe', async () => {
  const kitchen = await createUser({
    tag: 'preise',
    name: 'Kita Preisprobe',
    admin: false,
    features: { recipes: true, ingredients: true },
  });
  const { page } = await open();
  await signInWithPassword(page, kitchen.email, kitchen.password);
  await waitUntilSignedIn(page);

  await page.goto(appUrl(`/app/rezepte/${RECIPE}`));
  const before = await totalCost(page);
  expect(before).toBe(await expectedTotal({}));

  await page.goto(appUrl('/app/zutaten'));
  await page.getByText('Beispielpreise').first().waitFor();
  await page.getByRole('searchbox', { name: 'Zutaten durchsuchen' }).fill('Karotten');
  // The search finds the catalogue's Möhren under their other name (shared matchesSearch).
  await page.getByRole('rowheader', { name: 'Möhren', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Preis editieren: Möhren' });
  const price = dialog.getByRole('textbox', { name: 'Eigener Preis' });
  await price.fill('3,75');
  await price.press('Tab');

  // Stored as the whole map in the user's document.
  let stored: Record<string, { price: number; amount: number }> = {};
  for (let i = 0; i < 60 && !stored.karotten; i++) {
    await page.waitForTimeout(250);
    stored = ((await adminDb().doc(`kitchens/${kitchen.uid}`).get()).data()?.prices ?? {}) as typeof stored;
  }
  expect(stored.karotten?.price).toBe(3.75);
  await expect(dialog.getByRole('alert').count()).resolves.toBe(0);
  await dialog.getByRole('button', { name: 'Schließen' }).click();
  await page
    .getByRole('row', { name: /Möhren/ })
    .getByText('eigene', { exact: true })
    .waitFor();

  await page.goto(appUrl(`/app/rezepte/${RECIPE}`));
  const after = await totalCost(page);
  expect(after).toBe(await expectedTotal(stored));
  expect(after).not.toBe(before);
});
