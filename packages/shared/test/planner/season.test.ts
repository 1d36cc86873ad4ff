import { isAllYear, isInSeason, monthIndexOf, outOfSeasonMonths } from '../../src/planner/season';

const summerOnly = Array.from({ length: 12 }, (_, i) => i >= 5 && i <= 8); // Juni–September

describe('season check', () => {
  it('reads the month of a date', () => {
    expect(monthIndexOf('2026-01-31')).toBe(0);
    expect(monthIndexOf('2026-12-01')).toBe(11);
  });

  it('says a summer dish is in season in July and out of season in December', () => {
    expect(isInSeason(summerOnly, '2026-07-15')).toBe(true);
    expect(isInSeason(summerOnly, '2026-12-01')).toBe(false);
    expect(isInSeason(summerOnly, '2026-06-01')).toBe(true);
    expect(isInSeason(summerOnly, '2026-05-31')).toBe(false);
  });

  it('refuses a malformed date instead of guessing a month', () => {
    expect(() => isInSeason(summerOnly, '2026-13-01')).toThrow();
  });

  it('knows an all-year recipe', () => {
    expect(isAllYear(Array.from({ length: 12 }, () => true))).toBe(true);
    expect(isAllYear(summerOnly)).toBe(false);
  });
});

describe('outOfSeasonMonths', () => {
  it('names the season months of a dish planned outside them, and nothing inside them or all year', () => {
    expect(outOfSeasonMonths(summerOnly, '2026-12-01')).toBe('Juni bis September');
    expect(outOfSeasonMonths(summerOnly, '2026-07-15')).toBeUndefined();
    expect(
      outOfSeasonMonths(
        Array.from({ length: 12 }, () => true),
        '2026-12-01',
      ),
    ).toBeUndefined();
  });
});
