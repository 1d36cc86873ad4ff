/**
 * The registration form's fields and their German messages. Whether a value is valid is decided by the
 * shared WorkshopRegistrationSchema (the same schema the backend checks); this file only names the fields.
 */
import { WorkshopRegistrationSchema, type WorkshopRegistrationInput } from '@speiseplaner/shared';

export interface RegistrationForm {
  name: string;
  institution: string;
  email: string;
  participants: string;
}

export type RegistrationErrors = Partial<Record<keyof RegistrationForm, string>>;

export const EMPTY_REGISTRATION: RegistrationForm = {
  name: '',
  institution: '',
  email: '',
  participants: '1',
};

const MESSAGES: Record<keyof RegistrationForm, string> = {
  name: 'Bitte geben Sie Ihren Namen ein.',
  institution: 'Bitte geben Sie Ihre Einrichtung ein.',
  email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  participants: 'Bitte geben Sie eine Teilnehmerzahl von 1 bis 20 ein.',
};

/** The registration to send, or the German message of each field that is not right. */
export function checkRegistration(
  workshopSlug: string,
  form: RegistrationForm,
): { registration: WorkshopRegistrationInput } | { errors: RegistrationErrors } {
  const participants = /^\s*\d+\s*$/.test(form.participants) ? Number(form.participants) : Number.NaN;
  const candidate = {
    workshopSlug,
    name: form.name.trim(),
    institution: form.institution.trim(),
    email: form.email.trim(),
    participants,
  };
  const result = WorkshopRegistrationSchema.safeParse(candidate);
  if (result.success) return { registration: candidate };
  const errors: RegistrationErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field !== 'string' || !(field in MESSAGES)) continue;
    const key = field as keyof RegistrationForm;
    // Links, line breaks, invisible characters and markup have the schema's own German message, and so
    // has the length of name and institution.
    const own =
      issue.code === 'custom' || ((key === 'name' || key === 'institution') && issue.code === 'too_big');
    errors[key] ??= own ? issue.message : MESSAGES[key];
  }
  return { errors };
}
