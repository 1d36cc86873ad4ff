/**
 * The error catalogue (docs/product.md, "Sign-in error messages") in one place: Firebase error code → German
 * text, the field the text belongs to, and what the screen should do next. Unknown codes get the generic
 * text.
 */
import { GENERIC_ERROR } from '@speiseplaner/shared';
import { NETWORK_ERROR } from '../../platform/transport/backendError';
import { authErrorCode } from './authApi';
import { TEXT_EMAIL_INVALID, TEXT_PASSWORD_MISSING, TEXT_PASSWORD_WEAK } from './validation';

/** Where a message shows: under a field, or as a notice on the screen. */
export type ErrorField = 'email' | 'password' | 'name' | 'phone' | 'code' | 'screen';

/** What the flow does besides showing the text. */
export type ErrorFlow =
  'none' | 'ignore' | 'linking' | 'federated' | 'unauthorised' | 'phoneStart' | 'signUp' | 'fallback';

export interface AuthErrorInfo {
  code: string;
  message: string;
  field: ErrorField;
  flow: ErrorFlow;
}

/** Which screen asks: some codes read differently on sign-in and on sign-up. */
export type AuthErrorContext = 'signIn' | 'signUp' | 'reset' | 'phone' | 'emailLink' | 'provider' | 'action';

// The same texts as for a failed backend call (docs/product.md, "Sign-in error messages"), so sign-in and
// planner read alike.
export const TEXT_GENERIC = GENERIC_ERROR;
export const TEXT_NETWORK = NETWORK_ERROR;
export const TEXT_WRONG_PASSWORD = 'Die E-Mail-Adresse und das Passwort passen nicht zusammen';
export const TEXT_EMAIL_IN_USE = 'Die E-Mail-Adresse wird bereits für ein anderes Konto verwendet';
export const TEXT_TOO_MANY_PASSWORDS =
  'Sie haben zu oft ein falsches Passwort eingegeben. Bitte versuchen Sie es in einigen Minuten noch einmal.';
export const TEXT_TOO_MANY_SIGNUPS =
  'Von Ihrer IP-Adresse kommen zu viele Anfragen zur Kontoerstellung. Bitte versuchen Sie es in einigen Minuten noch einmal.';
export const TEXT_TOO_MANY_PHONE =
  'Diese Telefonnummer wurde zu oft verwendet. Bitte versuchen Sie es später noch einmal.';
export const TEXT_USER_NOT_FOUND = 'Diese E-Mail-Adresse passt zu keinem Konto';
export const TEXT_USER_CANCELLED =
  'Erteilen Sie die erforderlichen Berechtigungen zur Anmeldung in der Anwendung';
export const TEXT_WRONG_CODE = 'Falscher Code. Versuchen Sie es noch einmal.';
export const TEXT_CODE_EXPIRED = 'Dieser Code ist nicht mehr gültig';
export const TEXT_INVALID_PHONE = 'Geben Sie eine gültige Telefonnummer ein';
export const TEXT_UNAUTHORISED = 'Nicht autorisiert';
export const TEXT_CAPTCHA_MISSING = 'Klicken Sie das reCAPTCHA-Kästchen an';
export const TEXT_RESET_NOT_SENT = 'Die E-Mail zum Zurücksetzen des Passworts konnte nicht gesendet werden.';
export const TEXT_LINK_EMAIL_MISMATCH =
  'Die E-Mail-Adresse passt nicht zu dem Anmeldelink, den Sie geöffnet haben.';
export const TEXT_OFFLINE_PROVIDER =
  'Ohne Internetverbindung ist die Anmeldung mit Google nicht möglich. Prüfen Sie Ihre Verbindung und versuchen Sie es noch einmal.';

type Entry = Omit<AuthErrorInfo, 'code'>;

const at = (field: ErrorField, message: string, flow: ErrorFlow = 'none'): Entry => ({
  field,
  message,
  flow,
});

