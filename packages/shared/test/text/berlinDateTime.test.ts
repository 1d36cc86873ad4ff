import { formatBerlinDateTime } from '../../src/text/dates';

describe('formatBerlinDateTime', () => {
  it('writes an instant in Berlin time, winter and summer', () => {
    expect(formatBerlinDateTime('2026-11-25T08:05:00Z')).toBe('25.11.2026, 09:05 Uhr');
    expect(formatBerlinDateTime('2026-07-01T22:30:00Z')).toBe('02.07.2026, 00:30 Uhr');
  });

  it('refuses what is no instant', () => {
    expect(() => formatBerlinDateTime('gestern')).toThrow('Ungültiger Zeitpunkt');
  });
});
