/**
 * The institution name and letterhead as typed, checked with the shared schemas the backend uses
 * (user/name, user/letterhead): the trimmed values to save, or the schema's German message per field.
 */
import { InstitutionNameSchema, LetterheadSchema } from '@speiseplaner/shared';

type Checked = { value: string; error?: undefined } | { value?: undefined; error: string };

function check(schema: typeof InstitutionNameSchema | typeof LetterheadSchema, text: string): Checked {
  const result = schema.safeParse(text);
  if (result.success) return { value: result.data };
  return { error: result.error.issues[0]?.message ?? 'Ungültige Eingabe.' };
}

export const checkInstitutionName = (text: string): Checked => check(InstitutionNameSchema, text);
export const checkLetterhead = (text: string): Checked => check(LetterheadSchema, text);
