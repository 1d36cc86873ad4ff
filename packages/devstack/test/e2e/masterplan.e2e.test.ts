/**
 * Masterplan end to end (issue 7): an admin plans a masterplan week on /app/masterplan (autosaved with the
 * average costs the domain core computes from the shared prices); a kitchen with the masterplan feature
 * reads it and adopts it into its own Speiseplan; a kitchen with only the Speiseplan adopts it there.
 */
import { formatEuro, weekCost, type MasterplanWeek, type PlanWeek } from '@speiseplaner/shared';
import { useBrowser } from './support/browserHooks';
import {
  addRecipe,
  dayCard,
  distinctRecipes,
  plannerDataFor,
  seededCatalogue,
  storedWeek,
} from './support/planPage';
import { appUrl } from './support/pages';
import { adminDb, createUser } from './support/users';
import { signInWithPassword, waitUntilSignedIn } from './support/signIn';

jest.setTimeout(180_000);
const browser = useBrowser();

/** Far ahead, so the seeded weeks and other tests' weeks are not in the way; cleared before the test. */
const WEEK = '2039-W20';

/** Polls until `check` passes (the autosave writes 1 s after the last edit). */
async function eventually<T>(
  read: () => Promise<T>,
  check: (value: T) => void,
  timeout = 30_000,
): Promise<T> {
  const until = Date.now() + timeout;
  for (;;) {
    const value = await read();
    try {
      check(value);
      return value;
    } catch (error) {
      if (Date.now() > until) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

const storedMasterplanWeek = async () =>
  (await adminDb().doc(`masterplan/${WEEK}`).get()).data() as MasterplanWeek | undefined;

test('an admin edits a masterplan week and a user adopts it', async () => {
  await adminDb().doc(`masterplan/${WEEK}`).delete();
  const [monday, wednesday] = distinctRecipes((await seededCatalogue()).recipes, 2);
  const admin = await createUser({
    tag: 'masterplan-admin',
    name: 'Zentrale Bio-Küche',
    admin: true,
    features: { masterplan: true, plan: true, recipes: true, ingredients: true },
  });

  // The admin: the missing week shows five empty days, two recipes are added and saved with their costs.
  const { page } = await browser.open();
  await signInWithPassword(page, admin.email, admin.password);
  await waitUntilSignedIn(page);
  await page.goto(appUrl(`/app/masterplan?woche=${WEEK}`));
  await page.getByRole('heading', { name: 'Masterplan', level: 1 }).waitFor({ timeout: 20_000 });
  await dayCard(page, WEEK, 0).getByText('Noch kein Rezept geplant.').waitFor({ timeout: 20_000 });
  await addRecipe(page, WEEK, 0, monday!.name);
  await addRecipe(page, WEEK, 2, wednesday!.name);
  const days = [[monday!.slug], [], [wednesday!.slug], [], []].map((recipes) => ({ recipes }));
  const expected = weekCost(await plannerDataFor({ kiga: 1 }), { id: WEEK, days }).average;
  const stored = await eventually(storedMasterplanWeek, (w) => {
    expect(w?.days).toEqual(days);
    expect(w?.average).toBeCloseTo(expected, 9);
  });
  expect(stored).not.toHaveProperty('averageCosts');
  await page
    .getByTestId('week-average')
    .filter({ hasText: formatEuro(expected) })
    .waitFor();
  const row = page
    .getByRole('table', { name: 'Wochen des Masterplans' })
    .getByRole('row')
    .filter({ hasText: WEEK });
  await row.filter({ hasText: monday!.name }).waitFor();

  // A kitchen with the masterplan feature reads the week (no edit controls) and adopts it.
  const cook = await createUser({
    tag: 'masterplan-cook',
    name: 'Kita Löwenzahn',
    admin: false,
    features: { masterplan: true, plan: true, recipes: true },
  });
  const reader = (await browser.open()).page;
  await signInWithPassword(reader, cook.email, cook.password);
  await waitUntilSignedIn(reader);
  await reader.goto(appUrl(`/app/masterplan?woche=${WEEK}`));
  await dayCard(reader, WEEK, 0).getByText(monday!.name, { exact: true }).waitFor({ timeout: 20_000 });
  expect(await reader.getByRole('button', { name: 'Rezept hinzufügen' }).count()).toBe(0);
  await reader.getByRole('button', { name: 'In meinen Speiseplan übernehmen' }).click();
  await reader
    .getByRole('dialog', { name: 'In meinen Speiseplan übernehmen' })
    .getByRole('button', { name: 'Übernehmen' })
    .click();
  await reader.getByRole('heading', { name: 'Speiseplan', level: 1 }).waitFor({ timeout: 20_000 });
  await dayCard(reader, WEEK, 2).getByText(wednesday!.name, { exact: true }).waitFor({ timeout: 20_000 });
  expect(new URL(reader.url()).search).toBe(`?woche=${WEEK}`);
  await eventually(
    () => storedWeek(cook.uid, WEEK),
    (w?: PlanWeek) => expect(w?.days.map((d) => d.recipes)).toEqual(days.map((d) => d.recipes)),
  );

  // A kitchen with only the Speiseplan adopts the same week from the plan page's dialog.
  const planOnly = await createUser({
    tag: 'plan-only',
    name: 'Kita Kleeblatt',
    admin: false,
    features: { plan: true },
  });
  const cookPage = (await browser.open()).page;
  await signInWithPassword(cookPage, planOnly.email, planOnly.password);
  await waitUntilSignedIn(cookPage);
  await cookPage.goto(appUrl(`/app/plan?woche=${WEEK}`));
  await dayCard(cookPage, WEEK, 0).waitFor({ timeout: 20_000 });
  await cookPage.getByRole('button', { name: 'Masterplan-Woche übernehmen' }).click();
  const dialog = cookPage.getByRole('dialog', { name: 'Masterplan-Woche übernehmen' });
  await dialog.getByText(`Woche ${WEEK}`, { exact: true }).click({ timeout: 20_000 });
  await dayCard(cookPage, WEEK, 0).getByText(monday!.name, { exact: true }).waitFor();
  await eventually(
    () => storedWeek(planOnly.uid, WEEK),
    (w?: PlanWeek) => expect(w?.days.map((d) => d.recipes)).toEqual(days.map((d) => d.recipes)),
  );
  // The masterplan itself is unchanged by the adoptions.
  expect((await storedMasterplanWeek())?.version).toBe(stored!.version);
});
