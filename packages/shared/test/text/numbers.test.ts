import { formatCount, formatNumber, formatPrice } from '../../src';

describe('formatNumber', () => {
  it('writes whole numbers with a thousands point, as Germans read them', () => {
    expect(formatNumber(1234)).toBe('1.234');
    expect(formatNumber(1234.6)).toBe('1.235');
  });

  it('shows at most the decimals asked for, with a decimal comma', () => {
    expect(formatNumber(1.25, { decimals: 1 })).toBe('1,3');
    expect(formatNumber(2, { decimals: 1 })).toBe('2');
    expect(formatNumber(2, { decimals: 1, fixed: true })).toBe('2,0');
  });

  it('leaves out the thousands point for spreadsheet cells', () => {
    expect(formatNumber(1234.5, { decimals: 2, grouping: false })).toBe('1234,5');
  });

  it('writes "-" for a value that is no number, like formatPrice', () => {
    expect(formatNumber(Number.NaN)).toBe('-');
    expect(formatNumber(Number.POSITIVE_INFINITY, { decimals: 2 })).toBe('-');
    expect(formatPrice(Number.NaN)).toBe('-');
    expect(formatPrice(1234.5)).toBe('1.234,50');
  });
});

describe('formatCount', () => {
  it('takes the singular for one and the plural otherwise, with German digit grouping', () => {
    expect(formatCount(1, 'Foto', 'Fotos')).toBe('1 Foto');
    expect(formatCount(0, 'Foto', 'Fotos')).toBe('0 Fotos');
    expect(formatCount(3, 'geplanter Tag', 'geplante Tage')).toBe('3 geplante Tage');
    expect(formatCount(1200, 'Artikel', 'Artikel')).toBe('1.200 Artikel');
  });
});
