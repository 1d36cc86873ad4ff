/**
 * What a kitchen types about its institution (onboarding and Mein Konto): the name, required, and the
 * optional letterhead printed under it. The web forms and the backend (user/name, user/letterhead) check
 * with these schemas, so both give the same German messages.
 */
import { z } from './zod';
import { MAX_NAME_LENGTH } from './limits';
import { MAX_LETTERHEAD_LENGTH } from './user';

/** Most lines of the letterhead: it sits under the institution name on a printed page. */
export const MAX_LETTERHEAD_LINES = 3;

export const INSTITUTION_NAME_REQUIRED = 'Bitte geben Sie den Namen Ihrer Einrichtung ein.';
export const INSTITUTION_NAME_TOO_LONG = `Der Name darf höchstens ${MAX_NAME_LENGTH} Zeichen lang sein.`;
export const LETTERHEAD_TOO_LONG = `Der Briefkopf darf höchstens ${MAX_LETTERHEAD_LENGTH} Zeichen lang sein.`;
export const LETTERHEAD_TOO_MANY_LINES = `Der Briefkopf hat höchstens ${MAX_LETTERHEAD_LINES} Zeilen.`;

/** Lines of a letterhead as printed (an empty text has none; any line break starts a line). */
export function letterheadLineCount(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? 0 : trimmed.split(/\r\n|\r|\n/).length;
}

/** The institution name: trimmed, 1–120 characters. */
export const InstitutionNameSchema = z
  .string()
  .trim()
  .min(1, INSTITUTION_NAME_REQUIRED)
  .max(MAX_NAME_LENGTH, INSTITUTION_NAME_TOO_LONG);

/** The letterhead: trimmed, empty allowed, at most 300 characters on at most three lines. */
export const LetterheadSchema = z
  .string()
  .trim()
  .max(MAX_LETTERHEAD_LENGTH, LETTERHEAD_TOO_LONG)
  .refine((text) => letterheadLineCount(text) <= MAX_LETTERHEAD_LINES, LETTERHEAD_TOO_MANY_LINES);
