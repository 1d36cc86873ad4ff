/**
 * Tenant matrix: kitchen B sends every controller action with kitchen A's ids (weeks, recipes, shopping
 * lists, owner fields). Each case must end exactly as listed (answered with only B's own data, or refused
 * with one specific code), and no document outside B's own space may change — the whole database is
 * compared, shared collections included. The ids travel in the payload only: paths are built from the
 * caller's uid. A and B belong to different Träger (issue #30), and B leads its own: B reaches nothing of
 * A's Träger with its ids, and its own Träger shows nothing of A.
 */
import { call } from '../helpers/call';
import { seedCatalogue } from '../helpers/catalogue';
import { ingredient, recipe, shoppingList, week } from '../helpers/fixtures';
import { createKitchen, testDb, type KitchenCaller } from '../helpers/kitchens';
import { createOrganisation } from '../helpers/organisations';
import { changedOutside, databaseChain, wholeDatabase } from '../helpers/snapshot';

let a: KitchenCaller;
let b: KitchenCaller;
const SECRET = 'Geheimrezept von A';
/** A's Träger (led by someone else, with a pending invitation) and B's own (B leads it, B's kitchen in it). */
let traegerA: string;
let traegerB: string;
let invitationA: string;
const TRAEGER_A = 'Träger von A';

beforeAll(async () => {
  await seedCatalogue();
  a = await createKitchen({ name: 'Kita A' });
  b = await createKitchen({ name: 'Kita B' });
  await call('user/prices', { changes: [{ slug: 'karotte', price: { price: 9.99, amount: 1000 } }] }, a);
  await call('user/updateProfile', { version: 0, changes: { letterhead: 'Geheimweg 1' } }, a);
  await call(
    'user/allergens',
    { changes: [{ slug: 'karotte', own: { allergens: ['21'], reason: 'A' } }] },
    a,
  );
  await call('plan/saveNewWeek', { week: week('2026-W48') }, a);
  await call('recipes/save', { recipe: recipe('geheim-a', { name: SECRET }) }, a);
  await call('plan/saveWeek', { week: week('2026-W48', ['geheim-a'], 1) }, a);
  await call('shoppingLists/new', { shoppingList: shoppingList('liste-a', { heads: { kiga: 4321 } }) }, a);
  const organisationA = await createOrganisation({ name: TRAEGER_A, kitchens: [a] });
  traegerA = organisationA.organisationId;
  const invited = await call<{ invitation: { id: string } }>(
    'org/inviteKitchen',
    { organisationId: traegerA, email: 'naechste-kueche@kita.test' },
    organisationA.lead,
  );
  invitationA = invited.payload.invitation.id;
  traegerB = (await createOrganisation({ name: 'Träger von B', lead: b, kitchens: [b] })).organisationId;
});

/** [label, expected outcome (ok, or the refusal's code), type, payload built from A's ids] */
const FLAGS_ON = {
  masterplan: true,
  plan: true,
  recipes: true,
  shopping: true,
  ingredients: true,
  usage: true,
  videos: true,
};
const FLAGS_OFF = Object.fromEntries(Object.keys(FLAGS_ON).map((flag) => [flag, false]));

