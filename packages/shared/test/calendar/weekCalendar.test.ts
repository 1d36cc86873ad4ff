import { addMonths, parseWeekInput, shiftWeekByMonths, weekMonth, weeksOfMonth } from '../../src';

describe('the week picker calendar', () => {
  test('a month shows the weeks whose Thursday lies in it', () => {
    // December 2026: Thursdays 3, 10, 17, 24, 31 → KW 49–53.
    expect(weeksOfMonth('2026-12')).toEqual(['2026-W49', '2026-W50', '2026-W51', '2026-W52', '2026-W53']);
    // January 2027 starts with Friday the 1st, in KW 53 of 2026; its first Thursday is the 7th (KW 1).
    expect(weeksOfMonth('2027-01')).toEqual(['2027-W01', '2027-W02', '2027-W03', '2027-W04']);
    expect(weeksOfMonth('2026-02')).toEqual(['2026-W06', '2026-W07', '2026-W08', '2026-W09']);
  });

  test('every week belongs to exactly one month', () => {
    const shown = ['2026-11', '2026-12', '2027-01', '2027-02'].flatMap(weeksOfMonth);
    expect(new Set(shown).size).toBe(shown.length);
    expect(shown[0]).toBe('2026-W45');
    expect(shown.at(-1)).toBe('2027-W08');
    expect(shown).toHaveLength(17);
    expect(weekMonth('2026-W53')).toBe('2026-12');
    expect(weekMonth('2026-W01')).toBe('2026-01');
  });

  test('months step over the turn of the year', () => {
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2027-01', -1)).toBe('2026-12');
    expect(addMonths('2026-03', -15)).toBe('2024-12');
  });

  test('a month away keeps the row, or takes the last one of a shorter month', () => {
    expect(shiftWeekByMonths('2026-W50', 1)).toBe('2027-W02');
    expect(shiftWeekByMonths('2026-W53', 1)).toBe('2027-W04');
    expect(shiftWeekByMonths('2027-W01', -1)).toBe('2026-W49');
  });

  test('typed weeks in the forms a cook writes', () => {
    expect(parseWeekInput('2026-W50', '2027-W03')).toBe('2026-W50');
    expect(parseWeekInput('KW 50', '2026-W10')).toBe('2026-W50');
    expect(parseWeekInput('kw50', '2026-W10')).toBe('2026-W50');
    expect(parseWeekInput(' 7 ', '2027-W30')).toBe('2027-W07');
    expect(parseWeekInput('KW 1/2027', '2026-W10')).toBe('2027-W01');
    expect(parseWeekInput('50 2026', '2027-W10')).toBe('2026-W50');
  });

  test('weeks that do not exist and other text are no week', () => {
    expect(parseWeekInput('2027-W53', '2027-W10')).toBeUndefined();
    expect(parseWeekInput('KW 53', '2027-W10')).toBeUndefined();
    expect(parseWeekInput('KW 53', '2026-W10')).toBe('2026-W53');
    expect(parseWeekInput('2026-W77', '2026-W10')).toBeUndefined();
    expect(parseWeekInput('0', '2026-W10')).toBeUndefined();
    expect(parseWeekInput('', '2026-W10')).toBeUndefined();
    expect(parseWeekInput('nächste Woche', '2026-W10')).toBeUndefined();
  });
});
