/**
 * Input rules of the sign-in screens (docs/product.md, "Sign-in input rules"); each returns the German error
 * or null.
 */

// Local part, one or more domain labels, and a top-level domain of 2 to 63 characters.
const EMAIL_PATTERN =
  /^[^\s@]+@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z][A-Za-z0-9-]{0,61}[A-Za-z0-9]$/;

export const MIN_PASSWORD_LENGTH = 6;

export const TEXT_EMAIL_MISSING = 'Geben Sie Ihre E-Mail-Adresse ein, um fortzufahren';
export const TEXT_EMAIL_INVALID = 'Diese E-Mail-Adresse ist ungültig';
export const TEXT_PASSWORD_MISSING = 'Geben Sie Ihr Passwort ein';
export const TEXT_PASSWORD_WEAK = 'Das Passwort muss aus mindestens 6 Zeichen bestehen';
export const TEXT_NAME_MISSING = 'Geben Sie Ihren Kontonamen ein';

export function isValidEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email.trim());
}

export function emailError(email: string): string | null {
  if (email.trim() === '') return TEXT_EMAIL_MISSING;
  return isValidEmail(email) ? null : TEXT_EMAIL_INVALID;
}

export function passwordError(password: string): string | null {
  return password === '' ? TEXT_PASSWORD_MISSING : null;
}

/** For a password being chosen (sign-up, reset): present and at least six characters. */
export function newPasswordError(password: string): string | null {
  if (password === '') return TEXT_PASSWORD_MISSING;
  return password.length < MIN_PASSWORD_LENGTH ? TEXT_PASSWORD_WEAK : null;
}

export function nameError(name: string): string | null {
  return name.trim() === '' ? TEXT_NAME_MISSING : null;
}
