/**
 * The ingredient catalogue's bound (prices/catalogueEntry.ts, docs/data-model.md "Document limits"): the
 * largest catalogue the shared rules accept, measured with Firestore's storage-size rules, stays below
 * 1 MiB; one byte more is refused.
 */
import {
  ALLERGEN_IDS,
  CATALOGUE_PRICE_ENTRIES,
  catalogueEntryOf,
  catalogueEntrySize,
  catalogueHasRoom,
  currentPriceEntry,
  DOCUMENT_HEADROOM,
  FIRESTORE_DOCUMENT_LIMIT,
  firestoreSizeOf,
  IngredientSchema,
  MAX_CATALOGUE_BYTES,
  MAX_CATALOGUE_ENTRY_BYTES,
  MAX_INGREDIENTS,
  type Ingredient,
  type PriceEntry,
} from '../../src';

/** Document name size (Firebase "Storage size calculations"): each id as a string, + 16. */
const documentNameSize = (path: string) =>
  path.split('/').reduce((sum, id) => sum + new TextEncoder().encode(id).length + 1, 0) + 16;
/** A document's whole storage size: name, fields, + 32. */
const documentSize = (path: string, fields: object) => documentNameSize(path) + firestoreSizeOf(fields) + 32;

const TODAY = '2026-11-24';
const monthly = (count: number, fromYear = 2020): PriceEntry[] =>
  Array.from({ length: count }, (_, i) => ({
    price: 1 + i / 100,
    fromDate: `${fromYear + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}-01`,
    referenceAmount: 100,
  }));

/**
 * The largest ingredient the rule accepts, with a slug of 120 characters (`i` makes it unique): long name
 * of three-byte characters, every allergen and flag, all prices; the link is filled up to the budget.
 */
function largestIngredient(i: number): Ingredient {
  const base = IngredientSchema.parse({
    slug: `${String(i).padStart(4, '0')}-${'z'.repeat(115)}`,
    name: '€'.repeat(120),
    unit: 'g',
    referenceAmount: 100,
    netReferenceAmount: 100,
    referenceAmountInG: 100,
    // 500 monthly prices, 1980 to 2021: all past, the last one applies today.
    prices: monthly(500, 1980),
    allergens: [...ALLERGEN_IDS],
    version: Number.MAX_SAFE_INTEGER - 1,
  });
  const flags = Object.fromEntries(
    [
      'isCereal',
      'isRice',
      'isPotato',
      'isLegume',
      'isMeat',
      'isNotVegetarian',
      'isNotVegan',
      'isNoodle',
      'isWholeGrain',
      'isPotatoProduct',
      'isFish',
      'isFattyFish',
      'isLeanMeat',
      'isSweet',
      'notForInfants',
    ].map((f) => [f, true]),
  );
  const withFlags = { ...base, ...flags };
  // Fill the link with one-byte characters until the entry (with today's price only) meets the budget.
  const kept = catalogueEntryOf(withFlags, TODAY)!.entry;
  const room = MAX_CATALOGUE_ENTRY_BYTES - catalogueEntrySize({ ...kept, prices: kept.prices.slice(-1) });
  return { ...withFlags, link: 'l'.repeat(Math.max(0, room)) };
}

describe('the ingredient catalogue’s bound', () => {
  it('keeps newest prices up to the byte budget, today’s price always', () => {
    const ingredient = IngredientSchema.parse({
      slug: 'karotte',
      name: 'Karotte',
      unit: 'g',
      netReferenceAmount: 85,
      referenceAmountInG: 100,
      prices: monthly(60),
    });
    const { entry, archived } = catalogueEntryOf(ingredient, TODAY)!;
    expect(entry.prices.length + archived.length).toBe(60);
    expect(entry.prices.length).toBeLessThanOrEqual(CATALOGUE_PRICE_ENTRIES);
    expect(catalogueEntrySize(entry)).toBeLessThanOrEqual(MAX_CATALOGUE_ENTRY_BYTES);
    expect(currentPriceEntry(entry.prices, TODAY)).toEqual(currentPriceEntry(ingredient.prices, TODAY));
    // A long name leaves room for fewer old prices, and the current one still stays.
    const long = catalogueEntryOf({ ...ingredient, name: 'Ä'.repeat(120), link: 'x'.repeat(300) }, TODAY)!;
    expect(long.entry.prices.length).toBeLessThan(entry.prices.length);
    expect(currentPriceEntry(long.entry.prices, TODAY)).toEqual(currentPriceEntry(ingredient.prices, TODAY));
  });

  it('refuses an ingredient that is too large even without its old prices', () => {
    const huge = largestIngredient(0);
    expect(catalogueEntryOf(huge, TODAY)).not.toBeNull();
    expect(catalogueEntryOf({ ...huge, link: `${huge.link}l` }, TODAY)).toBeNull();
    // The schema alone would accept it: a link of 2,048 three-byte characters is 6 kB.
    const schemaValid = IngredientSchema.parse({ ...huge, link: '€'.repeat(2048) });
    expect(catalogueEntryOf(schemaValid, TODAY)).toBeNull();
  });

  it(`holds ${MAX_INGREDIENTS} of the largest ingredients in less than 1 MiB, and no more ingredients`, () => {
    const items: Ingredient[] = [];
    for (let i = 0; i < MAX_INGREDIENTS; i++) {
      expect(catalogueHasRoom(items.length)).toBe(true);
      const accepted = catalogueEntryOf(largestIngredient(i), TODAY)!;
      expect(catalogueEntrySize(accepted.entry)).toBe(MAX_CATALOGUE_ENTRY_BYTES);
      items.push(accepted.entry);
    }
    expect(catalogueHasRoom(items.length)).toBe(false);
    const fields = { items, version: Number.MAX_SAFE_INTEGER };
    expect(firestoreSizeOf(fields)).toBe(MAX_CATALOGUE_BYTES);
    const size = documentSize('catalogue/ingredients', fields);
    expect(size).toBe(MAX_CATALOGUE_BYTES + 38 + 32);
    expect(size).toBeLessThanOrEqual(FIRESTORE_DOCUMENT_LIMIT - DOCUMENT_HEADROOM);
  });

  it('measures like Firebase’s own example (users/jeff/tasks/my_task_id: 147 bytes)', () => {
    const fields = { type: 'Personal', done: false, priority: 1, description: 'Learn Cloud Firestore' };
    expect(documentNameSize('users/jeff/tasks/my_task_id')).toBe(44);
    expect(firestoreSizeOf(fields)).toBe(71);
    expect(documentSize('users/jeff/tasks/my_task_id', fields)).toBe(147);
  });
});
