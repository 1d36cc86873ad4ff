/**
 * One flow per area through the running Auth and Functions emulators, with real signed-in accounts:
 * the deployed bundle (deploy/lib/index.js), the callable protocol and token verification are all in play.
 */
import { randomUUID } from 'node:crypto';
import { seedCatalogue } from '../helpers/catalogue';
import { callEmulator, signUp, type SignedIn } from '../helpers/emulatorClient';
import { masterplanWeek, recipe, shoppingList, upcomingWorkshop, week } from '../helpers/fixtures';
import { testDb } from '../helpers/kitchens';

const email = () => `kueche-${randomUUID().slice(0, 8)}@kita.test`;
let kitchen: SignedIn;

beforeAll(async () => {
  await seedCatalogue();
  kitchen = await signUp(email(), 'geheim-123', 'Kita Kleeblatt');
});

it('user: the first sign-in creates the kitchen, the second finds it', async () => {
  const first = await callEmulator<{ user: Record<string, unknown>; isNew: boolean }>(
    'controller',
    'user/validate',
    {},
    kitchen,
  );
  expect(first.status).toBe(200);
  expect(first.result?.type).toBe('user/validate/answer');
  expect(first.result?.payload.isNew).toBe(true);
  expect(first.result?.payload.user).toMatchObject({
    id: kitchen.uid,
    // The sign-up name is the person's; the institution name stays empty until onboarding.
    name: '',
    nickName: 'Kita Kleeblatt',
    heads: { kiga: 1 },
    admin: false,
  });
  const second = await callEmulator<{ isNew: boolean }>('controller', 'user/validate', {}, kitchen);
  expect(second.result?.payload.isNew).toBe(false);
  const heads = await callEmulator<{ user: { heads: unknown; version: number } }>(
    'controller',
    'user/updateProfile',
    { version: 0, changes: { heads: { kiga: 30 } } },
    kitchen,
  );
  expect(heads.result?.payload.user).toMatchObject({ heads: { kiga: 30 }, version: 1 });
});

it('plan: create, save and list a week; a stale save is refused in German', async () => {
  await callEmulator('controller', 'plan/saveNewWeek', { week: week('2026-W48') }, kitchen);
  const saved = await callEmulator<{ week: { version: number } }>(
    'controller',
    'plan/saveWeek',
    { week: week('2026-W48', ['linsen-dal'], 1) },
    kitchen,
  );
  expect(saved.result?.payload.week.version).toBe(2);
  const stale = await callEmulator('controller', 'plan/saveWeek', { week: week('2026-W48', [], 1) }, kitchen);
  // The same kitchen's second tab changed Monday too (per-day saves: docs/domain-rules.md).
  expect(stale.error).toEqual({
    status: 'FAILED_PRECONDITION',
    message: expect.stringMatching(
      /^Sie haben Montag inzwischen an anderer Stelle geändert, etwa in einem anderen Fenster \(heute, \d\d:\d\d Uhr\)\.$/,
    ),
  });
  const list = await callEmulator<{ weeks: { id: string }[] }>('controller', 'plan/listWeeks', {}, kitchen);
  expect(list.result?.payload.weeks.map((w) => w.id)).toEqual(['2026-W48']);
});

it('recipes: save, list and fetch an own recipe', async () => {
  await callEmulator('controller', 'recipes/save', { recipe: recipe('kleeblatt-suppe') }, kitchen);
  const list = await callEmulator<{ recipes: { slug: string }[] }>('controller', 'recipes/list', {}, kitchen);
  expect(list.result?.payload.recipes.map((r) => r.slug)).toContain('kleeblatt-suppe');
  const fetched = await callEmulator<{ recipe: { owner: string } }>(
    'controller',
    'recipes/fetch',
    { slug: 'kleeblatt-suppe' },
    kitchen,
  );
  expect(fetched.result?.payload.recipe.owner).toBe(kitchen.uid);
});

