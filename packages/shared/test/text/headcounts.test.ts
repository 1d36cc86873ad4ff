import { formatHeadcounts, formatPersonCount } from '../../src';

describe('formatHeadcounts', () => {
  it('names the groups with people, youngest first, and leaves out empty ones', () => {
    expect(formatHeadcounts({ kiga: 40, kita: 12, school: 0 })).toBe('12 Krippe, 40 Kindergarten');
    expect(formatHeadcounts({ adult: 3 })).toBe('3 Oberstufe und Erwachsene');
  });

  it('says so when nobody eats', () => {
    expect(formatHeadcounts({ kiga: 0 })).toBe('keine Personen');
    expect(formatHeadcounts({})).toBe('keine Personen');
    expect(formatHeadcounts({ kita: 0 }, 'Noch keine Personenzahlen eingetragen')).toBe(
      'Noch keine Personenzahlen eingetragen',
    );
    expect(formatHeadcounts({ kita: 2 }, 'Noch keine Personenzahlen eingetragen')).toBe('2 Krippe');
  });
});

describe('formatPersonCount', () => {
  it('says one Person and otherwise Personen', () => {
    expect(formatPersonCount(1)).toBe('1 Person');
    expect(formatPersonCount(3)).toBe('3 Personen');
    expect(formatPersonCount(0)).toBe('0 Personen');
    expect(formatPersonCount(1200)).toBe('1.200 Personen');
  });
});
