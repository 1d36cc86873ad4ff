/** Labels of months, video lengths and shares as the statistics and the Mediathek show them. */
import { DomainError } from '../errors';
import { MONTH_ABBREVIATIONS, MONTH_NAMES } from './workshops';

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

function monthParts(month: string): [number, number] {
  const match = MONTH.exec(month);
  if (!match) throw new DomainError('invalid-argument', `Ungültiger Monat: ${month} (erwartet JJJJ-MM).`);
  return [Number(match[1]), Number(match[2])];
}

/** "März 2026" for '2026-03'. */
export function formatMonth(month: string): string {
  const [year, m] = monthParts(month);
  return `${MONTH_NAMES[m - 1]} ${year}`;
}

/** "Mär 26" for '2026-03' (chart axes). */
export function formatMonthShort(month: string): string {
  const [year, m] = monthParts(month);
  return `${MONTH_ABBREVIATIONS[m - 1]} ${String(year).slice(2)}`;
}

/** The month (`yyyy-MM`) of a calendar day `yyyy-MM-dd`. */
export function monthOf(date: string): string {
  const month = date.slice(0, 7);
  monthParts(month);
  return month;
}

/** Length of a video: "5:12 Min." for 312 seconds, "1:02:05 Std." from an hour on. */
export function formatDuration(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0)
    throw new DomainError('invalid-argument', `Ungültige Dauer: ${seconds} Sekunden.`);
  const total = Math.round(seconds);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s} Std.` : `${m}:${s} Min.`;
}

/** "63 %" (German spacing before the percent sign); whole percent. */
export function formatPercent(percent: number): string {
  if (!Number.isFinite(percent)) return '-';
  return `${Math.round(percent)} %`;
}
