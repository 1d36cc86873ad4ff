/**
 * An admin makes a kitchen's recipe a shared one (#13 item 2, #29): admin/kitchenRecipes lists the
 * kitchen's own recipes (`kitchens/{kitchenId}/recipes`), admin/shareRecipe copies one into the shared recipes with the kitchen noted as author, a
 * free slug, one audit entry, and nothing else changed. Shared recipes made here are removed afterwards:
 * every test file sees the shared list.
 */
import type { Recipe, RecipeListEntry } from '@speiseplaner/shared';
import { call, refusal } from '../helpers/call';
import { seedCatalogue } from '../helpers/catalogue';
import { recipe } from '../helpers/fixtures';
import { addMember, createAdmin, createKitchen, testDb } from '../helpers/kitchens';
import { changedOutside, wholeDatabase } from '../helpers/snapshot';

const made: string[] = [];

beforeAll(seedCatalogue);

afterAll(async () => {
  const db = testDb();
  for (const slug of made) await db.doc(`recipes/${slug}`).delete();
  const summary = db.doc('catalogue/recipes');
  const items = ((await summary.get()).data()?.items ?? []) as RecipeListEntry[];
  await summary.update({ items: items.filter((entry) => !made.includes(entry.slug)) });
});

/** A kitchen whose cook saved one recipe: the recipe is the kitchen's, not the cook's. */
async function kitchenWithRecipe(slug: string) {
  const kitchen = await createKitchen({ name: 'Kita Löwenzahn' });
  const cook = await addMember(kitchen, 'cook');
  await call('recipes/save', { recipe: recipe(slug, { name: 'Linsen-Dal mit Reis' }) }, cook);
  return kitchen;
}

it('lists a kitchen’s own recipes for an admin, and refuses an unknown kitchen', async () => {
  const slug = `dal-${Date.now()}`;
  const kitchen = await kitchenWithRecipe(slug);
  const admin = await createAdmin();

  const answer = await call<{ kitchenId: string; recipes: RecipeListEntry[] }>(
    'admin/kitchenRecipes',
    { kitchenId: kitchen.kitchenId },
    admin,
  );
  expect(answer.payload.kitchenId).toBe(kitchen.kitchenId);
  expect(answer.payload.recipes.map((r) => [r.slug, r.name])).toEqual([[slug, 'Linsen-Dal mit Reis']]);
  // Another kitchen's recipes are not this one's.
  const other = await createKitchen();
  expect(
    (
      await call<{ recipes: RecipeListEntry[] }>(
        'admin/kitchenRecipes',
        { kitchenId: other.kitchenId },
        admin,
      )
    ).payload.recipes,
  ).toEqual([]);
  expect(await refusal('admin/kitchenRecipes', { kitchenId: 'gibt-es-nicht' }, admin)).toEqual({
    code: 'not-found',
    message: 'Die Küche wurde nicht gefunden.',
  });
});

it('copies the recipe into the shared ones with its kitchen as author; only that, its entry and the log change', async () => {
  const slug = `dal-${Date.now()}`;
  const kitchen = await kitchenWithRecipe(slug);
  const admin = await createAdmin();
  const before = await wholeDatabase();

  const answer = await call<{ recipe: Recipe }>(
    'admin/shareRecipe',
    { kitchenId: kitchen.kitchenId, slug },
    admin,
  );
  made.push(slug);
  expect(answer.payload.recipe).toMatchObject({
    slug,
    name: 'Linsen-Dal mit Reis',
    author: 'Kita Löwenzahn',
    version: 1,
  });
  expect(answer.payload.recipe).not.toHaveProperty('owner');

  const changed = changedOutside(before, await wholeDatabase(), []);
  // The shared list document is new when this file runs alone, changed after other files.
  expect(
    changed
      .filter((c) => !c.startsWith('neu: auditLog/'))
      .map((c) => c.replace(/^(neu|geändert): catalogue\/recipes$/, 'catalogue/recipes'))
      .sort(),
  ).toEqual(['catalogue/recipes', `neu: recipes/${slug}`].sort());
  expect(changed.filter((c) => c.startsWith('neu: auditLog/'))).toHaveLength(1);

  // Another kitchen now finds it among the shared recipes, the method included.
  const other = await createKitchen();
  const fetched = await call<{ recipe: Recipe }>('recipes/fetch', { slug }, other);
  expect(fetched.payload.recipe).toMatchObject({ author: 'Kita Löwenzahn', method: recipe(slug).method });
  expect(fetched.payload.recipe.owner).toBeUndefined();
  // The kitchen keeps its own recipe.
  expect((await testDb().doc(`kitchens/${kitchen.kitchenId}/recipes/${slug}`).get()).data()).toMatchObject({
    slug,
    name: 'Linsen-Dal mit Reis',
  });

  // Shared a second time, the copy takes the next free slug.
  const again = await call<{ recipe: Recipe }>(
    'admin/shareRecipe',
    { kitchenId: kitchen.kitchenId, slug },
    admin,
  );
  made.push(`${slug}-2`);
  expect(again.payload.recipe.slug).toBe(`${slug}-2`);
});

it('refuses a recipe the kitchen does not have, and writes nothing', async () => {
  const kitchen = await createKitchen();
  const admin = await createAdmin();
  const before = await wholeDatabase();
  expect(
    await refusal('admin/shareRecipe', { kitchenId: kitchen.kitchenId, slug: 'gibt-es-nicht' }, admin),
  ).toEqual({
    code: 'not-found',
    message: 'Das Rezept dieser Küche wurde nicht gefunden.',
  });
  expect(changedOutside(before, await wholeDatabase(), [])).toEqual([]);
});
