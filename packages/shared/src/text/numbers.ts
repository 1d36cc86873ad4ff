/** German price display: exactly two decimals, '-' when there is no price. */

const priceFormat = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Formats euro as German number with two decimals ("1.234,50"); '-' for undefined, null or not finite. */
export function formatPrice(value: number | null | undefined): string {
  if (value === undefined || value === null || !Number.isFinite(value)) return '-';
  return priceFormat.format(value);
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
