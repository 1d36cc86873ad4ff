/**
 * A recipe's portion factor for an age group as a cook or admin types it ("1,3"): how much of a
 * Kindergarten portion one person of the group eats (docs/domain-rules.md). The recipe schema allows
 * more than 0 and at most 10; two decimals are enough for any real portion.
 */
import { parsePriceInput, type InputCheck } from './inputs';

export const MAX_PORTION_FACTOR = 10;
export const PORTION_FACTOR_MESSAGE =
  'Bitte geben Sie einen Faktor über 0 und höchstens 10 mit bis zu zwei Nachkommastellen ein, zum Beispiel 1,3.';

export function checkPortionFactorInput(text: string): InputCheck<number> {
  const trimmed = text.trim();
  const value = parsePriceInput(trimmed);
  const decimals = trimmed.split(/[,.]/)[1]?.length ?? 0;
  if (value === null || !(value > 0) || value > MAX_PORTION_FACTOR || decimals > 2)
    return { ok: false, message: PORTION_FACTOR_MESSAGE };
  return { ok: true, value };
}
