import { DomainError } from '../../src/errors';
import { formatDuration, formatMonth, formatMonthShort, formatPercent, monthOf } from '../../src';

describe('period labels', () => {
  it('names months in German', () => {
    expect(formatMonth('2026-03')).toBe('März 2026');
    expect(formatMonth('2025-12')).toBe('Dezember 2025');
    expect(formatMonthShort('2026-03')).toBe('Mär 26');
    expect(monthOf('2026-11-23')).toBe('2026-11');
  });

  it('refuses a month that does not exist', () => {
    expect(() => formatMonth('2026-13')).toThrow(DomainError);
    expect(() => formatMonth('März')).toThrow('Ungültiger Monat: März (erwartet JJJJ-MM).');
    expect(() => monthOf('gestern')).toThrow(DomainError);
  });

  it('writes video lengths as minutes and seconds, from an hour on with hours', () => {
    expect(formatDuration(312)).toBe('5:12 Min.');
    expect(formatDuration(59)).toBe('0:59 Min.');
    expect(formatDuration(600)).toBe('10:00 Min.');
    expect(formatDuration(3725)).toBe('1:02:05 Std.');
    expect(() => formatDuration(-1)).toThrow(DomainError);
    expect(() => formatDuration(Number.NaN)).toThrow(DomainError);
  });

  it('writes whole percent with a space', () => {
    expect(formatPercent(63)).toBe('63 %');
    expect(formatPercent(62.6)).toBe('63 %');
    expect(formatPercent(Number.NaN)).toBe('-');
  });
});
