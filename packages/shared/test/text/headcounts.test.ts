import { formatHeadcounts } from '../../src';

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
