/**
 * The demo data of `pnpm dev` in the stored shapes: the demo kitchen has a team of three (Küchenleitung,
 * cook, reader), the admin leads a kitchen of their own, and every person document names its kitchen. The
 * demo Träger holds „Kita Regenbogen“ and two more kitchens; seeded into the local Firestore (a project of
 * its own), its documents and month summaries parse with the shared schemas, and the overview built from
 * them shows the costs and Bio shares this test computes by hand from the stored weeks and lists.
 */
import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import {
  addWeeks,
  isAgricultural,
  isoWeekId,
  KitchenDocSchema,
  monthOfList,
  monthOfWeek,
  organisationMonthOf,
  OrganisationDocSchema,
  OrganisationMonthSchema,
  OrganisationPricesDocSchema,
  organisationOverview,
  PersonDocSchema,
  PlanWeekSchema,
  RecipeSchema,
  ShoppingListSchema,
  userOf,
  weekDates,
  type Ingredient,
  type OrganisationMonth,
  type PlanWeek,
  type ShoppingList,
} from '@speiseplaner/shared';
import { DEMO_LOGINS, DEMO_ORGANISATION } from '../../src/seed/demoUsers';
import { demoDocs, seedDemoData } from '../../src/seed/seedDemo';

const uids = new Map(DEMO_LOGINS.map((l, i) => [l.email, `uid-${i}`]));
const uidOf = (email: string) => uids.get(email)!;

it('seeds the demo kitchen with a Küchenleitung, a second cook and a reader, and the admin with an own kitchen', () => {
  const { kitchens, persons } = demoDocs(uids);
  const lead = uidOf('kueche@speiseplaner.test');
  const admin = uidOf('admin@speiseplaner.test');
  const loewenzahn = uidOf('loewenzahn@speiseplaner.test');
  const pusteblume = uidOf('pusteblume@speiseplaner.test');
  const fachberatung = uidOf('traeger@speiseplaner.test');
  expect([...kitchens.keys()].sort()).toEqual([admin, lead, loewenzahn, pusteblume, fachberatung].sort());

  const demo = kitchens.get(lead)!;
  expect(demo.name).toBe('Kita Regenbogen');
  expect(demo.features).toEqual({ plan: true, recipes: true, shopping: true });
  expect(
    Object.fromEntries(Object.entries(demo.members).map(([uid, m]) => [uid, [m.role, m.email]])),
  ).toEqual({
    [lead]: ['lead', 'kueche@speiseplaner.test'],
    [uidOf('koechin@speiseplaner.test')]: ['cook', 'koechin@speiseplaner.test'],
    [uidOf('leitung@speiseplaner.test')]: ['reader', 'leitung@speiseplaner.test'],
  });
  expect(Object.keys(kitchens.get(admin)!.members)).toEqual([admin]);

  for (const login of DEMO_LOGINS.filter((l) => l.kitchen !== null)) {
    const person = persons.get(uidOf(login.email))!;
    const kitchenId = [...kitchens].find(([, k]) => k.name === login.kitchen)![0];
    expect(person).toMatchObject({ email: login.email, admin: login.admin, lastKitchen: kitchenId });
    expect(person.kitchens).toEqual({ [kitchenId]: login.kitchenRole });
    // The person's copy of the role agrees with the kitchen's entry, which decides.
    expect(kitchens.get(kitchenId)!.members[uidOf(login.email)]!.role).toBe(login.kitchenRole);
    expect(() => PersonDocSchema.parse(person)).not.toThrow();
  }
  for (const kitchen of kitchens.values()) expect(() => KitchenDocSchema.parse(kitchen)).not.toThrow();
  expect(DEMO_LOGINS.filter((l) => l.admin).map((l) => l.email)).toEqual(['admin@speiseplaner.test']);
});

