/**
 * Statistik access: a kitchen without the usage feature gets a German notice on /statistik, no sidebar
 * entry, and the backend refuses plan/stats to it as well; an admin with the feature sees the figures
 * across kitchens (counts only).
 */
import { isoWeekId } from '@speiseplaner/shared';
import { useBrowser } from './support/browserHooks';
import { callController, idTokenOf } from './support/callables';
import { appUrl } from './support/pages';
import { signInWithPassword, waitUntilSignedIn } from './support/signIn';
import { createUser } from './support/users';

jest.setTimeout(120_000);
const browser = useBrowser();

const KITCHEN_FEATURES = { plan: true, recipes: true, shopping: true, ingredients: true, videos: true };

test('a kitchen without the usage feature cannot open /statistik, and the backend refuses plan/stats too', async () => {
  const cook = await createUser({
    tag: 'stats-no',
    name: 'Kita Regenbogen',
    admin: false,
    features: KITCHEN_FEATURES,
  });
  const { page } = await browser.open();
  await signInWithPassword(page, cook.email, cook.password);
  await waitUntilSignedIn(page);

  const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
  await nav.getByRole('link', { name: 'Speiseplan', exact: true }).waitFor();
  expect(await nav.getByRole('link', { name: 'Statistik', exact: true }).count()).toBe(0);

  await page.goto(appUrl('/statistik'));
  await page.getByRole('heading', { level: 1, name: 'Statistik' }).waitFor({ timeout: 20_000 });
  await page.getByText('Die Statistik ist für Ihr Konto nicht freigeschaltet.', { exact: false }).waitFor();
  expect(await page.getByRole('region', { name: 'Kosten je Portion' }).count()).toBe(0);

  const answer = await callController('plan/stats', {}, await idTokenOf(cook.email, cook.password));
  expect(answer.result).toBeUndefined();
  expect(answer.error).toMatchObject({
    status: 'PERMISSION_DENIED',
    message: 'Nur Administratoren dürfen das.',
  });

  // Being an admin is not enough: the feature flag is checked as well.
  const adminWithout = await createUser({
    tag: 'stats-admin-no',
    name: 'Zentrale ohne Statistik',
    admin: true,
    features: { ...KITCHEN_FEATURES, masterplan: true },
  });
  const refused = await callController(
    'plan/stats',
    {},
    await idTokenOf(adminWithout.email, adminWithout.password),
  );
  expect(refused.result).toBeUndefined();
  expect(refused.error).toMatchObject({
    status: 'PERMISSION_DENIED',
    message: 'Diese Funktion ist für Ihr Konto nicht freigeschaltet (usage).',
  });
});

test('an admin with the usage feature sees its own figures and the use across kitchens, as counts only', async () => {
  const admin = await createUser({
    tag: 'stats-admin',
    name: 'Zentrale Auswertung',
    admin: true,
    features: { ...KITCHEN_FEATURES, masterplan: true, usage: true },
  });
  const { page } = await browser.open();
  await signInWithPassword(page, admin.email, admin.password);
  await waitUntilSignedIn(page);
  await page
    .getByRole('navigation', { name: 'Hauptnavigation' })
    .getByRole('link', { name: 'Statistik', exact: true })
    .click();
  await page.getByRole('heading', { level: 1, name: 'Statistik' }).waitFor({ timeout: 20_000 });

  // A new account has planned nothing yet: a notice instead of an empty chart.
  const costs = page.getByRole('region', { name: 'Kosten je Portion' });
  await costs.getByText('ist noch nichts geplant', { exact: false }).waitFor({ timeout: 20_000 });
  expect(await costs.getByRole('img').count()).toBe(0);

  // Once this week has a dish, the chart shows this week's cost.
  const thisWeek = isoWeekId(Date.now());
  const saved = await callController(
    'plan/saveNewWeek',
    { week: { id: thisWeek, days: [{ recipes: ['chili-sin-carne-reis'] }, {}, {}, {}, {}] } },
    await idTokenOf(admin.email, admin.password),
  );
  expect(saved.error).toBeUndefined();
  await page.reload();
  await costs
    .getByRole('img', { name: 'Kosten je Kindergartenportion nach Woche' })
    .waitFor({ timeout: 20_000 });
  expect(await costs.getByTestId('period-average').textContent()).toContain('über eine geplante Woche');
  await page.getByRole('region', { name: 'Bio-Anteil' }).getByTestId('bio-year').waitFor({ timeout: 20_000 });
  const usage = page.getByRole('region', { name: 'Nutzung über alle Einrichtungen' });
  await usage.getByRole('group', { name: 'Gesamtzahlen' }).waitFor({ timeout: 20_000 });
  expect(
    await usage.getByRole('table', { name: 'Aktive Einrichtungen je Woche' }).getByRole('row').count(),
  ).toBe(13);

  const answer = await callController('plan/stats', {}, await idTokenOf(admin.email, admin.password));
  const stats = (answer.result?.payload as { stats: Record<string, unknown> }).stats;
  expect(Object.keys(stats).sort()).toEqual(['activeUsers', 'recipes', 'shoppingLists', 'users', 'weeks']);
  expect(JSON.stringify(stats)).not.toContain(admin.uid);
});
