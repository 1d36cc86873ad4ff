/**
 * The Speiseplan as a cook uses it in the browser (labels from packages/web/src/features/plan/), and the
 * seeded catalogue and recipes read from the emulator, so tests compute expected costs with the domain core.
 */
import type { Locator, Page } from 'playwright-core';
import {
  formatGermanDate,
  preparePlannerData,
  today,
  WEEKDAYS,
  weekDates,
  type Headcounts,
  type PlannerData,
  type PlanDay,
  type PlanWeek,
  type RecipeListEntry,
} from '@speiseplaner/shared';
import { appUrl, WAIT_MS } from './pages';
import { adminDb, createUser, kitchenData, kitchenDoc, type TestUser } from './users';

/** A kitchen with the planner features and these default heads. */
export async function createCook(tag: string, heads: Headcounts): Promise<TestUser> {
  const cook = await createUser({
    tag,
    name: 'Kita Pusteblume',
    admin: false,
    features: { plan: true, recipes: true, ingredients: true },
  });
  await kitchenDoc(cook).update({ heads });
  return cook;
}

/** The seeded ingredient catalogue and shared recipes, as the backend serves them now. */
export async function seededCatalogue(): Promise<{ ingredients: unknown[]; recipes: RecipeListEntry[] }> {
  const [ingredients, recipes] = await Promise.all([
    adminDb().doc('catalogue/ingredients').get(),
    adminDb().doc('catalogue/recipes').get(),
  ]);
  const catalogue = {
    ingredients: (ingredients.data()?.items ?? []) as unknown[],
    recipes: (recipes.data()?.items ?? []) as RecipeListEntry[],
  };
  if (!catalogue.ingredients.length || !catalogue.recipes.length)
    throw new Error(
      'Der Seed enthält keine Zutaten oder Rezepte: exportiert @speiseplaner/content INGREDIENTS und RECIPES?',
    );
  return catalogue;
}

export async function plannerDataFor(heads: Headcounts): Promise<PlannerData> {
  const { ingredients, recipes } = await seededCatalogue();
  return preparePlannerData({ ingredients, recipes, defaultHeads: heads, today: today() });
}

const MAIN_DISHES = ['nudel', 'component', 'pan', 'soup', 'sweet'];

/** `count` main dishes with names no other recipe contains (so a search for the name finds only it). */
export function distinctRecipes(recipes: RecipeListEntry[], count: number): RecipeListEntry[] {
  const names = recipes.map((r) => r.name);
  return recipes
    .filter((r) => MAIN_DISHES.includes(r.dishType) && names.filter((n) => n.includes(r.name)).length === 1)
    .sort((a, b) => a.slug.localeCompare(b.slug))
    .slice(0, count);
}

/** The stored week of a kitchen (its id; a user's own kitchen has the uid), straight from the emulator. */
export async function storedWeek(kitchenId: string, weekId: string): Promise<PlanWeek | undefined> {
  const snap = await kitchenData({ kitchenId }, `weeks/${weekId}`).get();
  return snap.exists ? (snap.data() as PlanWeek) : undefined;
}

/**
 * A week's days as the cook planned them: dishes and headcounts, without the revision and author the
 * server stamps on each changed day (docs/domain-rules.md, "Two cooks on one week").
 */
export function plannedDays(days: readonly PlanDay[] | undefined): PlanDay[] | undefined {
  return days?.map(({ recipes, heads }) => (heads ? { recipes, heads } : { recipes }));
}

/**
 * A hang guard, not a speed limit (the planner's load time lives in the benchmark): CI saw a week take
 * more than 20 s while the other two test lanes filled both cores.
 */
const WEEK_LOADED = { timeout: 60_000 };

/** The Speiseplan's address for a week. */
export const weekPath = (weekId: string) => `/app/plan?woche=${weekId}`;

/** Waits until the Speiseplan shows the week with its overview. */
export async function waitForWeek(page: Page, weekId: string): Promise<void> {
  await dayCard(page, weekId, 0).waitFor(WEEK_LOADED);
  // The week's overview appears above the day cards once recipes and prices are there; waiting for it
  // keeps a click from landing while the cards move down (CI saw 'Rezept hinzufügen' clicked mid-shift).
  await page.getByRole('region', { name: 'Woche im Überblick' }).waitFor(WEEK_LOADED);
}

/**
 * Opens the week in a page already signed in (a new page load). Right after `openSignedIn`, pass
 * `{ after: weekPath(weekId) }` to it and call `waitForWeek` instead: the sign-in then lands on the week
 * and the app loads once, not twice (docs/testing.md, "Test time").
 */
export async function openWeek(page: Page, weekId: string): Promise<void> {
  await page.goto(appUrl(weekPath(weekId)));
  await waitForWeek(page, weekId);
}

export function dayCard(page: Page, weekId: string, day: number): Locator {
  return page.getByRole('region', {
    name: `${WEEKDAYS[day]!.label}, ${formatGermanDate(weekDates(weekId)[day]!)}`,
  });
}

/** 'Rezept hinzufügen' on a day, search by name, pick it. */
export async function addRecipe(page: Page, weekId: string, day: number, name: string): Promise<void> {
  await dayCard(page, weekId, day).getByRole('button', { name: 'Rezept hinzufügen' }).click();
  const dialog = page.getByRole('dialog', { name: `Rezept für ${WEEKDAYS[day]!.label} hinzufügen` });
  await dialog.getByRole('searchbox', { name: 'Rezepte durchsuchen' }).fill(name);
  await dialog.getByRole('list', { name: 'Gefundene Rezepte' }).getByText(name, { exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/** The autosave state beside the page title. */
export function saveStatus(page: Page): Locator {
  return page
    .getByRole('status')
    .filter({ hasText: /Gespeichert|Speichert|Nicht gespeichert|Neuere Version/ });
}

export async function waitUntilSaved(page: Page, timeout = WAIT_MS): Promise<void> {
  await page
    .getByRole('status')
    .filter({ hasText: /^Gespeichert$/ })
    .waitFor({ timeout });
}
