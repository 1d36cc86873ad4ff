import { DateStringSchema, isDateString } from '../../src';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

describe('isDateString (without zod) gives the verdict of DateStringSchema', () => {
  it('for every day number 0–32 of every month 0–13 of years around leap rules', () => {
    let checked = 0;
    for (const year of [0, 1, 4, 100, 400, 1900, 1999, 2000, 2024, 2025, 2026, 2100, 9999]) {
      for (let month = 0; month <= 13; month += 1) {
        for (let day = 0; day <= 32; day += 1) {
          const text = `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
          expect([text, isDateString(text)]).toEqual([text, DateStringSchema.safeParse(text).success]);
          checked += 1;
        }
      }
    }
    expect(checked).toBe(13 * 14 * 33);
  });

  it('for what is not written yyyy-MM-dd', () => {
    for (const value of [
      '2026-2-01',
      '2026-02-1',
      '26-02-01',
      '2026-02-01T00:00:00Z',
      ' 2026-02-01',
      '',
      20260201,
      null,
    ]) {
      expect(isDateString(value)).toBe(false);
      expect(DateStringSchema.safeParse(value).success).toBe(false);
    }
  });

  it('knows leap days', () => {
    expect(isDateString('2024-02-29')).toBe(true);
    expect(isDateString('2026-02-29')).toBe(false);
    expect(isDateString('2000-02-29')).toBe(true);
    expect(isDateString('2100-02-29')).toBe(false);
  });

  it('gives the same verdict when asked again (it remembers the last valid day)', () => {
    expect(isDateString(undefined)).toBe(false);
    expect(isDateString('2026-11-23')).toBe(true);
    expect(isDateString('2026-11-23')).toBe(true);
    expect(isDateString(undefined)).toBe(false);
    expect(isDateString('2026-11-31')).toBe(false);
    expect(isDateString('2026-11-23')).toBe(true);
  });
});
