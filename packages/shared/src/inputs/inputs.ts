/**
 * Parsing of typed inputs: prices in dialogs (docs/product.md, "Input rules"), and the checked inputs that
 * answer a German message instead of keeping the old value: headcounts (`checkHeadcountInput`, the shared
 * HeadcountSchema's messages) and the Verwaltung's Zutatenkatalog (`checkCataloguePriceInput`,
 * `checkPriceDateInput`).
 */
import { MAX_AMOUNT } from '../schemas/limits';
import { isDateString } from '../calendar/dates';
import { HEADCOUNT_MESSAGES, HeadcountSchema } from '../schemas/common';

/**
 * A typed decimal number written with a dot as separator and without thousands separators ("1234.5"), or
 * null when the text is none. A comma is the decimal separator ("2,49"); with a comma present, dots are
 * thousands separators ("1.234,50"). A euro sign and spaces are ignored.
 */
function decimalText(input: string): string | null {
  let text = input.replace(/€/g, '').replace(/\s/g, '');
  if (text.includes(',')) text = text.replace(/\./g, '').replace(',', '.');
  return /^\d+(\.\d+)?$|^\.\d+$/.test(text) ? text : null;
}

/**
 * Parses a price input with a comma as decimal separator ("2,49" → 2.49, "1.234,50" → 1234.5, "3 €" → 3).
 * Returns null when the text is no non-negative number, so the dialog keeps the previous value.
 */
export function parsePriceInput(input: string | number | null | undefined): number | null {
  if (typeof input === 'number') return Number.isFinite(input) && input >= 0 ? input : null;
  const text = decimalText(String(input ?? ''));
  return text === null ? null : Number(text);
}

/** A checked input: its value, or the German message that says what is wrong with it. */
export type InputCheck<T> = { ok: true; value: T } | { ok: false; message: string };

const refuse = (message: string): { ok: false; message: string } => ({ ok: false, message });

/**
 * A headcount as a cook types it (docs/domain-rules.md, "Headcounts"): empty counts 0; a whole number from
 * 0 to MAX_HEADCOUNT passes; a negative, fractional, absurdly large or non-numeric entry gets the German
 * message of the shared HeadcountSchema, the same the backend answers, and is not taken.
 */
export function checkHeadcountInput(input: string): InputCheck<number> {
  const text = input.trim();
  if (text === '') return { ok: true, value: 0 };
  if (!/^[+-]?(\d+([.,]\d*)?|[.,]\d+)$/.test(text)) return refuse(HEADCOUNT_MESSAGES.notANumber);
  // "1.500" is German for fifteen hundred (dots between groups of three), not 1,5.
  const number = /^[+-]?\d{1,3}(\.\d{3})+$/.test(text) ? text.replace(/\./g, '') : text.replace(',', '.');
  const parsed = HeadcountSchema.safeParse(Number(number));
  return parsed.success
    ? { ok: true, value: parsed.data }
    : refuse(parsed.error.issues[0]?.message ?? HEADCOUNT_MESSAGES.notANumber);
}

/** Most decimals a price typed into the catalogue may have: whole cents. */
export const PRICE_DECIMALS = 2;

export const PRICE_MESSAGES = {
  empty: 'Bitte geben Sie einen Preis ein.',
  notANumber: 'Bitte geben Sie den Preis als Zahl in Euro ein, z. B. 2,49.',
  notPositive: 'Der Preis muss größer als 0 € sein.',
  decimals: 'Der Preis darf höchstens zwei Nachkommastellen haben (volle Cent).',
  tooLarge: `Der Preis darf höchstens ${MAX_AMOUNT.toLocaleString('de-DE')} € betragen.`,
} as const;

/**
 * A catalogue price as an admin types it: euro with a comma (or dot) as decimal separator, above 0, at
 * most PRICE_DECIMALS decimals as typed ("2,490" is refused like "2,499"), at most MAX_AMOUNT. A negative
 * or zero price, a fourth-of-a-cent or text that is no number gets its German message.
 */
export function checkCataloguePriceInput(input: string): InputCheck<number> {
  const trimmed = input.trim();
  if (trimmed === '' || trimmed === '€') return refuse(PRICE_MESSAGES.empty);
  const negative = /^[-−–]/.test(trimmed);
  const text = decimalText(negative ? trimmed.slice(1) : trimmed);
  if (text === null) return refuse(PRICE_MESSAGES.notANumber);
  const value = Number(text);
  if (negative || value <= 0) return refuse(PRICE_MESSAGES.notPositive);
  if ((text.split('.')[1] ?? '').length > PRICE_DECIMALS) return refuse(PRICE_MESSAGES.decimals);
  if (value > MAX_AMOUNT) return refuse(PRICE_MESSAGES.tooLarge);
  return { ok: true, value };
}

/** The earliest and the latest day a catalogue price may start from. */
export const PRICE_DATE_MIN = '2000-01-01';
export const PRICE_DATE_MAX = '2099-12-31';

export const DATE_MESSAGES = {
  empty: 'Bitte geben Sie ein Datum ein.',
  format: 'Bitte geben Sie das Datum als TT.MM.JJJJ oder JJJJ-MM-TT ein, z. B. 01.03.2026.',
  missingDay: 'Dieses Datum gibt es nicht (zum Beispiel gibt es keinen 30. Februar).',
  range: 'Das Datum muss zwischen dem 01.01.2000 und dem 31.12.2099 liegen.',
} as const;

const pad = (n: string) => n.padStart(2, '0');

/**
 * A day as typed: `yyyy-MM-dd` as the app shows dates, or the German `TT.MM.JJJJ` (day and month may have
 * one digit: 1.3.2026). Gives the `yyyy-MM-dd` string of a day that exists, else its German message.
 */
export function checkDateInput(input: string): InputCheck<string> {
  const text = input.trim();
  if (text === '') return refuse(DATE_MESSAGES.empty);
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const german = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(text);
  if (!iso && !german) return refuse(DATE_MESSAGES.format);
  const date = iso ? text : `${german![3]}-${pad(german![2]!)}-${pad(german![1]!)}`;
  return isDateString(date) ? { ok: true, value: date } : refuse(DATE_MESSAGES.missingDay);
}

/** The day a catalogue price starts from: a day checkDateInput accepts, from PRICE_DATE_MIN to PRICE_DATE_MAX. */
export function checkPriceDateInput(input: string): InputCheck<string> {
  const checked = checkDateInput(input);
  if (!checked.ok) return checked;
  return checked.value < PRICE_DATE_MIN || checked.value > PRICE_DATE_MAX
    ? refuse(DATE_MESSAGES.range)
    : checked;
}
