/**
 * The Träger's overview as CSV for a spreadsheet (docs/product.md, "Träger"): German office conventions
 * as every CSV of the product (text/csv.ts): ';' between cells, decimal comma without thousands separator,
 * text quoted and guarded against formulas, CRLF lines. One line per kitchen in the order given (the page's
 * sort), the totals last. The caller puts the UTF-8 BOM in front when it writes the file (the web app's
 * downloadCsv), as for every CSV of the product.
 */
import { berlinDateAndTime } from '../calendar/berlinInstant';
import { monthParts } from '../calendar/dates';
import { csvText, csvTextCell } from '../text/csv';
import { formatMonth } from '../text/dates';
import { formatNumber } from '../text/numbers';
import { BIO_LEVELS, type BioLevelId } from '../bio/bioShare';

/** The overview's period: a month, the quarter or the year starting with `start` (`yyyy-MM`). */
export interface OverviewPeriodInput {
  kind: 'month' | 'quarter' | 'year';
  start: string;
}

/** One kitchen's line as the CSV needs it (the fields of the overview's row). */
export interface OverviewCsvRow {
  name: string;
  costPerPortion: number | null;
  portions: number;
  bioPercent: number | null;
  bioLevel: BioLevelId | null;
  dgeMet: number;
  dgeTotal: number;
  nextWeekPlanned: boolean;
  lastActivity: number | null;
}

export interface OverviewCsvTotals {
  costPerPortion: number | null;
  portions: number;
  bioPercent: number | null;
  bioLevel: BioLevelId | null;
}

export const OVERVIEW_CSV_HEADERS = [
  'Küche',
  'Kosten je Kindergarten-Portion (€)',
  'Kindergarten-Portionen',
  'Bio-Anteil (%)',
  'Bio-Stufe',
  'DGE-Kriterien erfüllt',
  'DGE-Kriterien geprüft',
  'Nächste Woche geplant',
  'Letzte Aktivität',
] as const;

/** "März 2026", "1. Quartal 2026", "2026": the period as the page and the file name's reader see it. */
export function overviewPeriodLabel(period: OverviewPeriodInput): string {
  const [year, month] = monthParts(period.start);
  if (period.kind === 'month') return formatMonth(period.start);
  if (period.kind === 'quarter') return `${Math.floor((month - 1) / 3) + 1}. Quartal ${year}`;
  return String(year);
}

/** File name of the download: traeger-uebersicht-2026-03.csv, …-2026-Q1.csv, …-2026.csv. */
export function overviewCsvFileName(period: OverviewPeriodInput): string {
  const [year, month] = monthParts(period.start);
  const part =
    period.kind === 'month'
      ? period.start
      : period.kind === 'quarter'
        ? `${year}-Q${Math.floor((month - 1) / 3) + 1}`
        : String(year);
  return `traeger-uebersicht-${part}.csv`;
}

/** The Bio-AHVV band's German label („Silber“), '' without purchases. */
export const bioLevelLabel = (level: BioLevelId | null): string =>
  level === null ? '' : (BIO_LEVELS.find((entry) => entry.id === level)?.label ?? '');

const euroCell = (euro: number | null) =>
  euro === null ? '' : formatNumber(euro, { decimals: 2, fixed: true, grouping: false });
const wholeCell = (value: number | null) =>
  value === null ? '' : formatNumber(value, { decimals: 0, grouping: false });
/** A day as the product's CSVs write it (yyyy-MM-dd, Berlin time); '' when there is none. */
const dayCell = (ms: number | null) => (ms === null ? '' : berlinDateAndTime(ms).date);

/** The CSV text (without BOM): a header line, a line per kitchen, the totals line „Gesamt“. */
export function overviewCsv(rows: readonly OverviewCsvRow[], totals: OverviewCsvTotals): string {
  return csvText([
    OVERVIEW_CSV_HEADERS.map((header) => csvTextCell(header)),
    ...rows.map((row) => [
      csvTextCell(row.name),
      euroCell(row.costPerPortion),
      wholeCell(row.portions),
      wholeCell(row.bioPercent),
      csvTextCell(bioLevelLabel(row.bioLevel)),
      row.dgeTotal > 0 ? wholeCell(row.dgeMet) : '',
      row.dgeTotal > 0 ? wholeCell(row.dgeTotal) : '',
      csvTextCell(row.nextWeekPlanned ? 'ja' : 'nein'),
      dayCell(row.lastActivity),
    ]),
    [
      csvTextCell('Gesamt'),
      euroCell(totals.costPerPortion),
      wholeCell(totals.portions),
      wholeCell(totals.bioPercent),
      csvTextCell(bioLevelLabel(totals.bioLevel)),
      '',
      '',
      '',
      '',
    ],
  ]);
}
