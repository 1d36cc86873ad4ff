/**
 * The institution name, letterhead and organic control body code as typed, checked with the shared schemas
 * the backend uses (user/updateProfile): the values to save, or the schema's
 * German message per field.
 */
import { BioControlCodeSchema, InstitutionNameSchema, LetterheadSchema } from '@speiseplaner/shared';

type Checked = { value: string; error?: undefined } | { value?: undefined; error: string };

type TextSchema = typeof InstitutionNameSchema | typeof LetterheadSchema | typeof BioControlCodeSchema;

function check(schema: TextSchema, text: string): Checked {
  const result = schema.safeParse(text);
  if (result.success) return { value: result.data };
  return { error: result.error.issues[0]?.message ?? 'Ungültige Eingabe.' };
}

export const checkInstitutionName = (text: string): Checked => check(InstitutionNameSchema, text);
export const checkLetterhead = (text: string): Checked => check(LetterheadSchema, text);
export const checkBioControlCode = (text: string): Checked => check(BioControlCodeSchema, text);
