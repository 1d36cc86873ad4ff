/** plan/* and masterplan/*: on-demand weeks, version checks (no lost updates), ranges, bounded reads. */
import {
  addWeeks,
  planningWindow,
  preparePlannerData,
  weekCost,
  type UserPrices,
} from '@speiseplaner/shared';
import { USAGE_SHARDS } from '../../src/lib/activity';
import { call, refusal } from '../helpers/call';
import { seedCatalogue } from '../helpers/catalogue';
import { masterplanWeek, week } from '../helpers/fixtures';
import { createAdmin, createKitchen, testDb } from '../helpers/kitchens';

type WeekAnswer = { week: { id: string; version: number; days: { recipes: string[] }[] } };

beforeAll(() => seedCatalogue());

/** The shared rule's average of a week, computed here from the stored catalogue and recipes. */
async function expectedAverage(slugs: string[], prices: UserPrices = {}): Promise<number> {
  const catalogue = (await testDb().doc('catalogue/ingredients').get()).data()!;
  const recipes = await Promise.all(
    slugs.map(async (slug) => (await testDb().doc(`recipes/${slug}`).get()).data()),
  );
  const data = preparePlannerData({ ingredients: catalogue.items, recipes, userPrices: prices });
  return weekCost(data, week('2030-W01', slugs)).average;
}

