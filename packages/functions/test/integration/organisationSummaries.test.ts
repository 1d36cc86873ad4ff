/**
 * A Träger's summaries (docs/data-model.md, "Träger summaries") against the local Firestore: saves of a
 * kitchen of a Träger update its month documents, a joining kitchen's last 12 months are backfilled, and
 * org/overview answers figures computed here by hand at a fixed number of reads however many kitchens.
 */
import { randomUUID } from 'node:crypto';
import {
  addDays,
  addWeeks,
  dgeCheck,
  isoWeekId,
  monthOfInstant,
  monthOfWeek,
  overviewMonths,
  preparePlannerData,
  RecipeSchema,
  type OrganisationOverview,
  type OverviewPeriod,
  type WeekSummary,
} from '@speiseplaner/shared';
import { backfillKitchenSummaries } from '../../src/lib/organisationSummary';
import { metered } from '../../src/lib/reads';
import { call } from '../helpers/call';
import { seedCatalogue } from '../helpers/catalogue';
import { recipe, shoppingList, week } from '../helpers/fixtures';
import { createKitchen, testDb, type KitchenCaller } from '../helpers/kitchens';

beforeAll(() => seedCatalogue());

const monthDoc = async (organisationId: string, month: string) =>
  (await testDb().doc(`organisations/${organisationId}/months/${month}`).get()).data() as
    | {
        kitchens: Record<
          string,
          { weeks?: Record<string, unknown>; lists?: Record<string, unknown>; lastActivity?: number }
        >;
      }
    | undefined;

/**
 * A Träger led by `lead` with `kitchens`, written as org/create and org/accept leave it: the org document
 * with its Leitung and kitchens, the person's copy, each kitchen's `organisation`.
 */
async function createOrganisation(lead: KitchenCaller, kitchens: { kitchenId: string; name: string }[]) {
  const organisationId = `org-${randomUUID().slice(0, 12)}`;
  const name = 'Kita-Eigenbetrieb Teststadt';
  const db = testDb();
  const batch = db.batch();
  batch.set(db.doc(`organisations/${organisationId}`), {
    name,
    version: 1,
    createdAt: Date.now(),
    members: {
      [lead.uid]: { role: 'orgLead', name: 'Träger-Leitung', email: 'leitung@traeger.test', since: 1 },
    },
    kitchens: Object.fromEntries(kitchens.map((k) => [k.kitchenId, { name: k.name, since: 1 }])),
  });
  batch.update(db.doc(`users/${lead.uid}`), {
    organisations: { [organisationId]: { role: 'orgLead', name } },
  });
  for (const k of kitchens)
    batch.update(db.doc(`kitchens/${k.kitchenId}`), { organisation: { id: organisationId, name } });
  await batch.commit();
  return organisationId;
}

/** A week with `days[i]` on weekday i (Monday first). */
const weekOf = (id: string, days: string[][], version = 0) => ({
  ...week(id, [], version),
  days: [0, 1, 2, 3, 4].map((i) => ({ recipes: days[i] ?? [] })),
});

/** An own recipe of the kitchen: 1,000 g Karotten for 10 portions, 0,50 € per Kindergarten portion. */
async function ownDoubleRecipe(kitchenId: string) {
  const own = {
    ...RecipeSchema.parse(recipe('karotten-doppelt', { ingredients: [{ slug: 'karotte', amount: 1000 }] })),
    owner: kitchenId,
    version: 1,
  };
  await testDb()
    .doc(`kitchens/${kitchenId}/recipes/karotten-doppelt`)
    .set(JSON.parse(JSON.stringify(own)));
}

/**
 * A stored list with hand-made items (Karotte is organic in the test catalogue, an ingredient the
 * catalogue does not know counts as not organic), then saved by the kitchen (shoppingLists/save).
 */
async function saveList(
  kitchen: KitchenCaller,
  id: string,
  startDate: string,
  organic: number,
  other: number,
) {
  const endDate = addDays(startDate, 4);
  const item = (slug: string, cost: number) => ({
    slug,
    name: slug,
    foodGroup: 'vegetables' as const,
    amount: 1000,
    unit: 'g' as const,
    cost,
    checked: false,
  });
  const list = shoppingList(id, {
    startDate,
    endDate,
    items: [item('karotte', organic), item('bohne-unbekannt', other)],
  });
  await testDb()
    .doc(`kitchens/${kitchen.kitchenId}/shoppingLists/${id}`)
    .set({ ...list, version: 1 });
  const marked = { ...list, items: list.items!.map((i) => ({ ...i, checked: true })), version: 1 };
  return call('shoppingLists/save', { shoppingList: marked }, kitchen);
}

