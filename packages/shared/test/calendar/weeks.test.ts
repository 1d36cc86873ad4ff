import fc from 'fast-check';
import {
  DomainError,
  addWeeks,
  formatDayMonth,
  formatGermanDate,
  formatShortDay,
  formatWeekRange,
  formatWeekShort,
  isoWeekId,
  isWeekId,
  weekDates,
  weekIdsBetween,
  weekMonday,
} from '../../src';

describe('ISO week ids', () => {
  it('gives the week of a date, with year boundaries by the Thursday rule', () => {
    expect(isoWeekId('2026-11-23')).toBe('2026-W48'); // a Monday
    expect(isoWeekId('2026-11-29')).toBe('2026-W48'); // its Sunday
    expect(isoWeekId('2021-01-03')).toBe('2020-W53'); // Sunday before 2021's first Thursday
    expect(isoWeekId('2024-12-30')).toBe('2025-W01'); // Monday of the week holding 2 Jan 2025
  });

  it('reads instants in Berlin time', () => {
    // Sunday 23:30 UTC is already Monday in Berlin.
    expect(isoWeekId('2026-11-29T23:30:00Z')).toBe('2026-W49');
  });

  it('lists Monday to Friday of a week', () => {
    expect(weekDates('2026-W48')).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
    ]);
    expect(weekMonday('2026-W01')).toBe('2025-12-29');
  });

  it('steps over year ends, including 53-week years', () => {
    expect(addWeeks('2026-W52', 1)).toBe('2026-W53');
    expect(addWeeks('2026-W53', 1)).toBe('2027-W01');
    expect(addWeeks('2027-W01', -1)).toBe('2026-W53');
  });

  it('refuses malformed ids and week 53 of a short year', () => {
    expect(() => weekMonday('2026-48')).toThrow(DomainError);
    expect(() => weekMonday('2027-W53')).toThrow('Die Kalenderwoche 2027-W53 gibt es nicht.');
  });

  it('tells existing week ids from anything else without throwing', () => {
    expect(isWeekId('2026-W48')).toBe(true);
    expect(isWeekId('2026-W53')).toBe(true);
    expect(isWeekId('2027-W53')).toBe(false);
    expect(isWeekId('2026-W00')).toBe(false);
    expect(isWeekId('2026-48')).toBe(false);
    expect(isWeekId('')).toBe(false);
    expect(isWeekId(undefined)).toBe(false);
    expect(isWeekId(202648)).toBe(false);
  });

  it('labels a week for chart axes as "KW n"', () => {
    expect(formatWeekShort('2026-W07')).toBe('KW 7');
    expect(formatWeekShort('2026-W48')).toBe('KW 48');
    expect(() => formatWeekShort('2026-48')).toThrow('Ungültige Kalenderwoche: 2026-48');
  });

  it('lists every week touched by a date range', () => {
    expect(weekIdsBetween('2026-11-25', '2026-12-08')).toEqual(['2026-W48', '2026-W49', '2026-W50']);
    expect(weekIdsBetween('2026-12-08', '2026-11-25')).toEqual([]);
  });

  it('maps every day of a week back to that week (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20_000 }), fc.integer({ min: 0, max: 4 }), (offset, day) => {
        const id = isoWeekId(new Date(Date.UTC(2000, 0, 1) + offset * 86_400_000).toISOString().slice(0, 10));
        expect(isoWeekId(weekDates(id)[day]!)).toBe(id);
      }),
    );
  });
});

describe('week and day labels of printed plans', () => {
  it('writes a week as its number and its dates Monday to Friday', () => {
    expect(formatWeekRange('2026-W49')).toBe('KW 49 · 30.11.–04.12.2026');
    expect(formatWeekRange('2026-W10')).toBe('KW 10 · 02.03.–06.03.2026');
  });

  it('gives the first day its year when the week runs over New Year', () => {
    expect(formatWeekRange('2026-W01')).toBe('KW 1 · 29.12.2025–02.01.2026');
  });

  it('refuses a week that does not exist', () => {
    expect(() => formatWeekRange('2026-W54')).toThrow(DomainError);
  });

  it('writes a day as weekday and date', () => {
    expect(formatDayMonth('2026-11-30')).toBe('30.11.');
    expect(formatGermanDate('2026-03-02')).toBe('02.03.2026');
    expect(() => formatGermanDate('2026-3-2')).toThrow(DomainError);
    expect(formatShortDay('2026-11-30')).toBe('Mo 30.11.');
    expect(formatShortDay('2026-12-04')).toBe('Fr 04.12.');
    expect(formatShortDay('2026-11-29')).toBe('So 29.11.');
    expect(() => formatShortDay('2026-02-30')).toThrow(DomainError);
  });
});
