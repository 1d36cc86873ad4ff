import { DomainError, masterplanTrend, masterplanTrendLine } from '../../src';

const mw = (id: string, average: number) => ({ id, average });

describe('masterplan trend line', () => {
  it('gives each week the mean of itself and up to three weeks before it, in week order', () => {
    const weeks = [
      mw('2026-W03', 3),
      mw('2026-W01', 1),
      mw('2026-W05', 9),
      mw('2026-W02', 2),
      mw('2026-W04', 4),
    ];
    expect(masterplanTrendLine(weeks)).toEqual([
      { id: '2026-W01', average: 1, trend: 1 },
      { id: '2026-W02', average: 2, trend: 1.5 },
      { id: '2026-W03', average: 3, trend: 2 },
      { id: '2026-W04', average: 4, trend: 2.5 },
      // W01 drops out: (2 + 3 + 4 + 9) ÷ 4
      { id: '2026-W05', average: 9, trend: 4.5 },
    ]);
  });

  it('ends where masterplanTrend of all weeks is, and is empty without weeks', () => {
    const weeks = [
      mw('2026-W50', 2.4),
      mw('2026-W51', 1.9),
      mw('2026-W52', 3.1),
      mw('2027-W01', 2.2),
      mw('2027-W02', 2.8),
    ];
    expect(masterplanTrendLine(weeks).at(-1)!.trend).toBeCloseTo(masterplanTrend(weeks), 12);
    expect(masterplanTrendLine([])).toEqual([]);
  });

  it('refuses weeks with impossible costs in German', () => {
    expect(() => masterplanTrendLine([mw('2026-W01', -1)])).toThrow(DomainError);
    expect(() => masterplanTrendLine([mw('2026-W01', Number.NaN)])).toThrow(/Masterplan-Woche 2026-W01/);
  });
});