it('gives the demo Träger its Träger-Leitung and three kitchens, each side naming the other', () => {
  const { kitchens, persons, organisation } = demoDocs(uids);
  const traeger = uidOf('traeger@speiseplaner.test');
  const ids = ['kueche', 'loewenzahn', 'pusteblume'].map((k) => uidOf(`${k}@speiseplaner.test`));
  expect(organisation.id).toBe(DEMO_ORGANISATION.id);
  expect(organisation.doc.name).toBe('Kita-Verbund Sonnenschein');
  expect(Object.keys(organisation.doc.kitchens).sort()).toEqual([...ids].sort());
  expect(
    Object.fromEntries(Object.entries(organisation.doc.members).map(([uid, m]) => [uid, [m.role, m.email]])),
  ).toEqual({ [traeger]: ['orgLead', 'traeger@speiseplaner.test'] });
  for (const id of ids) {
    expect(kitchens.get(id)!.organisation).toEqual({ id: organisation.id, name: organisation.doc.name });
    expect(organisation.doc.kitchens[id]!.name).toBe(kitchens.get(id)!.name);
  }
  expect(kitchens.get(uidOf('admin@speiseplaner.test'))!.organisation).toBeUndefined();
  // The Träger-Leitung leads her own kitchen, the Fachberatung, which is not one of the Träger's: there she
  // writes the recipes she shares; the Träger's prices are not hers.
  const person = persons.get(traeger)!;
  expect(person.kitchens).toEqual({ [traeger]: 'lead' });
  const fachberatung = kitchens.get(traeger)!;
  expect(userOf(traeger, person, { id: traeger, doc: fachberatung }, {})).toMatchObject({
    kitchenId: traeger,
    name: 'Fachberatung Kita-Verbund Sonnenschein',
    organisation: null,
    organisationPrices: {},
    organisations: [{ id: organisation.id, name: 'Kita-Verbund Sonnenschein', role: 'orgLead' }],
  });
  // Each Kita inherits the Träger's contract prices: 1,60 € per kg of carrots.
  for (const id of ids)
    expect(kitchens.get(id)!.organisationPrices.karotten).toEqual({ price: 1.6, amount: 1000 });
});

