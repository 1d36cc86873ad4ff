/** ingredients/*: the shared catalogue in one document, admin-only edits with version checks. */
import {
  CATALOGUE_PRICE_ENTRIES,
  catalogueEntryOf,
  catalogueEntrySize,
  currentPrice,
  currentPriceEntry,
  DOCUMENT_HEADROOM,
  FIRESTORE_DOCUMENT_LIMIT,
  firestoreSizeOf,
  formatDate,
  INGREDIENT_CATALOGUE_FULL_MESSAGE,
  INGREDIENT_TOO_LARGE_MESSAGE,
  IngredientSchema,
  MAX_CATALOGUE_ENTRY_BYTES,
  MAX_INGREDIENTS,
  setIngredientPrice,
  type Ingredient,
} from '@speiseplaner/shared';
import { PATHS } from '../../src/lib/paths';
import { call, refusal } from '../helpers/call';
import { seedCatalogue } from '../helpers/catalogue';
import { ingredient } from '../helpers/fixtures';
import { createAdmin, createKitchen, testDb } from '../helpers/kitchens';

type CatalogueAnswer = { ingredients: { slug: string; version: number }[]; catalogueVersion: number };

beforeEach(seedCatalogue);
// Leave the small catalogue behind: the last tests fill it to the document limit.
afterAll(seedCatalogue);

