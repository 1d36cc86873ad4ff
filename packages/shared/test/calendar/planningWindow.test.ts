import {
  DomainError,
  PLANNING_YEARS_AHEAD,
  PLANNING_YEARS_BACK,
  assertShoppingListInPlanningWindow,
  assertWeekInPlanningWindow,
  dateInPlanningWindow,
  planningWindow,
  planningWindowDays,
  shoppingListInPlanningWindow,
  weekInPlanningWindow,
} from '../../src';

// Tuesday of 2026-W48.
const TODAY = '2026-11-24';

describe('planning window', () => {
  it(`reaches ${PLANNING_YEARS_BACK} years back and ${PLANNING_YEARS_AHEAD} years ahead of today's week`, () => {
    expect(planningWindow(TODAY)).toEqual({ first: '2016-W47', last: '2041-W47' });
    // Instants are read in Berlin: Sunday 23:30 UTC is Monday 2026-11-30 there (W49).
    expect(planningWindow('2026-11-29T23:30:00Z')).toEqual({ first: '2016-W48', last: '2041-W48' });
    // 29 February in a short year becomes 28 February.
    expect(planningWindow('2024-02-29')).toEqual({ first: '2014-W09', last: '2039-W09' });
  });

  it('takes the first and last week and refuses the week just outside on each side', () => {
    expect(weekInPlanningWindow('2016-W47', TODAY)).toBe(true);
    expect(weekInPlanningWindow('2041-W47', TODAY)).toBe(true);
    expect(weekInPlanningWindow('2016-W46', TODAY)).toBe(false);
    expect(weekInPlanningWindow('2041-W48', TODAY)).toBe(false);
    expect(weekInPlanningWindow('2026-W48', TODAY)).toBe(true);
  });

  it('takes W53 only in a year that has it', () => {
    // 1 January 2026 is a Thursday: 53 weeks. 1 January 2027 is a Friday: 52 weeks.
    expect(weekInPlanningWindow('2026-W53', TODAY)).toBe(true);
    expect(weekInPlanningWindow('2027-W53', TODAY)).toBe(false);
    // 2032 is a leap year starting on a Thursday; 2036 a leap year starting on a Tuesday.
    expect(weekInPlanningWindow('2032-W53', TODAY)).toBe(true);
    expect(weekInPlanningWindow('2036-W53', TODAY)).toBe(false);
  });

  it('refuses what is no week id without throwing', () => {
    for (const bad of ['2026-W00', '2026-W54', '2026-48', 'W48', '', null, 202648]) {
      expect(weekInPlanningWindow(bad, TODAY)).toBe(false);
    }
  });

  it('asserts with a German message naming the bound', () => {
    expect(assertWeekInPlanningWindow('2041-W47', TODAY)).toBe('2041-W47');
    const late = (() => {
      try {
        assertWeekInPlanningWindow('2045-W10', TODAY);
      } catch (err) {
        return err;
      }
    })();
    expect(late).toBeInstanceOf(DomainError);
    expect(late).toMatchObject({
      code: 'invalid-argument',
      message: 'Die Woche 2045-W10 liegt außerhalb des Planungszeitraums (bis 2041-W47).',
    });
    expect(() => assertWeekInPlanningWindow('2016-W46', TODAY)).toThrow(
      'Die Woche 2016-W46 liegt außerhalb des Planungszeitraums (ab 2016-W47).',
    );
    expect(() => assertWeekInPlanningWindow('2027-W53', TODAY)).toThrow(
      'Die Kalenderwoche 2027-W53 gibt es nicht.',
    );
    expect(() => assertWeekInPlanningWindow('9999-W01', TODAY)).toThrow('außerhalb des Planungszeitraums');
  });
});

describe('dates in the planning window (shopping lists)', () => {
  it('spans Monday of the first week to Sunday of the last', () => {
    expect(planningWindowDays(TODAY)).toEqual({ first: '2016-11-21', last: '2041-11-24' });
    expect(dateInPlanningWindow('2016-11-21', TODAY)).toBe(true);
    expect(dateInPlanningWindow('2016-11-20', TODAY)).toBe(false);
    expect(dateInPlanningWindow('2041-11-24', TODAY)).toBe(true);
    expect(dateInPlanningWindow('2041-11-25', TODAY)).toBe(false);
    expect(dateInPlanningWindow('2026-02-30', TODAY)).toBe(false);
  });

  it('refuses a shopping list from 1900 or 2099 with a German message naming the bound', () => {
    const list = { startDate: '2026-11-23', endDate: '2026-11-27' };
    expect(assertShoppingListInPlanningWindow(list, TODAY)).toBe(list);
    expect(shoppingListInPlanningWindow({ startDate: '1900-01-01', endDate: '1900-01-05' }, TODAY)).toBe(
      false,
    );
    expect(() =>
      assertShoppingListInPlanningWindow({ startDate: '1900-01-01', endDate: '1900-01-05' }, TODAY),
    ).toThrow(
      new DomainError(
        'invalid-argument',
        'Das Startdatum der Einkaufsliste liegt außerhalb des Planungszeitraums: Es darf nicht vor dem 21.11.2016 liegen.',
      ),
    );
    expect(() =>
      assertShoppingListInPlanningWindow({ startDate: '2099-01-01', endDate: '2099-01-05' }, TODAY),
    ).toThrow(
      'Das Startdatum der Einkaufsliste liegt außerhalb des Planungszeitraums: Es darf nicht nach dem 24.11.2041 liegen.',
    );
    expect(() =>
      assertShoppingListInPlanningWindow({ startDate: '2041-11-24', endDate: '2041-11-28' }, TODAY),
    ).toThrow(
      'Das Enddatum der Einkaufsliste liegt außerhalb des Planungszeitraums: Es darf nicht nach dem 24.11.2041 liegen.',
    );
  });
});
