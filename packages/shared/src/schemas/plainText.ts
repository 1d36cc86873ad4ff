/**
 * What a typed text may hold (docs/product.md, "Text fields: no invisible characters"). Unicode
 * control (Cc) and format (Cf) characters — bidi overrides and isolates (U+202A–202E, U+2066–2069), the
 * marks LRM, RLM and ALM, zero-width characters (U+200B–200D, U+2060), the BOM (U+FEFF) — and lone
 * surrogates (Cs) are refused: a name such as „Max\u202Egnp.exe“ shows as „Maxexe.png“ in the Verwaltung,
 * the CSV and the mail. Single-line fields (names, titles, places) refuse line breaks and tabs as well;
 * multi-line fields (method, letterhead, descriptions) keep line breaks and tabs. The predicates are plain
 * functions, so a form can ask the same question field by field and show the same message.
 */
import { z } from './zod';

export const HIDDEN_CHARACTERS_MESSAGE =
  'Der Text enthält unsichtbare Steuerzeichen (z. B. zur Umkehr der Schreibrichtung oder Zeichen ohne Breite). Bitte geben Sie ihn ohne diese Zeichen ein.';
export const LINE_BREAK_MESSAGE =
  'Der Text muss in einer Zeile stehen: bitte ohne Zeilenumbrüche und Tabulatoren eingeben.';

/** Line breaks and tabs: refused in single-line fields, kept in multi-line ones. */
const LINE_CHARACTERS = /[\t\n\r\u2028\u2029]/u;
/** Every control, format and lone surrogate character but tab, line feed and carriage return. */
const HIDDEN_CHARACTERS = /(?![\t\n\r])[\p{Cc}\p{Cf}\p{Cs}]/u;

/** What is wrong with a text: 'hidden' (an invisible character), 'lineBreak' (in a single-line field), or undefined. */
export type TextProblem = 'hidden' | 'lineBreak' | undefined;

/** The problem of a single-line text (name, title, place), or undefined when it is fine. */
export function singleLineTextProblem(text: string): TextProblem {
  if (HIDDEN_CHARACTERS.test(text)) return 'hidden';
  if (LINE_CHARACTERS.test(text)) return 'lineBreak';
  return undefined;
}

/** The problem of a multi-line text (method, letterhead): line breaks and tabs are fine. */
export function multiLineTextProblem(text: string): TextProblem {
  return HIDDEN_CHARACTERS.test(text) ? 'hidden' : undefined;
}

/** The German message of a text problem; `lineBreakMessage` may name the field. */
export function textProblemMessage(
  problem: 'hidden' | 'lineBreak',
  lineBreakMessage = LINE_BREAK_MESSAGE,
): string {
  return problem === 'hidden' ? HIDDEN_CHARACTERS_MESSAGE : lineBreakMessage;
}

/**
 * The one refinement every single-line text field of the schemas carries: invisible characters, line
 * breaks and tabs are refused with a German message. `lineBreakMessage` lets a field name itself.
 */
export function singleLine(schema: z.ZodString, lineBreakMessage?: string): z.ZodString {
  return schema.superRefine((text, ctx) => {
    const problem = singleLineTextProblem(text);
    if (problem) ctx.addIssue({ code: 'custom', message: textProblemMessage(problem, lineBreakMessage) });
  });
}

/** The refinement of multi-line text fields: invisible characters are refused, line breaks and tabs kept. */
export function multiLine(schema: z.ZodString): z.ZodString {
  return schema.superRefine((text, ctx) => {
    if (multiLineTextProblem(text)) ctx.addIssue({ code: 'custom', message: HIDDEN_CHARACTERS_MESSAGE });
  });
}