it('shopping lists: new, fetch, save, list', async () => {
  await callEmulator('controller', 'shoppingLists/new', { shoppingList: shoppingList('kw48') }, kitchen);
  const saved = await callEmulator<{ shoppingList: { status: string; version: number } }>(
    'controller',
    'shoppingLists/save',
    { shoppingList: shoppingList('kw48', { status: 'shopped', version: 1 }) },
    kitchen,
  );
  expect(saved.result?.payload.shoppingList).toMatchObject({ status: 'shopped', version: 2 });
  const list = await callEmulator<{ shoppingLists: unknown[] }>(
    'controller',
    'shoppingLists/list',
    {},
    kitchen,
  );
  expect(list.result?.payload.shoppingLists).toHaveLength(1);
});

it('ingredients and masterplan: kitchens read the catalogue, only an admin edits', async () => {
  const all = await callEmulator<{ ingredients: unknown[] }>(
    'controller',
    'ingredients/checkFetch',
    {},
    kitchen,
  );
  expect(all.result?.payload.ingredients).toHaveLength(3);
  const denied = await callEmulator(
    'controller',
    'masterplan/saveWeek',
    { week: masterplanWeek('2031-W05') },
    kitchen,
  );
  expect(denied.error).toEqual({ status: 'PERMISSION_DENIED', message: 'Nur Administratoren dürfen das.' });
  // Admin rights are a flag in Firestore (docs/data-model.md; `pnpm admin make-admin`).
  const admin = await signUp(email());
  await callEmulator('controller', 'user/validate', {}, admin);
  // The admin role is the person's, the flag the kitchen's (user/validate made kitchens/{uid}).
  await testDb().doc(`users/${admin.uid}`).update({ admin: true });
  await testDb().doc(`kitchens/${admin.uid}`).update({ 'features.masterplan': true });
  const saved = await callEmulator<{ week: { version: number } }>(
    'controller',
    'masterplan/saveWeek',
    { week: masterplanWeek('2031-W05') },
    admin,
  );
  expect(saved.result?.payload.week.version).toBe(1);
});

it('workshops: list and apply without sign-in', async () => {
  await testDb().doc('workshops/flow-2027-11-22').set(upcomingWorkshop('flow-2027-11-22'));
  await testDb()
    .doc('catalogue/workshops')
    .set({ items: [upcomingWorkshop('flow-2027-11-22')], version: 1 });
  const list = await callEmulator<{ workshops: { slug: string }[] }>('workshops', 'workshops/list', {}, null);
  expect(list.result?.payload.workshops.map((w) => w.slug)).toContain('flow-2027-11-22');
  const application = {
    workshopSlug: 'flow-2027-11-22',
    name: 'Eva Grün',
    institution: 'Kita Kleeblatt',
    email: 'eva@kita.test',
  };
  const applied = await callEmulator<{ registered: boolean }>(
    'workshops',
    'workshops/apply',
    application,
    null,
  );
  expect(applied.result?.payload.registered).toBe(true);
  const again = await callEmulator('workshops', 'workshops/apply', application, null);
  expect(again.error?.status).toBe('ALREADY_EXISTS');
});

it('refuses a signed-out controller call, a forged token and an unknown action', async () => {
  expect((await callEmulator('controller', 'plan/listWeeks', {}, null)).error).toEqual({
    status: 'UNAUTHENTICATED',
    message: 'Bitte melden Sie sich an.',
  });
  const forged = await callEmulator('controller', 'plan/listWeeks', {}, { uid: 'x', idToken: 'not-a-token' });
  expect([401, 403]).toContain(forged.status);
  expect(forged.result).toBeUndefined();
  expect((await callEmulator('controller', 'plan/nothing', {}, kitchen)).error?.message).toBe(
    'Unbekannte Aktion: plan/nothing',
  );
});

it('echo answers its input (the platform floor for the bench)', async () => {
  const echo = await callEmulator('echo', 'echo', { n: 1 }, null);
  expect(echo.result).toEqual({ type: 'echo/answer', payload: { type: 'echo', payload: { n: 1 } } });
});
