/** German texts of the e-mail action handlers (the links Firebase sends: verify, recover, revert, change). */

export type AccountActionMode =
  'verifyEmail' | 'recoverEmail' | 'verifyAndChangeEmail' | 'revertSecondFactorAddition';

export interface AccountActionTexts {
  working: string;
  successTitle: string;
  /** `{email}` is replaced by the address the code names. */
  successText: string;
  failureTitle: string;
  failureText: string;
}

export const ACCOUNT_ACTION_TEXTS: Record<AccountActionMode, AccountActionTexts> = {
  verifyEmail: {
    working: 'Ihre E-Mail-Adresse wird bestätigt …',
    successTitle: 'Ihre E-Mail-Adresse wurde bestätigt',
    successText: 'Sie können sich jetzt mit Ihrem Konto anmelden.',
    failureTitle: 'Versuchen Sie noch einmal, Ihre E-Mail-Adresse zu bestätigen',
    failureText:
      'Die Anfrage zur Bestätigung Ihrer E-Mail-Adresse ist abgelaufen oder der Link wurde bereits verwendet.',
  },
  recoverEmail: {
    working: 'Ihre E-Mail-Adresse wird wiederhergestellt …',
    successTitle: 'E-Mail-Adresse wiederhergestellt',
    successText:
      'Ihre Anmelde-E-Mail-Adresse ist wieder {email}. Wenn Sie die Änderung nicht veranlasst haben, setzen Sie am besten Ihr Passwort zurück.',
    failureTitle: 'Die E-Mail-Adresse kann nicht wiederhergestellt werden',
    failureText:
      'Beim Zurücksetzen Ihrer E-Mail-Adresse ist ein Problem aufgetreten. Der Link ist abgelaufen oder wurde bereits verwendet.',
  },
  verifyAndChangeEmail: {
    working: 'Ihre neue E-Mail-Adresse wird bestätigt …',
    successTitle: 'Ihre E-Mail-Adresse wurde bestätigt und geändert',
    successText: 'Sie können sich jetzt mit Ihrer neuen E-Mail-Adresse {email} anmelden.',
    failureTitle: 'Versuchen Sie noch einmal, Ihre E-Mail-Adresse zu ändern',
    failureText:
      'Die Anfrage zur Änderung Ihrer E-Mail-Adresse ist abgelaufen oder der Link wurde bereits verwendet.',
  },
  revertSecondFactorAddition: {
    working: 'Die zweite Bestätigungsmethode wird entfernt …',
    successTitle: 'Zweite Bestätigungsmethode entfernt',
    successText:
      'Die zuletzt hinzugefügte zweite Bestätigungsmethode wurde von Ihrem Konto {email} entfernt. Wenn Sie sie nicht selbst hinzugefügt haben, setzen Sie bitte Ihr Passwort zurück.',
    failureTitle: 'Die zweite Bestätigungsmethode kann nicht entfernt werden',
    failureText: 'Der Link ist abgelaufen oder wurde bereits verwendet.',
  },
};

export function isAccountActionMode(mode: string | null): mode is AccountActionMode {
  return mode !== null && mode in ACCOUNT_ACTION_TEXTS;
}