describe('summaries kept on save', () => {
  it('puts a saved week into the month of its Thursday and the save into this month', async () => {
    const kitchen = await createKitchen({ name: 'Kita Sonnenschein' });
    const lead = await createKitchen({ name: 'Leitung' });
    const organisationId = await createOrganisation(lead, [
      { kitchenId: kitchen.kitchenId, name: 'Kita Sonnenschein' },
    ]);
    const before = Date.now();
    await call('plan/saveNewWeek', { week: weekOf('2030-W02', []) }, kitchen);
    // Thursday of 2030-W02 is 10.01.2030.
    expect((await monthDoc(organisationId, '2030-01'))?.kitchens[kitchen.kitchenId]?.weeks).toEqual({
      '2030-W02': { cost: 0, portions: 0, plannedDays: 0, dgeMet: 0, dgeTotal: 0 },
    });
    const saved = await call('plan/saveWeek', { week: weekOf('2030-W02', [['linsen-dal']], 1) }, kitchen);
    const summary = (await monthDoc(organisationId, '2030-01'))!.kitchens[kitchen.kitchenId]!.weeks![
      '2030-W02'
    ] as WeekSummary;
    // linsen-dal: 500 g Karotten for 10 portions = 50 g edible, bought 50 ÷ 0,9 = 55,6 g at 0,45 € per
    // 100 g = 0,25 € per Kindergarten portion; the kitchen's 20 Kindergarten children: 5,00 €.
    expect(summary.cost).toBeCloseTo(5, 10);
    expect(summary.portions).toBe(20);
    expect(summary.plannedDays).toBe(1);
    expect(summary.dgeTotal).toBeGreaterThan(summary.dgeMet);
    const activity = (await monthDoc(organisationId, monthOfInstant(Date.now())))!.kitchens[
      kitchen.kitchenId
    ]!;
    expect(activity.lastActivity).toBeGreaterThanOrEqual(before);
    // The summary reuses what the save read for the week's average: no read more than without a Träger
    // but the Träger's document of the one dish (a kitchen of a Träger sees the Träger's recipes).
    const alone = await createKitchen();
    await call('plan/saveNewWeek', { week: weekOf('2030-W02', []) }, alone);
    const aloneSave = await call('plan/saveWeek', { week: weekOf('2030-W02', [['linsen-dal']], 1) }, alone);
    expect(saved.meta?.reads).toBe(aloneSave.meta!.reads + 1);
  });

  it('puts a shopping list into the month of its start date', async () => {
    const kitchen = await createKitchen({ name: 'Kita Ahorn' });
    const lead = await createKitchen({ name: 'Leitung' });
    const organisationId = await createOrganisation(lead, [
      { kitchenId: kitchen.kitchenId, name: 'Kita Ahorn' },
    ]);
    await call('plan/saveNewWeek', { week: weekOf('2030-W02', [['linsen-dal']]) }, kitchen);
    // A new list over that week: 20 portions of linsen-dal = 1.111 g Karotten at 0,45 € per 100 g = 5,00 €,
    // all organic.
    const fresh = {
      ...shoppingList('neue-liste', { startDate: '2030-01-07', endDate: '2030-01-11', items: [] }),
    };
    await call('shoppingLists/new', { shoppingList: fresh }, kitchen);
    const january = (await monthDoc(organisationId, '2030-01'))!.kitchens[kitchen.kitchenId]!;
    const created = january.lists!['neue-liste'] as { organicValue: number; totalValue: number };
    expect(created.totalValue).toBeCloseTo(5, 2);
    expect(created.organicValue).toBe(created.totalValue);
    // Saved list starting Monday 31.12.2029: 30 € organic of 30 + 10 = 40 €.
    await saveList(kitchen, 'alte-liste', '2029-12-31', 30, 10);
    expect((await monthDoc(organisationId, '2029-12'))!.kitchens[kitchen.kitchenId]!.lists).toEqual({
      'alte-liste': { organicValue: 30, totalValue: 40 },
    });
  });

  it('backfills a joining kitchen’s last 12 months, with bounded reads', async () => {
    const kitchen = await createKitchen({ name: 'Kita Neubau' });
    const thisWeek = isoWeekId(Date.now());
    const recent = addWeeks(thisWeek, -4);
    const tooOld = addWeeks(thisWeek, -60);
    for (const id of [recent, tooOld, addWeeks(thisWeek, 1)])
      await call('plan/saveNewWeek', { week: weekOf(id, [['linsen-dal'], ['milchreis']]) }, kitchen);
    const lead = await createKitchen({ name: 'Leitung' });
    const organisationId = await createOrganisation(lead, [
      { kitchenId: kitchen.kitchenId, name: 'Kita Neubau' },
    ]);
    const { result: written, reads } = await metered(() =>
      backfillKitchenSummaries(testDb(), organisationId, kitchen.kitchenId, {
        prices: {},
        heads: { kiga: 20 },
        menuLine: 'mixed',
      }),
    );
    // The 2 weeks of the range, the empty list query (1), the catalogue, own, the Träger's and shared
    // linsen-dal and milchreis.
    expect(reads).toBe(2 + 1 + 1 + 6);
    expect(written).toEqual({ weeks: 2, lists: 0 });
    const entry = (await monthDoc(organisationId, monthOfWeek(recent)))!.kitchens[kitchen.kitchenId]!;
    // Two days of 0,25 € for 20 Kindergarten children: 10,00 € for 40 portions.
    expect(entry.weeks![recent]).toMatchObject({ portions: 40, plannedDays: 2 });
    expect((entry.weeks![recent] as { cost: number }).cost).toBeCloseTo(10, 10);
    expect(
      (await monthDoc(organisationId, monthOfWeek(tooOld)))?.kitchens[kitchen.kitchenId]?.weeks?.[tooOld],
    ).toBeUndefined();
    const next = addWeeks(thisWeek, 1);
    expect(
      (await monthDoc(organisationId, monthOfWeek(next)))!.kitchens[kitchen.kitchenId]!.weeks![next],
    ).toMatchObject({ plannedDays: 2 });
  });
});

