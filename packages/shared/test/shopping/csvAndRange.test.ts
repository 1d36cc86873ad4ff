import {
  DomainError,
  defaultShoppingRange,
  ShoppingListSchema,
  shoppingListCsv,
  shoppingListFileName,
} from '../../src';

// A list as the app holds it: parsed when it arrived from the backend.
const list = ShoppingListSchema.parse({
  id: 'liste-1',
  startDate: '2026-03-02',
  endDate: '2026-03-06',
  items: [
    { slug: 'sahne', name: 'Sahne', foodGroup: 'dairy', amount: 1.25, unit: 'l', cost: 11.25, checked: true },
    { slug: 'moehren', name: 'Möhren', foodGroup: 'vegetables', amount: 1.63, unit: 'kg', cost: 6.5 },
    { slug: 'ei', name: 'Ei "Bio"', foodGroup: 'eggs', amount: 10, unit: 'St.', cost: 1234.5 },
    { slug: 'apfel', name: '=Apfel', foodGroup: 'vegetables', amount: 800, unit: 'g', cost: 0.125 },
  ],
});

describe('shoppingListCsv', () => {
  const lines = shoppingListCsv(list).split('\r\n');

  it('writes a header, the items grouped like the screen, and the total, with ; and decimal commas', () => {
    expect(lines).toEqual([
      '"Lebensmittelgruppe";"Zutat";"Menge";"Einheit";"Kosten (€)";"Abgehakt"',
      // Gemüse first (catalogue order), names sorted in German; a leading = cannot start a formula.
      `"Gemüse";"'=Apfel";800;"g";0,13;""`,
      '"Gemüse";"Möhren";1,63;"kg";6,50;""',
      '"Milch und Milchprodukte";"Sahne";1,25;"l";11,25;"ja"',
      // No thousands separator, quotes doubled inside quoted text.
      '"Eier";"Ei ""Bio""";10;"St.";1234,50;""',
      // 0.125 + 6.5 + 11.25 + 1234.5 = 1252.375, rounded half up
      '"Summe";;;;1252,38;',
      '',
    ]);
  });

  it('has no BOM (added when the file is written) and refuses a broken list', () => {
    expect(shoppingListCsv(list).startsWith('"Lebensmittelgruppe"')).toBe(true);
    expect(shoppingListCsv({ ...list, items: [] }).split('\r\n')).toEqual([lines[0], '"Summe";;;;0,00;', '']);
    const nanCost = { ...list.items[0]!, cost: Number.NaN };
    expect(() => shoppingListCsv({ ...list, items: [nanCost] })).toThrow(
      'Ungültige Daten: Kosten von sahne muss eine Zahl ab 0 sein, nicht NaN.',
    );
  });

  it('names the file after the range, and refuses a date that is none', () => {
    expect(shoppingListFileName(list)).toBe('einkaufsliste-2026-03-02-bis-2026-03-06.csv');
    expect(() => shoppingListFileName({ ...list, startDate: 'gestern' })).toThrow(DomainError);
  });
});

describe('defaultShoppingRange', () => {
  it('proposes Monday–Friday of the coming week, on a Monday the current week', () => {
    expect(defaultShoppingRange('2026-03-02')).toEqual({ startDate: '2026-03-02', endDate: '2026-03-06' }); // Mo
    expect(defaultShoppingRange('2026-03-03')).toEqual({ startDate: '2026-03-09', endDate: '2026-03-13' }); // Di
    expect(defaultShoppingRange('2026-03-06')).toEqual({ startDate: '2026-03-09', endDate: '2026-03-13' }); // Fr
    expect(defaultShoppingRange('2026-03-08')).toEqual({ startDate: '2026-03-09', endDate: '2026-03-13' }); // So
    expect(defaultShoppingRange('2026-12-29')).toEqual({ startDate: '2027-01-04', endDate: '2027-01-08' });
    expect(() => defaultShoppingRange('2026-02-30')).toThrow(DomainError);
  });
});
