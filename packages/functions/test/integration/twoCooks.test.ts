/**
 * Two cooks on one week (docs/domain-rules.md, "Two cooks on one week"): per-day saves keep both cooks'
 * edits of different days, the same day edited by both is refused naming the other, and weeks, recipes
 * and shopping lists name who changed them last. Against the local Firestore.
 */
import { call, refusal } from '../helpers/call';
import { seedCatalogue } from '../helpers/catalogue';
import { recipe, shoppingList, week } from '../helpers/fixtures';
import { addMember, createKitchen, testDb } from '../helpers/kitchens';

interface Day {
  recipes: string[];
  rev?: number;
  changedBy?: { uid: string; name: string; at: number };
}
interface WeekAnswer {
  week: { id: string; version: number; days: Day[]; changedBy?: { name: string } };
}

beforeAll(() => seedCatalogue());

/** What a client sends after changing day `index` of `loaded` to `recipes` (that day without its rev). */
function edited(loaded: WeekAnswer['week'], index: number, recipes: string[]) {
  return {
    ...loaded,
    days: loaded.days.map((day, i) => (i === index ? { recipes } : day)),
  };
}

async function teamWithWeek(id: string) {
  const anna = await createKitchen({ name: 'Anna' });
  const ben = await addMember(anna, 'cook', { name: 'Ben' });
  const created = await call<WeekAnswer>('plan/saveNewWeek', { week: week(id) }, anna);
  return { anna, ben, loaded: created.payload.week };
}

test('answers give every day its revision', async () => {
  const { loaded } = await teamWithWeek('2026-W49');
  expect(loaded.days.map((d) => d.rev)).toEqual([0, 0, 0, 0, 0]);
});

test('two cooks editing different days of one week both keep their edits, each day naming its author', async () => {
  const { anna, ben, loaded } = await teamWithWeek('2026-W50');
  // Both loaded version 1; Anna saves Monday, then Ben saves Tuesday from the same version.
  const first = await call<WeekAnswer>('plan/saveWeek', { week: edited(loaded, 0, ['linsen-dal']) }, anna);
  const second = await call<WeekAnswer>('plan/saveWeek', { week: edited(loaded, 1, ['milchreis']) }, ben);
  expect(first.payload.week.version).toBe(2);
  expect(second.payload.week.version).toBe(3);
  expect(second.payload.week.days.map((d) => d.recipes)).toEqual([['linsen-dal'], ['milchreis'], [], [], []]);
  expect(second.payload.week.days[0]!.changedBy?.name).toBe('Anna');
  expect(second.payload.week.days[1]!.changedBy?.name).toBe('Ben');
  expect(second.payload.week.changedBy?.name).toBe('Ben');
  // After a reload (a fresh list) both edits are there.
  const listed = await call<{ weeks: WeekAnswer['week'][] }>(
    'plan/listWeeks',
    { from: '2026-W50', to: '2026-W50' },
    anna,
  );
  expect(listed.payload.weeks[0]!.days.map((d) => [d.recipes, d.changedBy?.name])).toEqual([
    [['linsen-dal'], 'Anna'],
    [['milchreis'], 'Ben'],
    [[], undefined],
    [[], undefined],
    [[], undefined],
  ]);
});

test('the same day edited by both is refused, naming the other cook, and nothing is overwritten', async () => {
  const { anna, ben, loaded } = await teamWithWeek('2026-W51');
  await call('plan/saveWeek', { week: edited(loaded, 2, ['linsen-dal']) }, anna);
  const refused = await refusal('plan/saveWeek', { week: edited(loaded, 2, ['kartoffelsuppe']) }, ben);
  expect(refused.code).toBe('failed-precondition');
  expect(refused.message).toMatch(
    /^Anna hat Mittwoch inzwischen ebenfalls geändert \(heute, \d\d:\d\d Uhr\)\.$/,
  );
  const stored = (await testDb().doc(`kitchens/${anna.kitchenId}/weeks/2026-W51`).get()).data();
  expect(stored?.days[2].recipes).toEqual(['linsen-dal']);
  expect(stored?.version).toBe(2);
});

test('a retry of a save whose answer was lost answers the stored week and writes nothing', async () => {
  const { anna, loaded } = await teamWithWeek('2026-W52');
  const body = { week: edited(loaded, 0, ['gemuesecurry']) };
  const first = await call<WeekAnswer>('plan/saveWeek', body, anna);
  const retry = await call<WeekAnswer>('plan/saveWeek', body, anna);
  expect(retry.payload.week).toEqual(first.payload.week);
});

test('recipes and shopping lists name who saved them last; a payload cannot choose the author', async () => {
  const anna = await createKitchen({ name: 'Anna' });
  const ben = await addMember(anna, 'cook', { name: 'Ben' });
  const forged = { uid: 'someone', name: 'Jemand', at: 1 };
  const saved = await call<{ recipe: { changedBy?: { uid: string; name: string } } }>(
    'recipes/save',
    { recipe: { ...recipe('bens-eintopf', { name: 'Bens Eintopf' }), changedBy: forged } },
    ben,
  );
  expect(saved.payload.recipe.changedBy).toMatchObject({ uid: ben.uid, name: 'Ben' });
  const stored = (await testDb().doc(`kitchens/${anna.kitchenId}/recipes/bens-eintopf`).get()).data();
  expect(stored?.changedBy).toMatchObject({ uid: ben.uid, name: 'Ben' });

  type ListAnswer = { shoppingList: { version: number; changedBy?: { name: string } } };
  const created = await call<ListAnswer>(
    'shoppingLists/new',
    { shoppingList: shoppingList('wochenliste') },
    anna,
  );
  expect(created.payload.shoppingList.changedBy?.name).toBe('Anna');
  const marked = await call<ListAnswer>(
    'shoppingLists/save',
    { shoppingList: { ...created.payload.shoppingList, changedBy: forged } },
    ben,
  );
  expect(marked.payload.shoppingList.changedBy?.name).toBe('Ben');
});