const CATALOGUE: Record<string, Entry> = {
  'auth/email-already-in-use': at('email', TEXT_EMAIL_IN_USE, 'linking'),
  'auth/email-exists': at('email', TEXT_EMAIL_IN_USE),
  'auth/user-cancelled': at('screen', TEXT_USER_CANCELLED),
  'auth/user-not-found': at('email', TEXT_USER_NOT_FOUND, 'signUp'),
  'auth/weak-password': at('password', TEXT_PASSWORD_WEAK),
  'auth/wrong-password': at('password', TEXT_WRONG_PASSWORD),
  // With e-mail enumeration protection Firebase no longer tells "no account" from "wrong password".
  'auth/invalid-credential': at('password', TEXT_WRONG_PASSWORD),
  'auth/invalid-login-credentials': at('password', TEXT_WRONG_PASSWORD),
  'auth/missing-password': at('password', TEXT_PASSWORD_MISSING),
  'auth/invalid-email': at('email', TEXT_EMAIL_INVALID),
  'auth/network-request-failed': at('screen', TEXT_NETWORK),
  'auth/code-expired': at('screen', TEXT_CODE_EXPIRED, 'phoneStart'),
  'auth/expired-action-code': at('screen', 'Dieser Code ist abgelaufen.'),
  'auth/invalid-action-code': at(
    'screen',
    'Der Aktionscode ist ungültig. Das kann passieren, wenn der Code falsch formatiert oder abgelaufen ist oder bereits verwendet wurde.',
  ),
  'auth/operation-not-allowed': at(
    'password',
    'Diese Anmeldemethode ist für den Speiseplaner nicht freigeschaltet.',
  ),
  'auth/admin-restricted-operation': at('screen', TEXT_UNAUTHORISED, 'unauthorised'),
  'auth/account-exists-with-different-credential': at(
    'screen',
    'Zu dieser E-Mail-Adresse gibt es bereits ein Konto. Melden Sie sich mit Ihrem Passwort an, um Google damit zu verknüpfen.',
    'federated',
  ),
  'auth/credential-already-in-use': at(
    'screen',
    'Dieses Konto wird bereits verwendet. Melden Sie sich direkt damit an; die Daten des Gastzugangs werden dabei nicht übernommen.',
  ),
  'auth/operation-not-supported-in-this-environment': at('screen', TEXT_GENERIC, 'fallback'),
  'auth/popup-blocked': at('screen', TEXT_GENERIC, 'fallback'),
  'auth/popup-closed-by-user': at('screen', '', 'ignore'),
  'auth/cancelled-popup-request': at('screen', '', 'ignore'),
  'auth/missing-verification-code': at('code', TEXT_WRONG_CODE),
  'auth/invalid-verification-code': at('code', TEXT_WRONG_CODE),
  'auth/invalid-phone-number': at('phone', TEXT_INVALID_PHONE),
  'auth/missing-phone-number': at('phone', TEXT_INVALID_PHONE),
  'auth/captcha-check-failed': at('screen', TEXT_CAPTCHA_MISSING),
  'auth/missing-recaptcha-token': at('screen', TEXT_CAPTCHA_MISSING),
  'auth/quota-exceeded': at(
    'screen',
    'Das Kontingent für diesen Vorgang ist ausgeschöpft. Bitte versuchen Sie es später noch einmal.',
  ),
  'auth/timeout': at(
    'screen',
    'Die Zeit für den Vorgang ist abgelaufen. Bitte versuchen Sie es noch einmal.',
  ),
  'auth/user-disabled': at(
    'screen',
    'Dieses Konto wurde deaktiviert. Wenden Sie sich an das Speiseplaner-Team.',
  ),
  'auth/user-token-expired': at(
    'screen',
    'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich noch einmal an.',
  ),
  'auth/requires-recent-login': at(
    'screen',
    'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich noch einmal an.',
  ),
  'auth/web-storage-unsupported': at(
    'screen',
    'Ihr Browser speichert keine Webdaten. Erlauben Sie Cookies und Webspeicher, um sich anzumelden.',
  ),
  'auth/invalid-api-key': at(
    'screen',
    'Die Projektkonfiguration ist ungültig: Der API-Schlüssel fehlt oder ist falsch.',
  ),
  'auth/user-mismatch': at('screen', 'The user being processed does not match the signed in user!'),
};

/** Per-screen readings that differ from the plain catalogue entry. */
const BY_CONTEXT: Partial<Record<AuthErrorContext, Record<string, Entry>>> = {
  signIn: { 'auth/too-many-requests': at('password', TEXT_TOO_MANY_PASSWORDS) },
  signUp: {
    'auth/too-many-requests': at('screen', TEXT_TOO_MANY_SIGNUPS),
    'auth/operation-not-allowed': at('password', 'Die Registrierung ist derzeit nicht möglich.'),
  },
  phone: { 'auth/too-many-requests': at('phone', TEXT_TOO_MANY_PHONE) },
  reset: {
    'auth/user-not-found': at(
      'email',
      'Für diese E-Mail-Adresse ist keine Anmeldemethode hinterlegt. Legen Sie ein Konto an oder prüfen Sie die Schreibweise.',
    ),
    'auth/too-many-requests': at('screen', TEXT_RESET_NOT_SENT),
    'auth/internal-error': at('screen', TEXT_RESET_NOT_SENT),
  },
  emailLink: { 'auth/invalid-email': at('email', TEXT_LINK_EMAIL_MISMATCH) },
  provider: {
    'auth/network-request-failed': at('screen', TEXT_OFFLINE_PROVIDER),
    // What the SDK reports when Google's sign-in scripts cannot load (offline, blocked by a filter).
    'auth/internal-error': at('screen', TEXT_OFFLINE_PROVIDER),
  },
};

/** Looks up what to show for a rejected auth call on the given screen. */
export function describeAuthError(error: unknown, context: AuthErrorContext): AuthErrorInfo {
  const code = authErrorCode(error);
  const entry = BY_CONTEXT[context]?.[code] ?? CATALOGUE[code];
  if (entry) return { code, ...entry };
  if (code === 'auth/too-many-requests') {
    return { code, ...at('screen', 'Zu viele Anfragen. Bitte versuchen Sie es später noch einmal.') };
  }
  return { code, ...at('screen', TEXT_GENERIC) };
}
