/** The visitor's choice about cookies and external media, kept in localStorage on this device. */
export type ConsentChoice = 'all' | 'necessary';

export const CONSENT_STORAGE_KEY = 'speiseplaner-consent';

export function readConsent(): ConsentChoice | undefined {
  try {
    const value = window.localStorage.getItem(CONSENT_STORAGE_KEY);
    return value === 'all' || value === 'necessary' ? value : undefined;
  } catch {
    // Storage can be blocked (private mode); then the banner asks again on every visit.
    return undefined;
  }
}

export function writeConsent(choice: ConsentChoice): void {
  try {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, choice);
  } catch {
    // Nothing to do: the choice still holds for this visit through the store.
  }
}