describe('ingredients', () => {
  it('every signed-in kitchen fetches the whole catalogue in one read (plus person and kitchen)', async () => {
    const kitchen = await createKitchen({ features: { plan: true } });
    const answer = await call<CatalogueAnswer>('ingredients/fetchAll', {}, kitchen);
    expect(answer.payload.ingredients.map((i) => i.slug)).toEqual(['karotte', 'linsen', 'kartoffel']);
    expect(answer.meta?.reads).toBe(3);
  });

  it('checkFetch sends the catalogue only when the client copy is outdated', async () => {
    const kitchen = await createKitchen();
    const first = await call<CatalogueAnswer & { upToDate: boolean }>('ingredients/checkFetch', {}, kitchen);
    expect(first.payload.upToDate).toBe(false);
    expect(first.payload.ingredients).toHaveLength(3);
    const second = await call<{ upToDate: boolean; ingredients?: unknown[] }>(
      'ingredients/checkFetch',
      { catalogueVersion: first.payload.catalogueVersion },
      kitchen,
    );
    expect(second.payload).toEqual({ upToDate: true, catalogueVersion: first.payload.catalogueVersion });
  });

  it('admins add and change ingredients; the catalogue version moves on', async () => {
    const admin = await createAdmin();
    const added = await call<{ ingredient: { version: number } }>(
      'ingredients/save',
      { ingredient: ingredient('pastinake') },
      admin,
    );
    expect(added.payload.ingredient.version).toBe(1);
    const changed = await call<{ ingredient: { name: string; version: number } }>(
      'ingredients/save',
      { ingredient: ingredient('pastinake', { name: 'Pastinake (Bio)', version: 1 }) },
      admin,
    );
    expect(changed.payload.ingredient).toMatchObject({ name: 'Pastinake (Bio)', version: 2 });
    const all = await call<CatalogueAnswer>('ingredients/fetchAll', {}, admin);
    expect(all.payload.ingredients.find((i) => i.slug === 'pastinake')).toMatchObject({ version: 2 });
    expect(all.payload.catalogueVersion).toBe(3);
  });

  it('refuses a stale ingredient save and writes nothing', async () => {
    const admin = await createAdmin();
    const before = (await testDb().doc('catalogue/ingredients').get()).data();
    const result = await refusal(
      'ingredients/save',
      { ingredient: ingredient('karotte', { name: 'Möhre', version: 0 }) },
      admin,
    );
    expect(result.code).toBe('failed-precondition');
    expect(result.message).toContain('Die Zutat „Möhre“ wurde inzwischen an anderer Stelle geändert');
    expect((await testDb().doc('catalogue/ingredients').get()).data()).toEqual(before);
  });

  it('catalogue edits are admin-only, even with the ingredients feature', async () => {
    const kitchen = await createKitchen({ features: { ingredients: true } });
    expect((await refusal('ingredients/save', { ingredient: ingredient('pastinake') }, kitchen)).code).toBe(
      'permission-denied',
    );
  });

  it('refuses an edible amount above the reference amount, naming the field', async () => {
    const admin = await createAdmin();
    const result = await refusal(
      'ingredients/save',
      { ingredient: ingredient('rübe', { netReferenceAmount: 120 }) },
      admin,
    );
    expect(result.code).toBe('invalid-argument');
    const wrong = await refusal(
      'ingredients/save',
      { ingredient: ingredient('ruebe', { netReferenceAmount: 120 }) },
      admin,
    );
    expect(wrong.message).toBe('Die essbare Menge darf nicht größer als die Bezugsmenge sein.');
  });

  it('keeps the newest prices in the catalogue and moves older ones to the archive, today’s price unchanged (#17)', async () => {
    const admin = await createAdmin();
    // 60 monthly prices from 2020 on, and one announced for 2099.
    const prices = [
      ...Array.from({ length: 60 }, (_, i) => ({
        price: 1 + i / 100,
        fromDate: `${2020 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}-01`,
        referenceAmount: 100,
      })),
      { price: 9, fromDate: '2099-01-01', referenceAmount: 100 },
    ];
    const saved = await call<{ ingredient: { prices: typeof prices } }>(
      'ingredients/save',
      { ingredient: ingredient('sellerie', { prices }) },
      admin,
    );
    const today = formatDate(Date.now());
    const kept = saved.payload.ingredient.prices;
    // As many of the newest as fit the entry's byte budget (at most CATALOGUE_PRICE_ENTRIES).
    const expected = catalogueEntryOf(IngredientSchema.parse(ingredient('sellerie', { prices })), today)!;
    expect(kept).toEqual(expected.entry.prices);
    expect(kept.length).toBeGreaterThan(2);
    expect(kept.length).toBeLessThanOrEqual(CATALOGUE_PRICE_ENTRIES);
    expect(catalogueEntrySize(saved.payload.ingredient)).toBeLessThanOrEqual(MAX_CATALOGUE_ENTRY_BYTES);
    expect(currentPriceEntry(kept, today)).toEqual(currentPriceEntry(prices, today));
    expect(kept.at(-1)!.fromDate).toBe('2099-01-01');
    const archive = (await testDb().doc(PATHS.ingredientPriceArchive('sellerie')).get()).data()!;
    expect(archive.prices).toHaveLength(61 - kept.length);
    expect(archive.prices[0].fromDate).toBe('2020-01-01');
    // A retry of the same save answers the stored copy instead of a version conflict.
    const again = await call<{ ingredient: { version: number } }>(
      'ingredients/save',
      { ingredient: ingredient('sellerie', { prices }) },
      admin,
    );
    expect(again.payload.ingredient.version).toBe(1);
  });

  it('refuses a change after which the catalogue would not fit one document, and writes nothing (#17)', async () => {
    const admin = await createAdmin();
    const catalogueRef = testDb().doc(PATHS.ingredientCatalogue);
    const { items, version } = (await catalogueRef.get()).data() as { items: object[]; version: number };
    const filler = (i: number) => ({
      ...items[0]!,
      slug: `f-${String(i).padStart(5, '0')}`,
      name: 'F'.repeat(100),
    });
    const fillerSize = firestoreSizeOf(filler(0));
    let total = firestoreSizeOf({ items, version });
    const fillers: object[] = [];
    while (total + fillerSize <= FIRESTORE_DOCUMENT_LIMIT - DOCUMENT_HEADROOM) {
      fillers.push(filler(fillers.length));
      total += fillerSize;
    }
    await catalogueRef.set({ items: [...items, ...fillers], version });

    // An entry stored before the bound (here: the filled catalogue) is still guarded by the whole document.
    const big = ingredient('karotte', {
      name: 'R'.repeat(120),
      link: `https://beispiel.de/${'r'.repeat(200)}`,
      version: 1,
    });
    expect(await refusal('ingredients/save', { ingredient: big }, admin)).toEqual({
      code: 'resource-exhausted',
      message:
        'Der Zutatenkatalog ist zu groß geworden, um diese Änderung aufzunehmen. Bitte kürzen Sie lange Angaben oder wenden Sie sich an den technischen Betrieb.',
    });
    const after = (await catalogueRef.get()).data() as { items: { slug: string }[]; version: number };
    expect(after.version).toBe(version);
    expect(after.items.find((i) => i.slug === 'karotte')).toMatchObject({ version: 1 });
  });

  it(`takes the ${MAX_INGREDIENTS}th ingredient and refuses the next one; changes still go through (#17)`, async () => {
    const admin = await createAdmin();
    const catalogueRef = testDb().doc(PATHS.ingredientCatalogue);
    const { items, version } = (await catalogueRef.get()).data() as { items: Ingredient[]; version: number };
    const fillers = Array.from({ length: MAX_INGREDIENTS - 1 - items.length }, (_, i) => ({
      ...items[0]!,
      slug: `f-${String(i).padStart(4, '0')}`,
    }));
    await catalogueRef.set({ items: [...items, ...fillers], version });

    const last = await call<{ ingredient: { version: number } }>(
      'ingredients/save',
      { ingredient: ingredient('pastinake') },
      admin,
    );
    expect(last.payload.ingredient.version).toBe(1);
    const full = (await catalogueRef.get()).data() as { items: Ingredient[]; version: number };
    expect(full.items).toHaveLength(MAX_INGREDIENTS);

    expect(await refusal('ingredients/save', { ingredient: ingredient('topinambur') }, admin)).toEqual({
      code: 'resource-exhausted',
      message: INGREDIENT_CATALOGUE_FULL_MESSAGE,
    });
    expect(INGREDIENT_CATALOGUE_FULL_MESSAGE).toBe(
      'Der Zutatenkatalog hat die Höchstzahl von 800 Zutaten erreicht; eine weitere Zutat kann nicht aufgenommen werden. Bitte wenden Sie sich an den technischen Betrieb.',
    );
    const after = (await catalogueRef.get()).data() as { items: Ingredient[]; version: number };
    expect(after.version).toBe(full.version);
    expect(after.items).toHaveLength(MAX_INGREDIENTS);
    // A stored ingredient may still change in a full catalogue.
    const changed = await call<{ ingredient: { name: string } }>(
      'ingredients/save',
      { ingredient: ingredient('pastinake', { name: 'Pastinake (Bio)', version: 1 }) },
      admin,
    );
    expect(changed.payload.ingredient.name).toBe('Pastinake (Bio)');
  });

  it('refuses an ingredient too large for its place in the catalogue even without old prices (#17)', async () => {
    const admin = await createAdmin();
    // The schema allows a link of 2,048 characters: of three-byte characters that is 6 kB.
    const huge = ingredient('riesig', { name: 'Riesige Rübe', link: '€'.repeat(2048) });
    expect(await refusal('ingredients/save', { ingredient: huge }, admin)).toEqual({
      code: 'invalid-argument',
      message: INGREDIENT_TOO_LARGE_MESSAGE,
    });
    const catalogue = (await testDb().doc(PATHS.ingredientCatalogue).get()).data() as { items: Ingredient[] };
    expect(catalogue.items.some((i) => i.slug === 'riesig')).toBe(false);
  });

  it('a new price as the web app records it archives the oldest kept entry; costs follow the new price (#17)', async () => {
    const admin = await createAdmin();
    const today = formatDate(Date.now());
    const prices = Array.from({ length: 40 }, (_, i) => ({
      price: 2 + i / 100,
      fromDate: `${2021 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}-01`,
      referenceAmount: 100,
    }));
    const first = await call<{ ingredient: Ingredient }>(
      'ingredients/save',
      { ingredient: ingredient('mangold', { prices }) },
      admin,
    );
    const kept = first.payload.ingredient.prices;
    expect(currentPrice(first.payload.ingredient, today)).toBe(
      currentPrice(IngredientSchema.parse(ingredient('mangold', { prices })), today),
    );
    const archiveRef = testDb().doc(PATHS.ingredientPriceArchive('mangold'));
    const archivedBefore = ((await archiveRef.get()).data()!.prices as unknown[]).length;
    expect(archivedBefore + kept.length).toBe(40);

    // The price dialog: setIngredientPrice on the copy the app holds (fetchAll), saved whole.
    const all = await call<{ ingredients: Ingredient[] }>('ingredients/fetchAll', {}, admin);
    const held = all.payload.ingredients.find((i) => i.slug === 'mangold')!;
    const second = await call<{ ingredient: Ingredient }>(
      'ingredients/save',
      { ingredient: setIngredientPrice(held, 3.5, today) },
      admin,
    );
    expect(currentPrice(second.payload.ingredient, today)).toBe(3.5);
    expect(second.payload.ingredient.prices).toHaveLength(kept.length);
    expect(second.payload.ingredient.prices[0]).toEqual(kept[1]);
    const archived = (await archiveRef.get()).data()!.prices as { fromDate: string }[];
    expect(archived).toHaveLength(archivedBefore + 1);
    expect(archived.at(-1)).toEqual(kept[0]);
    // Every kitchen's cost reads the catalogue: the new price applies there.
    const kitchen = await createKitchen({ features: { plan: true } });
    const fetched = await call<{ ingredients: Ingredient[] }>('ingredients/fetchAll', {}, kitchen);
    expect(
      currentPrice(
        fetched.payload.ingredients.find((i) => i.slug === 'mangold')!,
        today,
      ),
    ).toBe(3.5);
  });
});
