import {
  overviewCsv,
  overviewCsvFileName,
  overviewPeriodLabel,
  type OverviewCsvRow,
} from '../../src/organisations/overviewCsv';

const MARCH_2ND = Date.UTC(2026, 2, 2, 9); // 02.03.2026, 10:00 in Berlin
const LATE_EVENING = Date.UTC(2026, 2, 31, 22, 30); // 01.04.2026, 00:30 in Berlin

const sonnenschein: OverviewCsvRow = {
  name: 'Kita Sonnenschein',
  costPerPortion: 2.345,
  portions: 1234,
  bioPercent: 57,
  bioLevel: 'silver',
  dgeMet: 11,
  dgeTotal: 14,
  nextWeekPlanned: true,
  lastActivity: MARCH_2ND,
};
const park: OverviewCsvRow = {
  name: '=Schule "am Park"',
  costPerPortion: null,
  portions: 0,
  bioPercent: null,
  bioLevel: null,
  dgeMet: 0,
  dgeTotal: 0,
  nextWeekPlanned: false,
  lastActivity: LATE_EVENING,
};

describe('overviewCsv', () => {
  const text = overviewCsv([sonnenschein, park], {
    costPerPortion: 2.345,
    portions: 1234,
    bioPercent: 57,
    bioLevel: 'silver',
  });

  it('writes one quoted header, a line per kitchen in the given order and the totals, with ; and CRLF', () => {
    expect(text.split('\r\n')).toEqual([
      '"Küche";"Kosten je Kindergarten-Portion (€)";"Kindergarten-Portionen";"Bio-Anteil (%)";"Bio-Stufe";' +
        '"DGE-Kriterien erfüllt";"DGE-Kriterien geprüft";"Nächste Woche geplant";"Letzte Aktivität"',
      // Decimal comma, no thousands separator (a spreadsheet reads 1234 as a number), the band in German.
      '"Kita Sonnenschein";2,35;1234;57;"Silber";11;14;"ja";2026-03-02',
      // A leading = cannot run as a formula, quotes are doubled; what is missing stays an empty cell, and
      // the day is Berlin's (after midnight there), not UTC's.
      `"'=Schule ""am Park""";;0;;"";;;"nein";2026-04-01`,
      '"Gesamt";2,35;1234;57;"Silber";;;;',
      '',
    ]);
  });

  it('ends every line with CRLF and leaves the BOM to the download (no BOM in the text)', () => {
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(text.charCodeAt(0)).not.toBe(0xfeff);
  });

  it('writes a header and the totals for a Träger without kitchens', () => {
    const empty = overviewCsv([], { costPerPortion: null, portions: 0, bioPercent: null, bioLevel: null });
    expect(empty.split('\r\n')).toHaveLength(3);
    expect(empty.split('\r\n')[1]).toBe('"Gesamt";;0;;"";;;;');
  });
});

describe('the period in words and in the file name', () => {
  it('names a month, a quarter and a year', () => {
    expect(overviewPeriodLabel({ kind: 'month', start: '2026-03' })).toBe('März 2026');
    expect(overviewPeriodLabel({ kind: 'quarter', start: '2026-04' })).toBe('2. Quartal 2026');
    expect(overviewPeriodLabel({ kind: 'year', start: '2026-01' })).toBe('2026');
  });

  it('builds file names a person can sort', () => {
    expect(overviewCsvFileName({ kind: 'month', start: '2026-03' })).toBe('traeger-uebersicht-2026-03.csv');
    expect(overviewCsvFileName({ kind: 'quarter', start: '2026-10' })).toBe('traeger-uebersicht-2026-Q4.csv');
    expect(overviewCsvFileName({ kind: 'year', start: '2026-01' })).toBe('traeger-uebersicht-2026.csv');
  });
});
