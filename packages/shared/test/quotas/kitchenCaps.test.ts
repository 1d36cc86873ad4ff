import {
  firestoreSizeOf,
  fitsInDocument,
  FIRESTORE_DOCUMENT_LIMIT,
  kitchenCapMessage,
  kitchenCapOf,
  underKitchenCap,
} from '../../src';

describe('per-kitchen caps', () => {
  it('lets a kitchen store up to its cap and a guest up to a smaller one', () => {
    expect(underKitchenCap('recipes', kitchenCapOf('recipes', false) - 1, false)).toBe(true);
    expect(underKitchenCap('recipes', kitchenCapOf('recipes', false), false)).toBe(false);
    expect(kitchenCapOf('weeks', true)).toBeLessThan(kitchenCapOf('weeks', false));
    expect(underKitchenCap('weeks', kitchenCapOf('weeks', true), true)).toBe(false);
  });

  it('says in German what is full, with German digit grouping', () => {
    expect(kitchenCapMessage('recipes', false)).toBe(
      'Ihre Küche hat die Höchstzahl von 1.000 eigenen Rezepten erreicht. Bitte wenden Sie sich an uns, wenn Sie mehr brauchen.',
    );
    expect(kitchenCapMessage('shoppingLists', true)).toMatch(
      /^Als Gast können Sie höchstens 30 Einkaufslisten/,
    );
  });
});

describe('firestoreSizeOf', () => {
  it('counts as Firestore does: UTF-8 bytes + 1 per string, 8 per number, 1 per boolean, keys as strings', () => {
    expect(firestoreSizeOf('Möhre')).toBe(7); // ö takes two bytes
    expect(firestoreSizeOf(12.5)).toBe(8);
    expect(firestoreSizeOf(true)).toBe(1);
    expect(firestoreSizeOf(null)).toBe(1);
    expect(firestoreSizeOf(['a', 'b'])).toBe(4);
    expect(firestoreSizeOf({ name: 'Kita', heads: { kiga: 20 } })).toBe(5 + 5 + 6 + (5 + 8));
    expect(firestoreSizeOf({ left: undefined })).toBe(0);
  });

  it('keeps a document below 1 MiB with room for its name and version', () => {
    const almost = { items: ['x'.repeat(FIRESTORE_DOCUMENT_LIMIT - 9_000)] };
    expect(fitsInDocument(almost)).toBe(true);
    expect(fitsInDocument({ items: ['x'.repeat(FIRESTORE_DOCUMENT_LIMIT - 8_000)] })).toBe(false);
  });
});