describe('org/overview', () => {
  it('answers two kitchens’ figures as computed by hand', async () => {
    const sonne = await createKitchen({ name: 'Kita Sonnenschein' });
    const ahorn = await createKitchen({ name: 'Kita Ahorn' });
    // Ahorn cooks for 10 Kindergarten and 10 school children: 10 + 10 × 1,3 = 23 Kindergarten portions.
    await testDb()
      .doc(`kitchens/${ahorn.kitchenId}`)
      .update({ heads: { kiga: 10, school: 10 } });
    const lead = await createKitchen({ name: 'Leitung' });
    const organisationId = await createOrganisation(lead, [
      { kitchenId: sonne.kitchenId, name: 'Kita Sonnenschein' },
      { kitchenId: ahorn.kitchenId, name: 'Kita Ahorn' },
    ]);
    await ownDoubleRecipe(sonne.kitchenId);
    const started = Date.now();
    // Sonnenschein (20 children): W02 linsen-dal 20 × 0,25 € = 5,00 €; W03 its own 0,50 € dish = 10,00 €.
    await call('plan/saveNewWeek', { week: weekOf('2030-W02', [['linsen-dal']]) }, sonne);
    await call('plan/saveNewWeek', { week: weekOf('2030-W03', [['karotten-doppelt']]) }, sonne);
    // Ahorn: W02 linsen-dal and milchreis, 0,50 € per portion × 23 = 11,50 €.
    await call('plan/saveNewWeek', { week: weekOf('2030-W02', [['linsen-dal', 'milchreis']]) }, ahorn);
    // Lists: Sonnenschein 30 of 40 € organic, Ahorn 45 of 50 €.
    await saveList(sonne, 'januar', '2030-01-07', 30, 10);
    await saveList(ahorn, 'januar', '2030-01-14', 45, 5);
    // This week and the next for the DGE look-back and "next week planned": Sonnenschein only.
    const thisWeek = isoWeekId(Date.now());
    await call('plan/saveNewWeek', { week: weekOf(thisWeek, [['linsen-dal'], ['milchreis']]) }, sonne);
    await call('plan/saveNewWeek', { week: weekOf(addWeeks(thisWeek, 1), [['linsen-dal']]) }, sonne);

    const answer = await call<OrganisationOverview>(
      'org/overview',
      { organisationId, period: { kind: 'month', start: '2030-01' } },
      lead,
    );
    const overview = answer.payload;
    expect(overview.months).toEqual(['2030-01']);
    expect(overview.rows.map((r) => r.name)).toEqual(['Kita Ahorn', 'Kita Sonnenschein']);
    const [ahornRow, sonneRow] = overview.rows;
    // Sonnenschein: 15,00 € for 40 portions = 0,375 €; Bio 30 of 40 € = 75 % (Silber).
    expect(sonneRow).toMatchObject({
      portions: 40,
      bioPercent: 75,
      bioLevel: 'silver',
      nextWeekPlanned: true,
    });
    expect(sonneRow!.costPerPortion).toBeCloseTo(0.375, 10);
    // Ahorn: 11,50 € for 23 portions = 0,50 €; Bio 45 of 50 € = 90 % (Gold); nothing planned now.
    expect(ahornRow).toMatchObject({
      portions: 23,
      bioPercent: 90,
      bioLevel: 'gold',
      nextWeekPlanned: false,
    });
    expect(ahornRow).toMatchObject({ dgeMet: 0, dgeTotal: 0 });
    expect(ahornRow!.costPerPortion).toBeCloseTo(0.5, 10);
    // Totals are ratios of the sums: 26,50 € for 63 portions = 0,4206 € (not the rows' mean 0,4375 €);
    // Bio 75 of 90 € = 83 % (Silber).
    expect(overview.totals).toMatchObject({ portions: 63, bioPercent: 83, bioLevel: 'silver' });
    expect(overview.totals.costPerPortion).toBeCloseTo(26.5 / 63, 10);
    expect(overview.trend).toEqual([
      { month: '2030-01', costPerPortion: overview.totals.costPerPortion, bioPercent: 83 },
    ]);
    // The DGE look-back holds this week (planned) only: the planner's 5-day check of it.
    const catalogue = (await testDb().doc('catalogue/ingredients').get()).data()!;
    const recipes = await Promise.all(
      ['linsen-dal', 'milchreis'].map(async (slug) => (await testDb().doc(`recipes/${slug}`).get()).data()),
    );
    const report = dgeCheck(
      preparePlannerData({ ingredients: catalogue.items, recipes }),
      weekOf(thisWeek, [['linsen-dal'], ['milchreis']]).days,
    );
    expect(sonneRow).toMatchObject({
      dgeMet: report.results.filter((r) => r.ok).length,
      dgeTotal: report.results.length,
    });
    expect(sonneRow!.lastActivity).toBeGreaterThanOrEqual(started);
    expect(ahornRow!.lastActivity).toBeGreaterThanOrEqual(started);
  });

  it('costs the same fixed reads for 3 kitchens as for 30', async () => {
    const lead = await createKitchen({ name: 'Leitung' });
    const readsFor = async (count: number, period: OverviewPeriod) => {
      const kitchens = Array.from({ length: count }, (_, i) => ({
        kitchenId: `kueche-${randomUUID().slice(0, 8)}`,
        name: `Kita ${i + 1}`,
      }));
      const organisationId = await createOrganisationOnly(lead, kitchens);
      const entries = Object.fromEntries(
        kitchens.map((k, i) => [
          k.kitchenId,
          {
            weeks: {
              '2030-W02': { cost: 5 * (i + 1), portions: 20, plannedDays: 1, dgeMet: 3, dgeTotal: 9 },
            },
            lists: {},
            lastActivity: 1,
          },
        ]),
      );
      await testDb().doc(`organisations/${organisationId}/months/2030-01`).set({ kitchens: entries });
      const answer = await call<OrganisationOverview>('org/overview', { organisationId, period }, lead);
      expect(answer.payload.rows).toHaveLength(count);
      return answer.meta?.reads;
    };
    for (const period of [
      { kind: 'month', start: '2030-01' },
      { kind: 'quarter', start: '2030-01' },
      { kind: 'year', start: '2030-01' },
    ] as const) {
      const months = overviewMonths(period, Date.now());
      // The person and the Träger (one getAll), then the months in one getAll.
      const expected = 2 + months.period.length + months.extra.length;
      expect(await readsFor(3, period)).toBe(expected);
      expect(await readsFor(30, period)).toBe(expected);
      expect(months.extra.length).toBeLessThanOrEqual(2);
    }
  });
});

/** A Träger whose kitchens exist only in its document (enough for the overview, which reads no kitchen). */
async function createOrganisationOnly(lead: KitchenCaller, kitchens: { kitchenId: string; name: string }[]) {
  const organisationId = `org-${randomUUID().slice(0, 12)}`;
  await testDb()
    .doc(`organisations/${organisationId}`)
    .set({
      name: 'Großer Träger',
      version: 1,
      createdAt: 1,
      members: {
        [lead.uid]: { role: 'orgLead', name: 'Träger-Leitung', email: 'leitung@traeger.test', since: 1 },
      },
      kitchens: Object.fromEntries(kitchens.map((k) => [k.kitchenId, { name: k.name, since: 1 }])),
    });
  return organisationId;
}
