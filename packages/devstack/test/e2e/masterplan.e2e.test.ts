/**
 * Masterplan end to end (issue 7): an admin plans a masterplan week on /app/masterplan (autosaved with the
 * average costs the domain core computes from the shared prices); a kitchen with the masterplan feature
 * reads it and adopts it into its own Speiseplan; a kitchen with only the Speiseplan learns on
 * /app/masterplan what the Masterplan is, and adopts the week in its Speiseplan from a dialog that shows
 * each week with its dates and dishes and asks before replacing a planned week (issue 14).
 */
import {
  formatEuro,
  formatWeekRange,
  formatWeekShort,
  weekCost,
  type MasterplanWeek,
  type PlanWeek,
} from '@speiseplaner/shared';
import { PHONE_VIEWPORT } from './support/accessibility';
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
  const { page } = await browser.openSignedIn(admin);
  await page.goto(appUrl(`/app/masterplan?woche=${WEEK}`));
  await page.getByRole('heading', { name: 'Masterplan', level: 1 }).waitFor({ timeout: 60_000 });
  await dayCard(page, WEEK, 0).getByText('Noch kein Rezept geplant.').waitFor({ timeout: 60_000 });
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
  // The cost chart's drawing arrives as a chunk of its own (the charts library) and draws the week.
  await page
    .getByRole('figure', { name: 'Durchschnittskosten je Woche mit Trend' })
    .getByTestId('chart-drawing')
    .locator('svg')
    .first()
    .waitFor({ timeout: 60_000 });

  // A kitchen with the masterplan feature reads the week (no edit controls) and adopts it.
  const cook = await createUser({
    tag: 'masterplan-cook',
    name: 'Kita Löwenzahn',
    admin: false,
    features: { masterplan: true, plan: true, recipes: true },
  });
  const reader = (await browser.openSignedIn(cook)).page;
  await reader.goto(appUrl(`/app/masterplan?woche=${WEEK}`));
  await dayCard(reader, WEEK, 0).getByText(monday!.name, { exact: true }).waitFor({ timeout: 60_000 });
  expect(await reader.getByRole('button', { name: 'Rezept hinzufügen' }).count()).toBe(0);
  await reader.getByRole('button', { name: 'In meinen Speiseplan übernehmen' }).click();
  await reader
    .getByRole('dialog', { name: 'In meinen Speiseplan übernehmen' })
    .getByRole('button', { name: 'Übernehmen' })
    .click();
  await reader.getByRole('heading', { name: 'Speiseplan', level: 1 }).waitFor({ timeout: 60_000 });
  await dayCard(reader, WEEK, 2).getByText(wednesday!.name, { exact: true }).waitFor({ timeout: 60_000 });
  expect(new URL(reader.url()).search).toBe(`?woche=${WEEK}`);
  await eventually(
    () => storedWeek(cook.uid, WEEK),
    (w?: PlanWeek) => expect(w?.days.map((d) => d.recipes)).toEqual(days.map((d) => d.recipes)),
  );

  // A kitchen with only the Speiseplan: /app/masterplan explains what the Masterplan is and how to get it.
  const planOnly = await createUser({
    tag: 'plan-only',
    name: 'Kita Kleeblatt',
    admin: false,
    features: { plan: true },
  });
  const cookPage = (await browser.openSignedIn(planOnly)).page;
  await cookPage.goto(appUrl('/app/masterplan'));
  await cookPage.getByRole('heading', { name: 'Masterplan', level: 1 }).waitFor({ timeout: 60_000 });
  await cookPage
    .getByText('Der Masterplan ist eine Sammlung fertiger Wochenpläne', { exact: false })
    .waitFor();
  const howTo = cookPage.getByRole('region', { name: 'So bekommen Sie den ganzen Masterplan' });
  expect(await howTo.getByRole('link', { name: 'Kontaktseite' }).getAttribute('href')).toBe(
    '/artikel/kontakt',
  );
  expect(await cookPage.getByText('nicht freigeschaltet', { exact: false }).count()).toBe(0);
  await cookPage.screenshot({ path: '/tmp/h6-masterplan-intro-desktop.png', fullPage: true });
  await cookPage.setViewportSize(PHONE_VIEWPORT);
  await cookPage.screenshot({ path: '/tmp/h6-masterplan-intro-phone.png', fullPage: true });
  await cookPage.setViewportSize({ width: 1280, height: 800 });

  // It adopts the same week from the plan page's dialog: each week with its dates and dishes per day.
  await cookPage.goto(appUrl(`/app/plan?woche=${WEEK}`));
  await dayCard(cookPage, WEEK, 0).waitFor({ timeout: 60_000 });
  await cookPage.getByRole('button', { name: 'Masterplan-Woche übernehmen' }).click();
  const dialog = cookPage.getByRole('dialog', { name: 'Masterplan-Woche übernehmen' });
  const offered = dialog.getByRole('region', { name: formatWeekRange(WEEK) });
  // "KW 20 übernehmen", or "KW 20/2039 übernehmen" when another year's week 20 is listed too.
  const adoptWeek = new RegExp(`^${formatWeekShort(WEEK)}(/2039)? übernehmen$`);
  await offered.getByText(monday!.name, { exact: false }).first().waitFor({ timeout: 60_000 });
  await offered.getByText(wednesday!.name, { exact: false }).first().waitFor();
  await offered.screenshot({ path: '/tmp/h6-masterplan-dialog-week.png' });
  await cookPage.screenshot({ path: '/tmp/h6-masterplan-dialog-desktop.png' });
  await cookPage.setViewportSize(PHONE_VIEWPORT);
  await cookPage.screenshot({ path: '/tmp/h6-masterplan-dialog-phone.png' });
  await cookPage.setViewportSize({ width: 1280, height: 800 });
  await offered.getByRole('button', { name: adoptWeek }).click();
  await dayCard(cookPage, WEEK, 0).getByText(monday!.name, { exact: true }).waitFor();
  await eventually(
    () => storedWeek(planOnly.uid, WEEK),
    (w?: PlanWeek) => expect(w?.days.map((d) => d.recipes)).toEqual(days.map((d) => d.recipes)),
  );

  // Now the week holds two dishes: adopting again asks first, and "Abbrechen" keeps the week.
  await cookPage.getByRole('button', { name: 'Masterplan-Woche übernehmen' }).click();
  await offered.getByRole('button', { name: adoptWeek }).click();
  const ask = cookPage.getByRole('dialog', { name: 'Woche ersetzen?' });
  await ask
    .getByText(`Die Woche ${formatWeekShort(WEEK)} enthält bereits 2 Gerichte. Ersetzen?`)
    .waitFor({ timeout: 60_000 });
  await cookPage.screenshot({ path: '/tmp/h6-masterplan-replace-desktop.png' });
  await cookPage.setViewportSize(PHONE_VIEWPORT);
  await cookPage.screenshot({ path: '/tmp/h6-masterplan-replace-phone.png' });
  await cookPage.setViewportSize({ width: 1280, height: 800 });
  await ask.getByRole('button', { name: 'Abbrechen' }).click();
  await ask.waitFor({ state: 'detached' });
  await dialog.getByRole('button', { name: 'Abbrechen' }).click();
  await dialog.waitFor({ state: 'detached' });
  await dayCard(cookPage, WEEK, 2).getByText(wednesday!.name, { exact: true }).waitFor();

  // The masterplan itself is unchanged by the adoptions.
  expect((await storedMasterplanWeek())?.version).toBe(stored!.version);
});
