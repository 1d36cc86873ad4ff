/** Parsing of the small inputs in dialogs: headcounts and prices (docs/product.md, "Input rules"). */
import { MAX_HEADCOUNT } from '../schemas/common';

/** Parses a headcount input as integer; NaN or negative becomes 0, more than 9999 becomes 9999. */
export function parseHeadcount(input: string | number | null | undefined): number {
  const n = typeof input === 'number' ? Math.trunc(input) : Number.parseInt(String(input ?? '').trim(), 10);
  if (!Number.isFinite(n) || n < 0) return 0;
  return Math.min(n, MAX_HEADCOUNT);
}

/**
 * Parses a price input with a comma as decimal separator ("2,49" → 2.49, "1.234,50" → 1234.5, "3 €" → 3).
 * Returns null when the text is no non-negative number, so the dialog keeps the previous value.
 */
export function parsePriceInput(input: string | number | null | undefined): number | null {
  if (typeof input === 'number') return Number.isFinite(input) && input >= 0 ? input : null;
  let text = String(input ?? '')
    .replace(/€/g, '')
    .replace(/\s/g, '');
  // With a comma present, dots are thousands separators.
  if (text.includes(',')) text = text.replace(/\./g, '').replace(',', '.');
  if (!/^\d+(\.\d+)?$|^\.\d+$/.test(text)) return null;
  return Number(text);
}
