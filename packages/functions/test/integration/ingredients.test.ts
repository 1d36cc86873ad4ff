/** ingredients/*: the shared catalogue in one document, admin-only edits with version checks. */
import { call, refusal } from '../helpers/call';
import { seedCatalogue } from '../helpers/catalogue';
import { ingredient } from '../helpers/fixtures';
import { createAdmin, createKitchen, testDb } from '../helpers/kitchens';

type CatalogueAnswer = { ingredients: { slug: string; version: number }[]; catalogueVersion: number };

beforeEach(seedCatalogue);

describe('ingredients', () => {
  it('every signed-in kitchen fetches the whole catalogue in one read (plus the profile)', async () => {
    const kitchen = await createKitchen({ features: { plan: true } });
    const answer = await call<CatalogueAnswer>('ingredients/fetchAll', {}, kitchen);
    expect(answer.payload.ingredients.map((i) => i.slug)).toEqual(['karotte', 'linsen', 'kartoffel']);
    expect(answer.meta?.reads).toBe(2);
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
    expect(wrong.message).toBe('Ungültige Eingabe im Feld „ingredient.netReferenceAmount“: ungültiger Wert.');
  });
});
