/** recipes/*: own and shared recipes, list summaries with bounded reads, ownership, unknown ingredients. */
import { call, refusal } from '../helpers/call';
import { seedCatalogue } from '../helpers/catalogue';
import { recipe } from '../helpers/fixtures';
import { createAdmin, createKitchen, testDb } from '../helpers/kitchens';

type RecipeAnswer = { recipe: Record<string, unknown> & { version: number } };
type ListAnswer = { recipes: { slug: string; name: string; owner?: string; method?: string }[] };

beforeAll(seedCatalogue);

describe('recipes', () => {
  it('saves an own recipe, lists it without the method and fetches it whole', async () => {
    const kitchen = await createKitchen();
    const saved = await call<RecipeAnswer>('recipes/save', { recipe: recipe('karottengemuese') }, kitchen);
    expect(saved.payload.recipe).toMatchObject({ slug: 'karottengemuese', owner: kitchen.uid, version: 1 });
    const list = await call<ListAnswer>('recipes/list', {}, kitchen);
    const entry = list.payload.recipes.find((r) => r.slug === 'karottengemuese');
    expect(entry).toMatchObject({ name: 'Rezept karottengemuese', owner: kitchen.uid });
    expect(entry).not.toHaveProperty('method');
    const fetched = await call<RecipeAnswer>('recipes/fetch', { slug: 'karottengemuese' }, kitchen);
    expect(fetched.payload.recipe.method).toContain('Karotten schälen');
  });

  it('shares admin recipes with every kitchen; an own copy hides the shared one for its owner only', async () => {
    const admin = await createAdmin();
    const kitchen = await createKitchen();
    const other = await createKitchen();
    await call(
      'recipes/save',
      { recipe: recipe('linseneintopf', { name: 'Linseneintopf' }), shared: true },
      admin,
    );
    await call(
      'recipes/save',
      { recipe: recipe('linseneintopf', { name: 'Linseneintopf nach Hausart' }) },
      kitchen,
    );
    const names = async (k: typeof kitchen) =>
      (await call<ListAnswer>('recipes/list', {}, k)).payload.recipes
        .filter((r) => r.slug === 'linseneintopf')
        .map((r) => r.name);
    expect(await names(kitchen)).toEqual(['Linseneintopf nach Hausart']);
    expect(await names(other)).toEqual(['Linseneintopf']);
    expect(
      (await call<RecipeAnswer>('recipes/fetch', { slug: 'linseneintopf' }, other)).payload.recipe,
    ).not.toHaveProperty('owner');
  });

  it('answers a client holding the current list with upToDate only, and again in full after a change', async () => {
    type Versioned = ListAnswer & { listVersion?: string; upToDate?: boolean };
    const admin = await createAdmin();
    const kitchen = await createKitchen();
    const other = await createKitchen();
    await call('recipes/save', { recipe: recipe('hirsebrei') }, kitchen);
    const first = (await call<Versioned>('recipes/list', {}, kitchen)).payload;
    expect(first.upToDate).toBeUndefined();
    expect(first.listVersion).toEqual(expect.any(String));
    const same = await call<Versioned>('recipes/list', { listVersion: first.listVersion }, kitchen);
    expect(same.payload).toEqual({ upToDate: true, listVersion: first.listVersion });
    expect(same.meta?.reads).toBe(4);
    // Another kitchen's version is not this kitchen's.
    const theirs = (await call<Versioned>('recipes/list', {}, other)).payload.listVersion;
    expect(theirs).not.toBe(first.listVersion);
    expect(
      (await call<Versioned>('recipes/list', { listVersion: theirs }, kitchen)).payload.recipes,
    ).toBeDefined();
    // An own save and a shared recipe by an admin each change the list.
    await call('recipes/save', { recipe: recipe('hirseauflauf') }, kitchen);
    const afterOwn = (await call<Versioned>('recipes/list', { listVersion: first.listVersion }, kitchen))
      .payload;
    expect(afterOwn.recipes?.map((r) => r.slug)).toContain('hirseauflauf');
    await call('recipes/save', { recipe: recipe('hirsesalat'), shared: true }, admin);
    const afterShared = (
      await call<Versioned>('recipes/list', { listVersion: afterOwn.listVersion }, kitchen)
    ).payload;
    expect(afterShared.upToDate).toBeUndefined();
    expect(afterShared.recipes?.map((r) => r.slug)).toContain('hirsesalat');
  });

  it('costs the same reads to list 3 or 40 recipes (summary documents)', async () => {
    const kitchen = await createKitchen();
    await call('recipes/save', { recipe: recipe('erstes-rezept') }, kitchen);
    const few = await call<ListAnswer>('recipes/list', {}, kitchen);
    for (let i = 0; i < 40; i += 1) await call('recipes/save', { recipe: recipe(`rezept-${i}`) }, kitchen);
    const many = await call<ListAnswer>('recipes/list', {}, kitchen);
    expect(many.payload.recipes.length).toBeGreaterThan(few.payload.recipes.length + 39);
    // Two summary documents, then person and kitchen.
    expect(many.meta?.reads).toBe(4);
    expect(few.meta?.reads).toBe(4);
  });

  it('refuses a stale recipe save and keeps the stored recipe', async () => {
    const kitchen = await createKitchen();
    await call('recipes/save', { recipe: recipe('milchreis', { name: 'Milchreis' }) }, kitchen);
    const stale = await refusal(
      'recipes/save',
      { recipe: recipe('milchreis', { name: 'Milchreis mit Zimt' }) },
      kitchen,
    );
    expect(stale.code).toBe('failed-precondition');
    expect(stale.message).toContain(
      'Das Rezept „Milchreis mit Zimt“ wurde inzwischen an anderer Stelle geändert',
    );
    expect((await testDb().doc(`kitchens/${kitchen.uid}/recipes/milchreis`).get()).data()?.name).toBe(
      'Milchreis',
    );
  });

  it('refuses ingredients that are not in the catalogue, naming the field', async () => {
    const kitchen = await createKitchen();
    const bad = recipe('fantasie', {
      ingredients: [
        { slug: 'karotte', amount: 1 },
        { slug: 'drachenfrucht-xyz', amount: 2 },
      ],
    });
    const result = await refusal('recipes/save', { recipe: bad }, kitchen);
    expect(result).toEqual({
      code: 'invalid-argument',
      message: 'Ungültige Eingabe im Feld „recipe.ingredients.1.slug“: unbekannte Zutat „drachenfrucht-xyz“.',
    });
    expect((await testDb().doc(`kitchens/${kitchen.uid}/recipes/fantasie`).get()).exists).toBe(false);
  });

  it('refuses shared saves by non-admins and recipes owned by another kitchen', async () => {
    const kitchen = await createKitchen();
    expect((await refusal('recipes/save', { recipe: recipe('geteilt'), shared: true }, kitchen)).code).toBe(
      'permission-denied',
    );
    const foreign = recipe('fremd', { owner: 'k-someone-else' });
    expect(await refusal('recipes/save', { recipe: foreign }, kitchen)).toEqual({
      code: 'permission-denied',
      message: 'Diese Daten gehören zu einem anderen Konto.',
    });
  });

  it('refuses a kitchen saving an edited shared recipe, saying it is shared, and changes nothing', async () => {
    const admin = await createAdmin();
    const kitchen = await createKitchen();
    await call(
      'recipes/save',
      { recipe: recipe('gemuesesuppe', { name: 'Gemüsesuppe' }), shared: true },
      admin,
    );
    const { recipe: fetched } = (
      await call<{ recipe: ReturnType<typeof recipe> }>('recipes/fetch', { slug: 'gemuesesuppe' }, kitchen)
    ).payload;
    const edited = { ...fetched, name: 'Gemüsesuppe mit Ingwer' };
    expect(await refusal('recipes/save', { recipe: edited }, kitchen)).toEqual({
      code: 'permission-denied',
      message:
        'Das Rezept „Gemüsesuppe mit Ingwer“ gehört zu den gemeinsamen Rezepten und kann nur von Administratoren geändert werden.',
    });
    expect((await testDb().doc('recipes/gemuesesuppe').get()).data()).toMatchObject({
      name: 'Gemüsesuppe',
      version: 1,
    });
    expect((await testDb().doc(`kitchens/${kitchen.uid}/recipes/gemuesesuppe`).get()).exists).toBe(false);
  });

  it('answers not-found for a recipe nobody has', async () => {
    const kitchen = await createKitchen();
    expect(await refusal('recipes/fetch', { slug: 'gibt-es-nicht' }, kitchen)).toEqual({
      code: 'not-found',
      message: 'Das Rezept „gibt-es-nicht“ wurde nicht gefunden.',
    });
  });

  it('lists the recipe images from one document', async () => {
    await testDb()
      .doc('catalogue/recipeImages')
      .set({ items: ['linseneintopf-800x450.jpg'], version: 1 });
    const kitchen = await createKitchen();
    const answer = await call<{ images: string[] }>('recipes/listImages', {}, kitchen);
    expect(answer.payload.images).toEqual(['linseneintopf-800x450.jpg']);
  });

  it('needs the recipes feature to save', async () => {
    const kitchen = await createKitchen({ features: { plan: true } });
    expect((await refusal('recipes/save', { recipe: recipe('ohne-recht') }, kitchen)).code).toBe(
      'permission-denied',
    );
  });
});
