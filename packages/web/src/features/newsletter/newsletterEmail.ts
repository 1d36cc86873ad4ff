/**
 * The newsletter form's check of the address: the shared NewsletterEmailSchema (the one the backend checks)
 * decides; this file only words the German messages, the same ones the sign-in form uses.
 */
import { NewsletterEmailSchema } from '@speiseplaner/shared';
import { TEXT_EMAIL_INVALID, TEXT_EMAIL_MISSING } from '../auth/validation';

export const TEXT_EMAIL_TOO_LONG = 'Diese E-Mail-Adresse ist zu lang (höchstens 254 Zeichen)';

/** The trimmed address to send, or the German message for the field. */
export function checkNewsletterEmail(input: string): { email: string } | { error: string } {
  const email = input.trim();
  if (email === '') return { error: TEXT_EMAIL_MISSING };
  const result = NewsletterEmailSchema.safeParse(email);
  if (result.success) return { email: result.data };
  return {
    error: result.error.issues.some((i) => i.code === 'too_big') ? TEXT_EMAIL_TOO_LONG : TEXT_EMAIL_INVALID,
  };
}
