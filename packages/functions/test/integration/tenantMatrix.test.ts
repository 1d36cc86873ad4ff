/**
 * Tenant matrix: kitchen B sends every controller action with kitchen A's ids (weeks, recipes, shopping
 * lists, owner fields). Each case must be refused or answer only B's own data, and A's documents must be
 * exactly as before. The ids travel in the payload only: paths are built from the caller's uid.
 */
import { call, type Kitchen } from '../helpers/call';
import { seedCatalogue } from '../helpers/catalogue';
import { recipe, shoppingList, week } from '../helpers/fixtures';
import { createKitchen } from '../helpers/kitchens';
import { snapshot } from '../helpers/snapshot';

let a: Kitchen;
let b: Kitchen;
const SECRET = 'Geheimrezept von A';

beforeAll(async () => {
  await seedCatalogue();
  a = await createKitchen({ name: 'Kita A' });
  b = await createKitchen({ name: 'Kita B' });
  await call('user/prices', { changes: [{ slug: 'karotte', price: { price: 9.99, amount: 1000 } }] }, a);
  await call('plan/saveNewWeek', { week: week('2026-W48') }, a);
  await call('plan/saveWeek', { week: week('2026-W48', ['geheim-a'], 1) }, a);
  await call('recipes/save', { recipe: recipe('geheim-a', { name: SECRET }) }, a);
  await call('shoppingLists/new', { shoppingList: shoppingList('liste-a', { heads: { kiga: 4321 } }) }, a);
});

/** [label, type, payload built from A's ids] */
const cases: [string, string, () => unknown][] = [
  ['fetch A’s recipe by slug', 'recipes/fetch', () => ({ slug: 'geheim-a' })],
  [
    'save over A’s recipe with A as owner',
    'recipes/save',
    () => ({ recipe: recipe('geheim-a', { owner: a.uid, version: 1 }) }),
  ],
  [
    'save over A’s recipe with A’s version',
    'recipes/save',
    () => ({ recipe: recipe('geheim-a', { version: 1 }) }),
  ],
  [
    'save A’s recipe as shared',
    'recipes/save',
    () => ({ recipe: recipe('geheim-a', { version: 1 }), shared: true }),
  ],
  ['list recipes', 'recipes/list', () => ({})],
  ['list images', 'recipes/listImages', () => ({})],
  ['save A’s week with A’s version', 'plan/saveWeek', () => ({ week: week('2026-W48', [], 2) })],
  ['save A’s week with version 0', 'plan/saveWeek', () => ({ week: week('2026-W48', [], 0) })],
  ['create A’s week id', 'plan/saveNewWeek', () => ({ week: week('2026-W48') })],
  ['list weeks around A’s week', 'plan/listWeeks', () => ({ from: '2026-W40', to: '2026-W52' })],
  ['list all weeks', 'plan/listWeeks', () => ({})],
  ['usage statistics', 'plan/stats', () => ({})],
  ['fetch A’s shopping list', 'shoppingLists/fetch', () => ({ id: 'liste-a' })],
  [
    'save A’s shopping list',
    'shoppingLists/save',
    () => ({ shoppingList: shoppingList('liste-a', { version: 1 }) }),
  ],
  ['create under A’s list id', 'shoppingLists/new', () => ({ shoppingList: shoppingList('liste-a') })],
  ['list shopping lists', 'shoppingLists/list', () => ({})],
  ['validate', 'user/validate', () => ({})],
  ['rename', 'user/name', () => ({ name: 'Kita A' })],
  ['set heads', 'user/heads', () => ({ heads: { kiga: 1 } })],
  [
    'set prices',
    'user/prices',
    () => ({ changes: [{ slug: 'karotte', price: { price: 0.01, amount: 1 } }] }),
  ],
  ['fetch all ingredients', 'ingredients/fetchAll', () => ({})],
  ['check ingredients', 'ingredients/checkFetch', () => ({})],
  ['save an ingredient', 'ingredients/save', () => ({ ingredient: { ...recipe('x'), slug: 'karotte' } })],
  ['list masterplan', 'masterplan/listWeeks', () => ({})],
  ['list masterplan templates', 'masterplan/listTemplates', () => ({})],
  ['save masterplan week', 'masterplan/saveWeek', () => ({ week: { ...week('2026-W48'), averageCosts: 1 } })],
  [
    'recipes/fetch with a path in the slug',
    'recipes/fetch',
    () => ({ slug: `../../users/${a.uid}/recipes/geheim-a` }),
  ],
  [
    'shoppingLists/fetch with a path in the id',
    'shoppingLists/fetch',
    () => ({ id: `${a.uid}/shoppingLists/liste-a` }),
  ],
  [
    'plan/saveWeek with a path in the id',
    'plan/saveWeek',
    () => ({ week: { ...week('2026-W48', [], 2), id: `../${a.uid}` } }),
  ],
];

describe('tenant matrix: kitchen B with kitchen A’s ids', () => {
  it.each(cases)('%s (%s) reveals and changes nothing of A', async (_label, type, payload) => {
    const before = await snapshot([a.uid]);
    const ofA = Object.fromEntries(Object.entries(before).filter(([path]) => path.includes(a.uid)));
    let answer: unknown;
    try {
      answer = await call(type, payload(), b);
    } catch (err) {
      expect(['not-found', 'permission-denied', 'invalid-argument', 'failed-precondition']).toContain(
        (err as { code: string }).code,
      );
    }
    if (answer !== undefined) {
      const text = JSON.stringify(answer);
      expect(text).not.toContain(a.uid);
      expect(text).not.toContain(SECRET);
      expect(text).not.toContain('geheim-a');
      expect(text).not.toContain('"price":9.99');
      expect(text).not.toContain('"kiga":4321');
    }
    const after = await snapshot([a.uid]);
    expect(Object.fromEntries(Object.entries(after).filter(([path]) => path.includes(a.uid)))).toEqual(ofA);
  });

  it('A still sees all of its own data afterwards', async () => {
    const list = await call<{ recipes: { name: string }[] }>('recipes/list', {}, a);
    expect(list.payload.recipes.map((r) => r.name)).toContain(SECRET);
    const weekA = await call<{ weeks: { days: { recipes: string[] }[] }[] }>('plan/listWeeks', {}, a);
    expect(weekA.payload.weeks[0]!.days[0]!.recipes).toEqual(['geheim-a']);
  });
});
