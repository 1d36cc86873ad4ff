/**
 * What a kitchen types about its institution (onboarding and Mein Konto): the name, required, the
 * optional letterhead printed under it, and the code of its organic control body (docs/domain-rules.md,
 * "Bio on the menu": only a certified kitchen may print "Bio" on its menu). The web forms and the backend (user/updateProfile) check
 * with these schemas, so both give the same German messages.
 */
import { z } from './zod';
import { MAX_NAME_LENGTH } from './limits';
import { multiLine, singleLine } from './plainText';
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

/** The institution name: trimmed, 1–120 characters, one line without invisible characters. */
export const InstitutionNameSchema = singleLine(
  z.string().trim().min(1, INSTITUTION_NAME_REQUIRED).max(MAX_NAME_LENGTH, INSTITUTION_NAME_TOO_LONG),
);

/** The letterhead: trimmed, empty allowed, at most 300 characters on at most three lines, no invisible characters. */
export const LetterheadSchema = multiLine(
  z.string().trim().max(MAX_LETTERHEAD_LENGTH, LETTERHEAD_TOO_LONG),
).refine((text) => letterheadLineCount(text) <= MAX_LETTERHEAD_LINES, LETTERHEAD_TOO_MANY_LINES);

export const BIO_CONTROL_CODE_FORMAT =
  'Bitte geben Sie die Codenummer Ihrer Öko-Kontrollstelle im Format DE-ÖKO-000 ein (oder lassen Sie das Feld leer).';

/** A German organic control body's code: "DE-ÖKO-" and three digits. */
const BIO_CONTROL_CODE = /^DE-ÖKO-\d{3}$/;

/**
 * The code of the kitchen's organic control body, as on its Bio certificate ("DE-ÖKO-006"); empty means not
 * certified, and then no "Bio" is printed on the menu. Lower case and spaces around the dashes are
 * accepted and written the official way.
 */
export const BioControlCodeSchema = z
  .string()
  .max(40, BIO_CONTROL_CODE_FORMAT)
  .transform((text) =>
    text
      .trim()
      .toUpperCase()
      .replace(/\s*-\s*/g, '-')
      .replace('OEKO', 'ÖKO'),
  )
  .refine((code) => code === '' || BIO_CONTROL_CODE.test(code), BIO_CONTROL_CODE_FORMAT);