describe('plan weeks', () => {
  it('costs 20 reads to load the planner, with 4 weeks stored or with 52 (docs/testing.md)', async () => {
    const load = async (caller: Awaited<ReturnType<typeof createKitchen>>) => {
      const calls: [string, unknown][] = [
        ['user/validate', {}],
        ['plan/listWeeks', { from: '2031-W10', to: '2031-W13' }],
        ['ingredients/checkFetch', { catalogueVersion: 1 }],
        ['recipes/list', {}],
        ['recipes/listImages', {}],
      ];
      const reads: Record<string, number | undefined> = {};
      for (const [type, payload] of calls) reads[type] = (await call(type, payload, caller)).meta?.reads;
      return reads;
    };
    const expected = {
      'user/validate': 2,
      'plan/listWeeks': 4 + 2,
      'ingredients/checkFetch': 3,
      'recipes/list': 4,
      'recipes/listImages': 5, // + the kitchen's photo index and the shared photos' one (issue #33)
    };
    for (const stored of [4, 52]) {
      const kitchen = await createKitchen();
      const batch = testDb().batch();
      for (let i = 0; i < stored; i++) {
        const id = addWeeks('2031-W13', -i);
        batch.set(testDb().doc(`kitchens/${kitchen.kitchenId}/weeks/${id}`), { ...week(id), version: 1 });
      }
      await batch.commit();
      const reads = await load(kitchen);
      expect(reads).toEqual(expected);
      expect(Object.values(reads).reduce((a, b) => a! + b!, 0)).toBe(20);
    }
  });

  it('creates a week on demand and answers the stored one when asked again', async () => {
    const kitchen = await createKitchen();
    const first = await call<WeekAnswer & { created: boolean }>(
      'plan/saveNewWeek',
      { week: week('2026-W48') },
      kitchen,
    );
    expect(first.payload).toMatchObject({ created: true, week: { id: '2026-W48', version: 1 } });
    await call('plan/saveWeek', { week: week('2026-W48', ['linsen-dal'], 1) }, kitchen);
    const again = await call<WeekAnswer & { created: boolean }>(
      'plan/saveNewWeek',
      { week: week('2026-W48') },
      kitchen,
    );
    expect(again.payload.created).toBe(false);
    expect(again.payload.week.days[0]!.recipes).toEqual(['linsen-dal']);
  });

  it('saves with the version last seen, refuses a stale save and writes nothing', async () => {
    const kitchen = await createKitchen();
    await call('plan/saveNewWeek', { week: week('2026-W49') }, kitchen);
    const saved = await call<WeekAnswer>(
      'plan/saveWeek',
      { week: week('2026-W49', ['gemuesecurry'], 1) },
      kitchen,
    );
    expect(saved.payload.week.version).toBe(2);
    // A second tab still holds version 1.
    const stale = await refusal('plan/saveWeek', { week: week('2026-W49', ['milchreis'], 1) }, kitchen);
    expect(stale.code).toBe('failed-precondition');
    // Per-day saves: the second tab changed Monday, which the first tab changed already.
    expect(stale.message).toMatch(
      /^Sie haben Montag inzwischen an anderer Stelle geändert, etwa in einem anderen Fenster \(heute, \d\d:\d\d Uhr\)\.$/,
    );
    const stored = (await testDb().doc(`kitchens/${kitchen.uid}/weeks/2026-W49`).get()).data();
    expect(stored).toMatchObject({ version: 2, days: [{ recipes: ['gemuesecurry'] }, {}, {}, {}, {}] });
  });

  it('treats a repeated save (a retry after a lost answer) as done', async () => {
    const kitchen = await createKitchen();
    await call('plan/saveNewWeek', { week: week('2026-W50') }, kitchen);
    const body = { week: week('2026-W50', ['kartoffelsuppe'], 1) };
    const first = await call<WeekAnswer>('plan/saveWeek', body, kitchen);
    const retry = await call<WeekAnswer>('plan/saveWeek', body, kitchen);
    expect(retry.payload.week).toEqual(first.payload.week);
    expect(retry.payload.week.version).toBe(2);
  });

  it('loses no update when two saves of the same version race', async () => {
    const kitchen = await createKitchen();
    await call('plan/saveNewWeek', { week: week('2026-W51') }, kitchen);
    const results = await Promise.allSettled([
      call('plan/saveWeek', { week: week('2026-W51', ['milchreis'], 1) }, kitchen),
      call('plan/saveWeek', { week: week('2026-W51', ['kartoffelsuppe'], 1) }, kitchen),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const stored = (await testDb().doc(`kitchens/${kitchen.uid}/weeks/2026-W51`).get()).data();
    expect(stored?.version).toBe(2);
  });

  it('refuses saving a week that was never created', async () => {
    const kitchen = await createKitchen();
    expect((await refusal('plan/saveWeek', { week: week('2027-W02', [], 0) }, kitchen)).code).toBe(
      'not-found',
    );
  });

  it('creates and saves only real weeks inside the planning window, and writes nothing else', async () => {
    const kitchen = await createKitchen();
    const { first, last } = planningWindow(Date.now());
    const late = addWeeks(last, 1);
    const early = addWeeks(first, -1);
    const db = testDb();
    const usageDocs = [
      db.doc('stats/usage'),
      ...Array.from({ length: USAGE_SHARDS }, (_, i) => db.doc(`stats/usage/shards/${i}`)),
    ];
    const stats = async () =>
      (await db.getAll(...usageDocs)).reduce((sum, snap) => sum + Number(snap.data()?.weeks ?? 0), 0);
    const before = await stats();
    expect(await refusal('plan/saveNewWeek', { week: week(late) }, kitchen)).toEqual({
      code: 'invalid-argument',
      message: `Die Woche ${late} liegt außerhalb des Planungszeitraums (bis ${last}).`,
    });
    expect(await refusal('plan/saveNewWeek', { week: week(early) }, kitchen)).toEqual({
      code: 'invalid-argument',
      message: `Die Woche ${early} liegt außerhalb des Planungszeitraums (ab ${first}).`,
    });
    // 1 January 2027 is a Friday: 2027 has 52 weeks.
    expect(await refusal('plan/saveNewWeek', { week: week('2027-W53') }, kitchen)).toEqual({
      code: 'invalid-argument',
      message: 'Die Kalenderwoche 2027-W53 gibt es nicht.',
    });
    expect(await refusal('plan/saveNewWeek', { week: week('9999-W01') }, kitchen)).toMatchObject({
      code: 'invalid-argument',
    });
    const weeks = testDb().collection(`kitchens/${kitchen.uid}/weeks`);
    expect((await weeks.get()).size).toBe(0);
    expect(await stats()).toBe(before);
    // A week stored before the rule (or by hand) is not saved over either.
    const stored = week(late, [], 1);
    await weeks.doc(late).set(stored);
    expect((await refusal('plan/saveWeek', { week: week(late, ['linsen-dal'], 1) }, kitchen)).code).toBe(
      'invalid-argument',
    );
    expect((await weeks.doc(late).get()).data()).toEqual(stored);
    // The edges themselves are inside.
    await call('plan/saveNewWeek', { week: week(last) }, kitchen);
    await call('plan/saveNewWeek', { week: week(first) }, kitchen);
    expect((await weeks.get()).size).toBe(3);
  });

  it('reads any range of real weeks, also outside the planning window', async () => {
    const kitchen = await createKitchen();
    const answer = await call<{ weeks: unknown[] }>(
      'plan/listWeeks',
      { from: '2001-W01', to: '2090-W52' },
      kitchen,
    );
    expect(answer.payload.weeks).toEqual([]);
    expect(await refusal('plan/listWeeks', { from: '2026-W40', to: '2027-W53' }, kitchen)).toEqual({
      code: 'invalid-argument',
      message: 'Die Kalenderwoche 2027-W53 gibt es nicht.',
    });
  });

  it('lists the weeks of a range, in order, with one read per week plus the profile', async () => {
    const kitchen = await createKitchen();
    for (const id of ['2026-W45', '2026-W47', '2026-W46', '2026-W52'])
      await call('plan/saveNewWeek', { week: week(id) }, kitchen);
    const answer = await call<{ weeks: { id: string }[] }>(
      'plan/listWeeks',
      { from: '2026-W46', to: '2026-W50' },
      kitchen,
    );
    expect(answer.payload.weeks.map((w) => w.id)).toEqual(['2026-W46', '2026-W47']);
    // Two weeks, then person and kitchen (the access check).
    expect(answer.meta?.reads).toBe(4);
    expect((await call<{ weeks: unknown[] }>('plan/listWeeks', {}, kitchen)).payload.weeks).toHaveLength(4);
  });

  it('sends a week the client holds in the stored version as its id only, a changed one whole', async () => {
    type Listed = { weeks: { id: string; version: number }[]; unchanged?: string[] };
    const kitchen = await createKitchen();
    for (const id of ['2027-W02', '2027-W03', '2027-W04'])
      await call('plan/saveNewWeek', { week: week(id) }, kitchen);
    const range = { from: '2027-W01', to: '2027-W04' };
    const first = (await call<Listed>('plan/listWeeks', range, kitchen)).payload;
    expect(first.unchanged).toBeUndefined();
    const known = Object.fromEntries(first.weeks.map((w) => [w.id, w.version]));
    await call('plan/saveWeek', { week: week('2027-W03', ['linsen-dal'], known['2027-W03']) }, kitchen);
    const again = (await call<Listed>('plan/listWeeks', { ...range, known }, kitchen)).payload;
    expect(again.unchanged).toEqual(['2027-W02', '2027-W04']);
    expect(again.weeks.map((w) => [w.id, w.version])).toEqual([['2027-W03', known['2027-W03']! + 1]]);
    // A week the client does not hold, or holds in another version, comes whole.
    const partly = (
      await call<Listed>('plan/listWeeks', { ...range, known: { '2027-W02': 99, '2027-W01': 1 } }, kitchen)
    ).payload;
    expect(partly.unchanged).toEqual([]);
    expect(partly.weeks.map((w) => w.id)).toEqual(['2027-W02', '2027-W03', '2027-W04']);
  });

  it('refuses a kitchen without the plan feature', async () => {
    const kitchen = await createKitchen({ features: { recipes: true } });
    const result = await refusal('plan/listWeeks', {}, kitchen);
    expect(result).toEqual({
      code: 'permission-denied',
      message: 'Diese Funktion ist für Ihre Küche nicht freigeschaltet (Speiseplan).',
    });
  });
});

describe('plan/stats', () => {
  it('gives admins the usage counters in one getAll (legacy document and shards)', async () => {
    const admin = await createAdmin();
    const before = (await call<{ stats: { weeks: number } }>('plan/stats', {}, admin)).payload.stats;
    const kitchen = await createKitchen();
    await call('plan/saveNewWeek', { week: week('2026-W10') }, kitchen);
    await call('plan/saveNewWeek', { week: week('2026-W10') }, kitchen);
    const after = await call<{ stats: { weeks: number } }>('plan/stats', {}, admin);
    expect(after.payload.stats.weeks).toBe(before.weeks + 1);
    // Person and kitchen, the legacy document and the shards.
    expect(after.meta?.reads).toBe(3 + USAGE_SHARDS);
  });

  it('is admin-only', async () => {
    const kitchen = await createKitchen({ features: { usage: true, plan: true } });
    expect(await refusal('plan/stats', {}, kitchen)).toEqual({
      code: 'permission-denied',
      message: 'Nur Administratoren dürfen das.',
    });
  });
});

describe('the stored week average', () => {
  const absurd = 987.65;

  it('a saved plan week stores the server’s average at the kitchen’s own prices, whatever the client sent', async () => {
    const kitchen = await createKitchen();
    const prices: UserPrices = { karotte: { price: 0.8, amount: 100 } };
    await testDb().doc(`kitchens/${kitchen.uid}`).update({ prices });
    const created = await call<WeekAnswer & { week: { average: number } }>(
      'plan/saveNewWeek',
      { week: { ...week('2030-W20', ['milchreis']), average: absurd } },
      kitchen,
    );
    const expectedNew = await expectedAverage(['milchreis'], prices);
    expect(expectedNew).toBeGreaterThan(0);
    expect(created.payload.week.average).toBeCloseTo(expectedNew, 9);
    await call(
      'plan/saveWeek',
      { week: { ...week('2030-W20', ['milchreis', 'linsen-dal'], 1), average: absurd } },
      kitchen,
    );
    const stored = (await testDb().doc(`kitchens/${kitchen.uid}/weeks/2030-W20`).get()).data()!;
    expect(stored.average).not.toBe(absurd);
    expect(stored.average).toBeCloseTo(await expectedAverage(['milchreis', 'linsen-dal'], prices), 9);
    // Not the catalogue price: the kitchen's own price counts.
    expect(stored.average).not.toBeCloseTo(await expectedAverage(['milchreis', 'linsen-dal']), 3);
  });

  it('a saved masterplan week stores the server’s average at the shared prices, and an empty week 0', async () => {
    const admin = await createAdmin();
    await testDb()
      .doc(`kitchens/${admin.uid}`)
      .update({ prices: { karotte: { price: 5, amount: 100 } } });
    await call(
      'masterplan/saveWeek',
      { week: { ...week('2030-W21', ['kartoffelsuppe'], 0), average: absurd } },
      admin,
    );
    const stored = (await testDb().doc('masterplan/2030-W21').get()).data()!;
    expect(stored.average).toBeCloseTo(await expectedAverage(['kartoffelsuppe']), 9);
    await call('masterplan/saveWeek', { week: { ...week('2030-W21', [], 1), average: absurd } }, admin);
    expect((await testDb().doc('masterplan/2030-W21').get()).data()!.average).toBe(0);
  });
});

describe('masterplan', () => {
  it('admins save and list masterplan weeks with version checks', async () => {
    const admin = await createAdmin();
    const saved = await call<WeekAnswer>('masterplan/saveWeek', { week: masterplanWeek('2030-W03') }, admin);
    expect(saved.payload.week.version).toBe(1);
    const otherTab = { ...week('2030-W03', ['milchreis'], 0), average: 2.1 };
    expect((await refusal('masterplan/saveWeek', { week: otherTab }, admin)).code).toBe(
      'failed-precondition',
    );
    await call('masterplan/saveWeek', { week: masterplanWeek('2030-W04') }, admin);
    const list = await call<{ weeks: { id: string; average: number }[] }>(
      'masterplan/listWeeks',
      { from: '2030-W01', to: '2030-W10' },
      admin,
    );
    expect(list.payload.weeks.map((w) => w.id)).toEqual(['2030-W03', '2030-W04']);
    expect(list.payload.weeks[0]!.average).toBeCloseTo(await expectedAverage(['linsen-dal']), 9);
  });

  it('refuses a masterplan week outside the planning window or one that does not exist', async () => {
    const admin = await createAdmin();
    const { last } = planningWindow(Date.now());
    const late = addWeeks(last, 1);
    expect(await refusal('masterplan/saveWeek', { week: masterplanWeek(late) }, admin)).toEqual({
      code: 'invalid-argument',
      message: `Die Woche ${late} liegt außerhalb des Planungszeitraums (bis ${last}).`,
    });
    expect((await refusal('masterplan/saveWeek', { week: masterplanWeek('2027-W53') }, admin)).code).toBe(
      'invalid-argument',
    );
    expect((await testDb().doc(`masterplan/${late}`).get()).exists).toBe(false);
    expect((await testDb().doc('masterplan/2027-W53').get()).exists).toBe(false);
  });

  it('answers a week stored with the legacy averageCosts with it as average, and saves it without', async () => {
    const admin = await createAdmin();
    const legacy = { ...masterplanWeek('2030-W12', 1), average: 0, averageCosts: 2.35 };
    await testDb().doc('masterplan/2030-W12').set(legacy);
    const range = { from: '2030-W12', to: '2030-W12' };
    const list = await call<{ weeks: Record<string, unknown>[] }>('masterplan/listWeeks', range, admin);
    expect(list.payload.weeks).toEqual([{ ...masterplanWeek('2030-W12', 1), average: 2.35 }]);
    await call('masterplan/saveWeek', { week: { ...list.payload.weeks[0], average: 2.5 } }, admin);
    const stored = (await testDb().doc('masterplan/2030-W12').get()).data();
    expect(stored).toEqual({
      ...masterplanWeek('2030-W12', 2),
      average: await expectedAverage(['linsen-dal']),
    });
  });

  it('is read with the masterplan or the plan feature; saving stays admin-only', async () => {
    const admin = await createAdmin();
    await call('masterplan/saveWeek', { week: masterplanWeek('2030-W08') }, admin);
    const range = { from: '2030-W08', to: '2030-W08' };
    for (const features of [{ masterplan: true }, { plan: true }] as Record<string, boolean>[]) {
      const reader = await createKitchen({ features });
      const list = await call<{ weeks: { id: string }[] }>('masterplan/listWeeks', range, reader);
      expect(list.payload.weeks.map((w) => w.id)).toEqual(['2030-W08']);
      expect(list.meta?.reads).toBe(3);
      expect((await refusal('masterplan/saveWeek', { week: masterplanWeek('2030-W05') }, reader)).code).toBe(
        'permission-denied',
      );
    }
    const neither = await createKitchen({ features: { recipes: true, shopping: true } });
    expect(await refusal('masterplan/listWeeks', range, neither)).toEqual({
      code: 'permission-denied',
      message: 'Diese Funktion ist für Ihre Küche nicht freigeschaltet (Masterplan oder Speiseplan).',
    });
    expect((await testDb().doc('masterplan/2030-W05').get()).exists).toBe(false);
  });

  it('gives admins the seasonal templates from the catalogue, without the stored versions', async () => {
    const template = {
      id: 'fruehling-mischkost',
      name: 'Frühling Mischkost',
      season: 'spring',
      variant: 'mixed',
      weeks: Array.from({ length: 6 }, (_, w) => ({
        days: Array.from({ length: 5 }, (_, d) => ({ recipes: w === 0 && d === 0 ? ['linsen-dal'] : [] })),
      })),
    };
    await testDb()
      .doc('catalogue/templates')
      .set({ items: [{ ...template, version: 3 }], version: 1 });
    const admin = await createAdmin();
    const answer = await call<{ templates: unknown[] }>('masterplan/listTemplates', {}, admin);
    expect(answer.payload.templates).toEqual([template]);
    expect(answer.meta?.reads).toBe(3);
    const cook = await createKitchen({ features: { masterplan: true, plan: true } });
    expect((await refusal('masterplan/listTemplates', {}, cook)).code).toBe('permission-denied');
  });
});