const cases: [string, string, string, () => unknown][] = [
  ['list the kitchens', 'permission-denied', 'admin/listKitchens', () => ({})],
  ['read the audit log', 'permission-denied', 'admin/listAudit', () => ({})],
  [
    'make itself admin',
    'permission-denied',
    'admin/setAdmin',
    () => ({ uid: b.uid, admin: true, version: 0 }),
  ],
  [
    'switch on all its own flags',
    'permission-denied',
    'admin/setAccess',
    () => ({ kitchenId: b.kitchenId, features: FLAGS_ON, version: 0 }),
  ],
  [
    'switch off A’s flags',
    'permission-denied',
    'admin/setAccess',
    () => ({ kitchenId: a.kitchenId, features: FLAGS_OFF, version: 0 }),
  ],
  ['fetch A’s recipe by slug', 'not-found', 'recipes/fetch', () => ({ slug: 'geheim-a' })],
  [
    'save over A’s recipe with A as owner',
    'permission-denied',
    'recipes/save',
    () => ({ recipe: recipe('geheim-a', { owner: a.uid, version: 1 }) }),
  ],
  [
    'save over A’s recipe with A’s version',
    'failed-precondition',
    'recipes/save',
    () => ({ recipe: recipe('geheim-a', { version: 1 }) }),
  ],
  [
    'save A’s recipe as shared',
    'permission-denied',
    'recipes/save',
    () => ({ recipe: recipe('geheim-a', { version: 1 }), shared: true }),
  ],
  ['list recipes', 'ok', 'recipes/list', () => ({})],
  ['list images', 'ok', 'recipes/listImages', () => ({})],
  ['save A’s week with A’s version', 'not-found', 'plan/saveWeek', () => ({ week: week('2026-W48', [], 2) })],
  ['save A’s week with version 0', 'not-found', 'plan/saveWeek', () => ({ week: week('2026-W48', [], 0) })],
  ['create A’s week id', 'ok', 'plan/saveNewWeek', () => ({ week: week('2026-W48') })],
  ['list weeks around A’s week', 'ok', 'plan/listWeeks', () => ({ from: '2026-W40', to: '2026-W52' })],
  ['list all weeks', 'ok', 'plan/listWeeks', () => ({})],
  ['usage statistics', 'permission-denied', 'plan/stats', () => ({})],
  ['fetch A’s shopping list', 'not-found', 'shoppingLists/fetch', () => ({ id: 'liste-a' })],
  [
    'save A’s shopping list',
    'not-found',
    'shoppingLists/save',
    () => ({ shoppingList: shoppingList('liste-a', { version: 1 }) }),
  ],
  ['create under A’s list id', 'ok', 'shoppingLists/new', () => ({ shoppingList: shoppingList('liste-a') })],
  ['list shopping lists', 'ok', 'shoppingLists/list', () => ({})],
  ['validate', 'ok', 'user/validate', () => ({})],
  [
    'change the whole profile (B’s own version 0)',
    'ok',
    'user/updateProfile',
    () => ({
      version: 0,
      changes: {
        name: 'Kita A',
        letterhead: 'Lindenweg 3',
        bioControlCode: 'DE-ÖKO-006',
        menuLine: 'vegetarian',
        heads: { kiga: 1 },
      },
    }),
  ],
  [
    'change the profile again with version 0',
    'failed-precondition',
    'user/updateProfile',
    () => ({ version: 0, changes: { name: 'Kita B' } }),
  ],
  [
    'rename with B’s version 1',
    'ok',
    'user/updateProfile',
    () => ({ version: 1, changes: { name: 'Kita A' } }),
  ],
  [
    'set prices',
    'ok',
    'user/prices',
    () => ({ changes: [{ slug: 'karotte', price: { price: 0.01, amount: 1 } }] }),
  ],
  [
    'set own allergen marks',
    'ok',
    'user/allergens',
    () => ({ changes: [{ slug: 'karotte', own: { allergens: ['19'], reason: 'B' } }] }),
  ],
  [
    'remove own allergen marks',
    'ok',
    'user/allergens',
    () => ({ changes: [{ slug: 'karotte', own: null }] }),
  ],
  ['fetch all ingredients', 'ok', 'ingredients/fetchAll', () => ({})],
  ['check ingredients', 'ok', 'ingredients/checkFetch', () => ({})],
  [
    'save an ingredient',
    'permission-denied',
    'ingredients/save',
    () => ({ ingredient: { ...ingredient('karotte'), name: 'Karotte von B', version: 1 } }),
  ],
  ['list masterplan', 'ok', 'masterplan/listWeeks', () => ({})],
  ['list masterplan templates', 'permission-denied', 'masterplan/listTemplates', () => ({})],
  [
    'save masterplan week',
    'permission-denied',
    'masterplan/saveWeek',
    () => ({ week: { ...week('2026-W48'), averageCosts: 1 } }),
  ],
  ['read A’s Träger', 'permission-denied', 'org/get', () => ({ organisationId: traegerA })],
  ['read the prices of A’s Träger', 'permission-denied', 'org/prices', () => ({ organisationId: traegerA })],
  [
    'replace the prices of A’s Träger',
    'permission-denied',
    'org/savePrices',
    () => ({ organisationId: traegerA, prices: {}, version: 0 }),
  ],
  [
    'read the overview of A’s Träger',
    'permission-denied',
    'org/overview',
    () => ({ organisationId: traegerA, period: { kind: 'year', start: '2026-01' } }),
  ],
  [
    'invite a kitchen into A’s Träger',
    'permission-denied',
    'org/inviteKitchen',
    () => ({ organisationId: traegerA, email: 'fremd@kita.test' }),
  ],
  [
    'withdraw the invitation of A’s Träger',
    'permission-denied',
    'org/withdrawInvitation',
    () => ({ organisationId: traegerA, id: invitationA }),
  ],
  [
    'remove A’s kitchen from A’s Träger',
    'permission-denied',
    'org/removeKitchen',
    () => ({ organisationId: traegerA, kitchenId: a.uid }),
  ],
  [
    'remove A’s kitchen through B’s own Träger',
    'not-found',
    'org/removeKitchen',
    () => ({ organisationId: traegerB, kitchenId: a.uid }),
  ],
  [
    'look at an invitation of A’s Träger with a guessed link',
    'not-found',
    'org/invitation',
    () => ({ organisationId: traegerA, token: 'x'.repeat(43) }),
  ],
  [
    'join A’s Träger with a guessed link',
    'not-found',
    'org/accept',
    () => ({ organisationId: traegerA, token: 'x'.repeat(43) }),
  ],
  [
    'list the recipes of A’s Träger',
    'permission-denied',
    'org/recipes',
    () => ({ organisationId: traegerA }),
  ],
  [
    'share A’s recipe into A’s Träger',
    'permission-denied',
    'org/shareRecipe',
    () => ({ organisationId: traegerA, slug: 'geheim-a' }),
  ],
  [
    'share A’s recipe into its own Träger',
    'not-found',
    'org/shareRecipe',
    () => ({ organisationId: traegerB, slug: 'geheim-a' }),
  ],
  [
    'withdraw a recipe of A’s Träger',
    'permission-denied',
    'org/withdrawRecipe',
    () => ({ organisationId: traegerA, slug: 'geheim-a' }),
  ],
  ['read its own Träger', 'ok', 'org/get', () => ({ organisationId: traegerB })],
  ['list the recipes of its own Träger', 'ok', 'org/recipes', () => ({ organisationId: traegerB })],
  ['read the prices of its own Träger', 'ok', 'org/prices', () => ({ organisationId: traegerB })],
  [
    'read the overview of its own Träger',
    'ok',
    'org/overview',
    () => ({ organisationId: traegerB, period: { kind: 'year', start: '2026-01' } }),
  ],
  [
    'recipes/fetch with a path in the slug',
    'invalid-argument',
    'recipes/fetch',
    () => ({ slug: `../../kitchens/${a.uid}/recipes/geheim-a` }),
  ],
  [
    'shoppingLists/fetch with a path in the id',
    'invalid-argument',
    'shoppingLists/fetch',
    () => ({ id: `${a.uid}/shoppingLists/liste-a` }),
  ],
  [
    'plan/saveWeek with a path in the id',
    'invalid-argument',
    'plan/saveWeek',
    () => ({ week: { ...week('2026-W48', [], 2), id: `../${a.uid}` } }),
  ],
];

