/** Finding a recipe by its name where a cook looks for one: the recipe list and the recipe picker of a day. */
import { WEEKDAYS } from '@speiseplaner/shared';
import type { Locator, Page } from 'playwright-core';
import { appUrl } from './pages';
import { dayCard } from './planPage';

/** Generous: photos and the recipe list come from the backend of a shared, loaded machine. */
const WAIT = { timeout: 120_000 };

/** The recipe list searched for `name`: the recipe's link, once it shows. */
export async function recipeListLink(page: Page, name: string): Promise<Locator> {
  await page.goto(appUrl('/app/rezepte'));
  await page.getByRole('searchbox', { name: 'Rezepte durchsuchen' }).fill(name);
  const link = page.getByRole('link', { name, exact: true });
  await link.waitFor(WAIT);
  return link;
}

/** On the week shown, the picker of `day` searched for `name`: the entry found, not picked. */
export async function pickerEntry(page: Page, weekId: string, day: number, name: string): Promise<Locator> {
  await dayCard(page, weekId, day).getByRole('button', { name: 'Rezept hinzufügen' }).click();
  const dialog = page.getByRole('dialog', { name: `Rezept für ${WEEKDAYS[day]!.label} hinzufügen` });
  await dialog.getByRole('searchbox', { name: 'Rezepte durchsuchen' }).fill(name);
  const entry = dialog
    .getByRole('list', { name: 'Gefundene Rezepte' })
    .getByRole('button', { name: new RegExp(`^${name}`) });
  await entry.waitFor(WAIT);
  return entry;
}
