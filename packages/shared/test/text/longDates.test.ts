import {
  formatBerlinTime,
  formatLongDate,
  formatLongDateTime,
  formatLongDateWithTimes,
  formatTableDateTime,
  formatTimeRange,
} from '../../src/text/dates';
import { DomainError } from '../../src/errors';

describe('written German dates for public texts and mails', () => {
  it('writes a day with weekday, day without leading zero, month name and year', () => {
    expect(formatLongDate('2027-02-24')).toBe('Mittwoch, 24. Februar 2027');
    expect(formatLongDate('2026-03-02')).toBe('Montag, 2. März 2026');
  });

  it('reads an instant as its Berlin day', () => {
    expect(formatLongDate('2026-12-31T23:30:00Z')).toBe('Freitag, 1. Januar 2027');
  });

  it('refuses what is no date', () => {
    expect(() => formatLongDate('2026-02-30')).toThrow(DomainError);
    expect(() => formatLongDate('morgen')).toThrow(DomainError);
  });

  it('writes a span of the day with an en dash and one "Uhr"', () => {
    expect(formatTimeRange('14:00', '16:00')).toBe('14:00–16:00 Uhr');
    expect(formatTimeRange('09:30')).toBe('09:30 Uhr');
    expect(formatTimeRange('09:30', '09:30')).toBe('09:30 Uhr');
    expect(() => formatTimeRange('25:00', '26:00')).toThrow('Ungültige Anfangszeit');
    expect(() => formatTimeRange('14:00', '4 Uhr')).toThrow('Ungültige Endzeit');
  });

  it('puts day and span together', () => {
    expect(formatLongDateWithTimes('2027-02-24', '14:00', '16:00')).toBe(
      'Mittwoch, 24. Februar 2027, 14:00–16:00 Uhr',
    );
  });

  it('gives the Berlin time of day of an instant', () => {
    expect(formatBerlinTime('2026-07-01T22:30:00Z')).toBe('00:30');
    expect(formatBerlinTime('2026-11-25T08:05:00Z')).toBe('09:05');
  });

  it('writes an instant in words with its Berlin time for mails', () => {
    expect(formatLongDateTime(Date.UTC(2026, 11, 5, 12, 40))).toBe('Samstag, 5. Dezember 2026, 13:40 Uhr');
  });

  it('keeps yyyy-MM-dd for the tables of the planner and the Verwaltung', () => {
    expect(formatTableDateTime('2026-11-28T00:23:00Z')).toBe('2026-11-28, 01:23 Uhr');
    expect(formatTableDateTime('2026-07-01T22:30:00Z')).toBe('2026-07-02, 00:30 Uhr');
  });
});
