/**
 * Numbers as Germans read them ("1.234,5", "3,20 €", "63 %"): the one place that builds number formats
 * (lint forbids `new Intl.NumberFormat` elsewhere, see docs/architecture.md "shared").
 */

export interface NumberTextOptions {
  /** Most decimals shown (rounded); 0 by default. */
  decimals?: number;
  /** Always show `decimals` places ("1,0" rather than "1"). */
  fixed?: boolean;
  /** Thousands separator ("1.234"); on by default, off for CSV cells that spreadsheets read as numbers. */
  grouping?: boolean;
}

const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(decimals: number, fixed: boolean, grouping: boolean): Intl.NumberFormat {
  const key = `${decimals}|${fixed}|${grouping}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat('de-DE', {
      minimumFractionDigits: fixed ? decimals : 0,
      maximumFractionDigits: decimals,
      useGrouping: grouping,
    });
    formats.set(key, format);
  }
  return format;
}

/** A number in German notation: "1.234", "1,5" ({ decimals: 1 }), "2,0" ({ decimals: 1, fixed: true }); '-' when not finite. */
export function formatNumber(value: number, options: NumberTextOptions = {}): string {
  if (!Number.isFinite(value)) return '-';
  const { decimals = 0, fixed = false, grouping = true } = options;
  return numberFormat(decimals, fixed, grouping).format(value);
}

/** A count with its noun in singular or plural: „1 Foto“, „3 Fotos“, „1.200 Artikel“. */
export function formatCount(count: number, one: string, many: string): string {
  return `${formatNumber(count)} ${count === 1 ? one : many}`;
}

/** Formats euro as German number with two decimals ("1.234,50"); '-' for undefined, null or not finite. */
export function formatPrice(value: number | null | undefined): string {
  if (value === undefined || value === null) return '-';
  return formatNumber(value, { decimals: 2, fixed: true });
}

/** Formats euro with the euro sign ("3,20 €"); '-' when there is no price. */
export function formatEuro(value: number | null | undefined): string {
  const text = formatPrice(value);
  return text === '-' ? text : `${text} €`;
}

/** "63 %" (German spacing before the percent sign); whole percent. */
export function formatPercent(percent: number): string {
  if (!Number.isFinite(percent)) return '-';
  return `${Math.round(percent)} %`;
}
