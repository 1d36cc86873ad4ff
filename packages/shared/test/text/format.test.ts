import {
  DomainError,
  addDays,
  avatarInitials,
  formatDate,
  formatEuro,
  formatPrice,
  parsePriceInput,
  slugify,
  today,
} from '../../src';

describe('formatPrice', () => {
  it('shows German numbers with exactly two decimals', () => {
    expect(formatPrice(1.5)).toBe('1,50');
    expect(formatPrice(0)).toBe('0,00');
    expect(formatPrice(1234.567)).toBe('1.234,57');
    expect(formatPrice(0.005)).toBe('0,01');
    expect(formatEuro(3.2)).toBe('3,20 €');
  });

  it("shows '-' when there is no price", () => {
    expect(formatPrice(undefined)).toBe('-');
    expect(formatPrice(null)).toBe('-');
    expect(formatPrice(Number.NaN)).toBe('-');
    expect(formatEuro(undefined)).toBe('-');
  });
});

describe('formatDate and date arithmetic', () => {
  it('writes yyyy-MM-dd in Berlin time', () => {
    // 23:30 UTC on 22 November is 00:30 on 23 November in Berlin (UTC+1).
    expect(formatDate('2026-11-22T23:30:00Z')).toBe('2026-11-23');
    expect(formatDate(new Date('2026-07-01T21:59:00Z'))).toBe('2026-07-01');
    expect(formatDate('2026-02-28')).toBe('2026-02-28');
    expect(today(Date.parse('2026-11-22T10:00:00Z'))).toBe('2026-11-22');
  });

  it('throws a DomainError for dates that do not exist', () => {
    expect(() => formatDate('2026-02-30')).toThrow(DomainError);
    expect(() => formatDate('kein Datum')).toThrow(DomainError);
  });

  it('adds days across month and year ends', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
  });
});

describe('input parsing', () => {
  it('accepts a comma as decimal separator in prices', () => {
    expect(parsePriceInput('2,49')).toBe(2.49);
    expect(parsePriceInput('2.49')).toBe(2.49);
    expect(parsePriceInput(' 3 € ')).toBe(3);
    expect(parsePriceInput('1.234,50')).toBe(1234.5);
    expect(parsePriceInput(',5')).toBe(0.5);
  });

  it('returns null for text that is no price', () => {
    expect(parsePriceInput('')).toBeNull();
    expect(parsePriceInput('zwei')).toBeNull();
    expect(parsePriceInput('-1')).toBeNull();
    expect(parsePriceInput('1,2,3')).toBeNull();
  });
});

describe('avatarInitials and slugify', () => {
  it('takes at most three initials', () => {
    expect(avatarInitials('Kita Sonnenschein')).toBe('KS');
    expect(avatarInitials('Städtische Kita am Ölberg Nord')).toBe('SKA');
    expect(avatarInitials('anna-lena müller')).toBe('ALM');
    expect(avatarInitials('  ')).toBe('');
    expect(avatarInitials(undefined)).toBe('');
  });

  it('spells Umlaute as ae/oe/ue and ß as ss, like the article slugs', () => {
    expect(slugify('Einführung in das neue Online-Tool')).toBe('einfuehrung-in-das-neue-online-tool');
    expect(slugify('Ökologischer & ernährungsphysiologischer Hintergrund')).toBe(
      'oekologischer-ernaehrungsphysiologischer-hintergrund',
    );
    expect(slugify('Allergien im Küchenalltag')).toBe('allergien-im-kuechenalltag');
    // Decomposed input (as some keyboards and pastes deliver it) gives the same slug.
    expect(slugify('Mu\u0308sli')).toBe('muesli');
    expect(slugify('Crème brûlée')).toBe('creme-brulee');
    expect(slugify('Große Soße!')).toBe('grosse-sosse');
  });
});