describe('tenant matrix: kitchen B with kitchen A’s ids', () => {
  const scans = databaseChain();
  it.each(cases)(
    '%s: %s (%s), and nothing outside B’s own data changes',
    async (_label, expected, type, payload) => {
      const before = await scans.before();
      let outcome = 'ok';
      let answer: unknown;
      try {
        answer = await call(type, payload(), b);
      } catch (err) {
        outcome = (err as { code?: string }).code ?? String(err);
      }
      expect(outcome).toBe(expected);
      if (answer !== undefined) {
        const text = JSON.stringify(answer);
        expect(text).not.toContain(a.uid);
        expect(text).not.toContain(SECRET);
        expect(text).not.toContain('geheim-a');
        expect(text).not.toContain('"price":9.99');
        expect(text).not.toContain('"kiga":4321');
        expect(text).not.toContain('Geheimweg');
        expect(text).not.toContain(TRAEGER_A);
        expect(text).not.toContain(traegerA);
      }
      expect(
        changedOutside(before, await scans.after(), [
          `kitchens/${b.uid}`,
          `users/${b.uid}`,
          `organisations/${traegerB}`,
        ]),
      ).toEqual([]);
    },
  );

  it('the database comparison sees a write to a shared collection and a deletion under A', async () => {
    const before = await wholeDatabase();
    await testDb().doc('catalogue/templates').set({ items: [], version: 99 });
    await testDb().doc(`kitchens/${a.uid}/meta/zuSehen`).set({ x: 1 });
    await testDb().doc(`kitchens/${a.uid}/meta/zuSehen`).delete();
    await testDb().doc(`kitchens/${b.uid}/meta/eigenes`).set({ x: 1 });
    expect(changedOutside(before, await wholeDatabase(), [`kitchens/${b.uid}`, `users/${b.uid}`])).toEqual([
      expect.stringMatching(/^(neu|geändert): catalogue\/templates$/),
    ]);
  });

  it('A still sees all of its own data afterwards', async () => {
    const list = await call<{ recipes: { name: string }[] }>('recipes/list', {}, a);
    expect(list.payload.recipes.map((r) => r.name)).toContain(SECRET);
    const weekA = await call<{ weeks: { days: { recipes: string[] }[] }[] }>('plan/listWeeks', {}, a);
    expect(weekA.payload.weeks[0]!.days[0]!.recipes).toEqual(['geheim-a']);
    // A's kitchen is still in A's Träger, and the invitation is still pending.
    expect((await testDb().doc(`kitchens/${a.uid}`).get()).data()?.organisation).toEqual({
      id: traegerA,
      name: TRAEGER_A,
    });
    expect((await testDb().doc(`organisations/${traegerA}/invitations/${invitationA}`).get()).exists).toBe(
      true,
    );
  });
});