describe('seeded into the local Firestore', () => {
  // A Thursday in late November: the four past weeks lie in October and November, next week in December.
  const NOW = new Date(Date.UTC(2026, 10, 26, 10));
  const THIS_WEEK = isoWeekId(NOW);
  let app: App;
  let db: Firestore;

  beforeAll(async () => {
    if (!process.env.FIRESTORE_EMULATOR_HOST) throw new Error('FIRESTORE_EMULATOR_HOST fehlt (globalSetup).');
    app = initializeApp({ projectId: `demo-demoseed-${randomUUID().slice(0, 8)}` }, 'demo-seed-test');
    db = getFirestore(app);
    await seedDemoData(db, uids, NOW);
  }, 120_000);

  afterAll(async () => {
    await db.terminate();
    await deleteApp(app);
  });

  const data = async (path: string) => (await db.doc(path).get()).data();
  const collection = async (path: string) => (await db.collection(path).get()).docs;
  const weeksOf = async (kitchenId: string): Promise<PlanWeek[]> =>
    (await collection(`kitchens/${kitchenId}/weeks`)).map((d) => PlanWeekSchema.parse(d.data()));
  const listsOf = async (kitchenId: string): Promise<ShoppingList[]> =>
    (await collection(`kitchens/${kitchenId}/shoppingLists`)).map((d) => ShoppingListSchema.parse(d.data()));
  async function months(): Promise<Record<string, OrganisationMonth>> {
    const docs = await collection(`organisations/${DEMO_ORGANISATION.id}/months`);
    return Object.fromEntries(docs.map((d) => [d.id, OrganisationMonthSchema.parse(d.data())]));
  }

  it('stores the Träger, its three kitchens and the Träger-Leitung in the shared schemas', async () => {
    const org = OrganisationDocSchema.parse(await data(`organisations/${DEMO_ORGANISATION.id}`));
    const names = await Promise.all(
      Object.keys(org.kitchens).map(async (id) => {
        const kitchen = KitchenDocSchema.parse(await data(`kitchens/${id}`));
        expect(kitchen.organisation).toEqual({ id: DEMO_ORGANISATION.id, name: org.name });
        return kitchen.name;
      }),
    );
    expect(names.sort()).toEqual(['Kita Löwenzahn', 'Kita Pusteblume', 'Kita Regenbogen']);
    const lead = PersonDocSchema.parse(await data(`users/${uidOf('traeger@speiseplaner.test')}`));
    expect(lead.organisations).toEqual({
      [DEMO_ORGANISATION.id]: { role: 'orgLead', name: 'Kita-Verbund Sonnenschein' },
    });
  });

  it('gives the Träger its contract prices and shares the Fachberatung’s recipe', async () => {
    const traeger = uidOf('traeger@speiseplaner.test');
    const prices = OrganisationPricesDocSchema.parse(
      await data(`organisations/${DEMO_ORGANISATION.id}/meta/prices`),
    );
    expect(prices.prices.karotten).toEqual({ price: 1.6, amount: 1000 });
    expect(prices.updatedBy).toBe(traeger);
    const { slug } = DEMO_ORGANISATION.recipe;
    const own = RecipeSchema.parse(await data(`kitchens/${traeger}/recipes/${slug}`));
    const { source, ...stored } = (await data(`organisations/${DEMO_ORGANISATION.id}/recipes/${slug}`))!;
    const shared = RecipeSchema.parse(stored);
    // The Träger's copy is the Fachberatung's recipe, marked as the Träger's, with where it came from.
    expect(source).toEqual({ kitchenId: traeger, slug });
    expect(shared).toMatchObject({ organisation: DEMO_ORGANISATION.id, name: own.name });
    expect(shared.owner).toBeUndefined();
    expect(shared.ingredients).toEqual(own.ingredients);
    const list = (await data(`organisations/${DEMO_ORGANISATION.id}/meta/recipes`))!;
    expect(list.items.map((r: { slug: string }) => r.slug)).toEqual([slug]);
    expect(list.sources[slug]).toEqual({ kitchenId: traeger, slug, version: 1 });
  });

  it('plans and shops for the Träger’s kitchens, with organic and conventional items', async () => {
    const catalogue = (await data('catalogue/ingredients'))!.items as Ingredient[];
    const conventional = new Set(
      catalogue.filter((i) => !i.isOrganic && isAgricultural(i)).map((i) => i.slug),
    );
    const planned = async (email: string) => (await weeksOf(uidOf(email))).map((w) => w.id).sort();
    const past = [-4, -3, -2, -1].map((o) => addWeeks(THIS_WEEK, o));
    expect(await planned('kueche@speiseplaner.test')).toEqual([...past, THIS_WEEK, addWeeks(THIS_WEEK, 1)]);
    expect(await planned('loewenzahn@speiseplaner.test')).toEqual([
      ...past,
      THIS_WEEK,
      addWeeks(THIS_WEEK, 1),
    ]);
    expect(await planned('pusteblume@speiseplaner.test')).toEqual(past);
    for (const email of ['kueche', 'loewenzahn', 'pusteblume'].map((k) => `${k}@speiseplaner.test`)) {
      const lists = await listsOf(uidOf(email));
      // One shopped list per past planned week, Monday to Friday.
      expect(lists.map((l) => l.startDate).sort()).toEqual(past.map((w) => weekDates(w)[0]));
      for (const list of lists) {
        expect(list.status).toBe('shopped');
        expect(list.items.length).toBeGreaterThan(10);
      }
    }
    // Pusteblume serves conventional fish every Tuesday.
    for (const list of await listsOf(uidOf('pusteblume@speiseplaner.test'))) {
      expect(list.items.some((item) => conventional.has(item.slug))).toBe(true);
    }
  });

  it('writes month summaries that parse and hold every stored week and list of the three kitchens', async () => {
    const stored = await months();
    const org = OrganisationDocSchema.parse(await data(`organisations/${DEMO_ORGANISATION.id}`));
    for (const [month, doc] of Object.entries(stored)) {
      // Nothing a lenient read would drop.
      expect({ month, doc: organisationMonthOf(doc) }).toEqual({ month, doc });
    }
    for (const kitchenId of Object.keys(org.kitchens)) {
      for (const week of await weeksOf(kitchenId)) {
        expect(stored[monthOfWeek(week.id)]?.kitchens[kitchenId]?.weeks[week.id]?.plannedDays).toBe(5);
      }
      for (const list of await listsOf(kitchenId)) {
        expect(stored[monthOfList(list)]?.kitchens[kitchenId]?.lists[list.id]?.totalValue).toBeGreaterThan(0);
      }
    }
    // Only the Träger's kitchens: the admin's kitchen is in none.
    const admin = uidOf('admin@speiseplaner.test');
    expect(Object.values(stored).some((m) => admin in m.kitchens)).toBe(false);
  });

  it('lets the overview show the seeded costs and Bio shares, as computed by hand from weeks and lists', async () => {
    const org = OrganisationDocSchema.parse(await data(`organisations/${DEMO_ORGANISATION.id}`));
    const catalogue = new Map(
      ((await data('catalogue/ingredients'))!.items as Ingredient[]).map((i) => [i.slug, i]),
    );
    const overview = organisationOverview({
      period: { kind: 'quarter', start: '2026-10' },
      kitchens: Object.entries(org.kitchens).map(([kitchenId, k]) => ({ kitchenId, name: k.name })),
      months: await months(),
      now: NOW.getTime(),
    });
    expect(overview.rows.map((r) => r.name)).toEqual([
      'Kita Löwenzahn',
      'Kita Pusteblume',
      'Kita Regenbogen',
    ]);
    for (const row of overview.rows) {
      const weeks = await weeksOf(row.kitchenId);
      const lists = await listsOf(row.kitchenId);
      // Every planned day serves the kitchen's heads, so the cost per Kindergarten portion over the
      // quarter is the mean of the weeks' average (the Speiseplan's figure).
      const mean = weeks.reduce((sum, w) => sum + w.average, 0) / weeks.length;
      expect({ name: row.name, cost: row.costPerPortion! }).toEqual({
        name: row.name,
        cost: expect.closeTo(mean, 6),
      });
      // Bio share: organic value ÷ value of the agricultural items of every list, whole percent.
      let organic = 0;
      let total = 0;
      for (const item of lists.flatMap((l) => l.items)) {
        const ingredient = catalogue.get(item.slug);
        if (ingredient && !isAgricultural(ingredient)) continue;
        total += item.cost;
        if (ingredient?.isOrganic) organic += item.cost;
      }
      expect({ name: row.name, bio: row.bioPercent }).toEqual({
        name: row.name,
        bio: Math.round((100 * organic) / total),
      });
    }
    const byName = Object.fromEntries(overview.rows.map((r) => [r.name, r]));
    const pusteblume = byName['Kita Pusteblume']!;
    const regenbogen = byName['Kita Regenbogen']!;
    // Fish every Tuesday shows: Pusteblume buys less organic than Regenbogen and misses Gold.
    expect(pusteblume.bioPercent!).toBeLessThan(regenbogen.bioPercent!);
    expect(pusteblume.bioLevel).not.toBe('gold');
    expect(overview.rows.map((r) => [r.name, r.nextWeekPlanned])).toEqual([
      ['Kita Löwenzahn', true],
      ['Kita Pusteblume', false],
      ['Kita Regenbogen', true],
    ]);
    // Pusteblume planned its last week a fortnight ago; the others this Monday.
    expect(pusteblume.lastActivity!).toBeLessThan(regenbogen.lastActivity!);
    expect(regenbogen.lastActivity!).toBeLessThanOrEqual(NOW.getTime());
    expect(regenbogen.dgeTotal).toBeGreaterThan(0);
    expect(overview.totals.costPerPortion).not.toBeNull();
  });

  it('writes nothing new when seeded again', async () => {
    const before = {
      months: await months(),
      lists: await listsOf(uidOf('pusteblume@speiseplaner.test')),
    };
    await seedDemoData(db, uids, NOW);
    expect({ months: await months(), lists: await listsOf(uidOf('pusteblume@speiseplaner.test')) }).toEqual(
      before,
    );
  }, 120_000);
});
