import { ACTIONS, IdSchema, isAllowedId, RESERVED_ID_MESSAGE, SlugSchema, WeekIdSchema } from '../../src';

describe('ids and slugs: reserved Firestore ids', () => {
  it.each(['__x__', '__name__', '____', '__a-b_c__'])('refuses „%s“ as an id, in German', (id) => {
    expect(isAllowedId(id)).toBe(false);
    const result = IdSchema.safeParse(id);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual([RESERVED_ID_MESSAGE]);
    expect(RESERVED_ID_MESSAGE).toBe('Diese Kennung ist nicht erlaubt.');
  });

  it.each(['__x', 'x__', '_x_', 'liste_kw48', 'a__b__c', 'uid-123_ABC'])('accepts „%s“', (id) => {
    expect(isAllowedId(id)).toBe(true);
    expect(IdSchema.parse(id)).toBe(id);
  });

  it('refuses „__x__“ as slug (article slugs too) and week id, and in every id a payload carries', () => {
    for (const schema of [SlugSchema, WeekIdSchema]) expect(schema.safeParse('__x__').success).toBe(false);
    const list = {
      id: '__x__',
      startDate: '2026-11-23',
      endDate: '2026-11-27',
      version: 1,
    };
    expect(ACTIONS['shoppingLists/fetch'].payload.safeParse({ id: '__x__' }).success).toBe(false);
    expect(ACTIONS['shoppingLists/new'].payload.safeParse({ shoppingList: list }).success).toBe(false);
    expect(ACTIONS['shoppingLists/save'].payload.safeParse({ shoppingList: list }).success).toBe(false);
    expect(
      ACTIONS['shoppingLists/save'].payload.safeParse({ shoppingList: { ...list, id: 'liste' } }).success,
    ).toBe(true);
  });
});

describe('shopping list range', () => {
  const list = (endDate: string) => ({
    shoppingList: { id: 'liste', startDate: '2026-11-23', endDate, version: 1 },
  });
  it.each(['shoppingLists/new', 'shoppingLists/save'] as const)(
    '%s takes at most 42 days, both ends counted',
    (type) => {
      expect(ACTIONS[type].payload.safeParse(list('2027-01-03')).success).toBe(true);
      const tooLong = ACTIONS[type].payload.safeParse(list('2027-01-04'));
      expect(tooLong.error?.issues).toMatchObject([
        { path: ['shoppingList', 'endDate'], message: 'Eine Einkaufsliste umfasst höchstens 42 Tage' },
      ]);
    },
  );
});
