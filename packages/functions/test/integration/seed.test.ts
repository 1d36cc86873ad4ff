/** The seed loads the content package into the data-model layout, and running it again changes nothing. */
import { addWeeks, isoWeekId, preparePlannerData, weekCost } from '@speiseplaner/shared';
import { DEMO_PLAN_WEEKS, seedDemoPlans } from '@speiseplaner/devstack/src/seed/seedDemoPlans';
import { seedReferenceData } from '@speiseplaner/devstack/src/seed/seedReferenceData';
// Read from the content sources: the functions package does not depend on content (only the seed does).
import { VIDEOS } from '../../../content/src/videos/videos';
import { WORKSHOPS } from '../../../content/src/workshops/workshops';
import { call } from '../helpers/call';
import { createKitchen, testDb } from '../helpers/kitchens';

const CATALOGUE_DOCS = [
  'catalogue/ingredients',
  'catalogue/recipes',
  'catalogue/templates',
  'catalogue/workshops',
];

async function catalogue(): Promise<Record<string, unknown>> {
  const snaps = await Promise.all(CATALOGUE_DOCS.map((p) => testDb().doc(p).get()));
  return Object.fromEntries(snaps.map((s, i) => [CATALOGUE_DOCS[i], s.data()]));
}

it('puts the workshops of the content package behind workshops/list, idempotently', async () => {
  await seedReferenceData(testDb() as never);
  const first = await catalogue();
  await seedReferenceData(testDb() as never);
  expect(await catalogue()).toEqual(first);

  const answer = await call<{ workshops: { slug: string }[] }>('workshops/list', {}, null);
  expect(answer.payload.workshops.length).toBeGreaterThanOrEqual(WORKSHOPS.length);
  expect(answer.payload.workshops.map((w) => w.slug)).toEqual(
    expect.arrayContaining(WORKSHOPS.map((w) => w.slug)),
  );
  // The Mediathek's first videos are stored for admins; none has a YouTube id, so visitors see none.
  const videos = (await testDb().doc('catalogue/videos').get()).data()!.items as unknown[];
  expect(videos).toHaveLength(VIDEOS.length);
  expect((await call('videos/list', {}, null)).payload).toEqual({ videos: [] });
  await testDb().doc('catalogue/videos').delete();
  // Whatever ingredients the content package holds are what every kitchen fetches.
  const kitchen = await createKitchen();
  const ingredients = await call<{ ingredients: unknown[] }>('ingredients/fetchAll', {}, kitchen);
  expect(ingredients.payload.ingredients).toHaveLength(
    (first['catalogue/ingredients'] as { items: unknown[] }).items.length,
  );
}, 60_000);

it('stores the first masterplan weeks with their average cost at the catalogue prices', async () => {
  // The seed fills the six weeks from this one where none exist: start from none.
  const ids = [0, 1, 2, 3, 4, 5].map((i) => addWeeks(isoWeekId(new Date()), i));
  await Promise.all(ids.map((id) => testDb().doc(`masterplan/${id}`).delete()));
  await seedReferenceData(testDb() as never);
  const weeks = await Promise.all(
    ids.map(async (id) => (await testDb().doc(`masterplan/${id}`).get()).data()!),
  );
  const filled = weeks.filter((w) => (w.days as { recipes: string[] }[]).some((d) => d.recipes.length));
  expect(filled.length).toBeGreaterThanOrEqual(5);
  const [ingredients, recipes] = await Promise.all([
    testDb().doc('catalogue/ingredients').get(),
    testDb().doc('catalogue/recipes').get(),
  ]);
  const prices = preparePlannerData({
    ingredients: ingredients.data()!.items,
    recipes: recipes.data()!.items,
  });
  for (const week of filled) {
    expect(week).not.toHaveProperty('averageCosts');
    expect(week.average).toBeGreaterThan(0);
    expect(week.average).toBeCloseTo(weekCost(prices, { id: week.id, days: week.days }).average, 9);
  }
}, 60_000);

it('gives a demo kitchen six planned weeks around this one, and keeps what the kitchen changed', async () => {
  const { templates, prices } = await seedReferenceData(testDb() as never);
  const uid = `demo-${Date.now().toString(36)}`;
  const thisWeek = isoWeekId(new Date());
  // The kitchen already changed this week: the seed leaves it alone.
  const edited = {
    id: thisWeek,
    days: [{ recipes: [] }, { recipes: [] }, { recipes: [] }, { recipes: [] }, { recipes: [] }],
    average: 0,
    version: 3,
  };
  await testDb().doc(`kitchens/${uid}/weeks/${thisWeek}`).set(edited);
  await seedDemoPlans(testDb() as never, uid, templates, prices);
  const read = async () =>
    (await testDb().collection(`kitchens/${uid}/weeks`).get()).docs
      .map((d) => d.data())
      .sort((a, b) => (a.id < b.id ? -1 : 1));
  const weeks = await read();
  expect(weeks.map((w) => w.id)).toEqual(DEMO_PLAN_WEEKS.map((offset) => addWeeks(thisWeek, offset)));
  for (const week of weeks.filter((w) => w.id !== thisWeek)) {
    expect(week.days.some((d: { recipes: string[] }) => d.recipes.length > 0)).toBe(true);
    expect(week.average).toBeGreaterThan(0);
    expect(week.average).toBeCloseTo(weekCost(prices, { id: week.id, days: week.days }).average, 9);
  }
  expect(weeks.find((w) => w.id === thisWeek)).toEqual(edited);
  await seedDemoPlans(testDb() as never, uid, templates, prices);
  expect(await read()).toEqual(weeks);
}, 60_000);
