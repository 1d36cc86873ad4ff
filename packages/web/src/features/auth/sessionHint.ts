/**
 * A small mark in localStorage that this browser has a Firebase session. Without it a public page can
 * show the visitor as logged out at once and skip loading Firebase Auth (about 30 kB gzip); the mark is
 * written whenever Auth reports a signed-in account (guests too) and removed when it reports none.
 * Beside it the account's uid: a planner page opened again paints the kept copy of that account while
 * Firebase Auth still restores its session (app/plannerBootSaga.ts), and Auth's answer confirms or drops it.
 */
export const SESSION_HINT_KEY = 'speiseplaner-session';

/** The uid of the account Auth reported last (removed with the mark). */
export const SESSION_ACCOUNT_KEY = 'speiseplaner-session-uid';

/** True when the mark is set, or when storage cannot be read (then a session is possible). */
export function hasSessionHint(): boolean {
  try {
    return window.localStorage.getItem(SESSION_HINT_KEY) === '1';
  } catch {
    return true;
  }
}

/** The uid of the account signed in last on this device, while the mark is set; undefined when unknown. */
export function sessionAccount(): string | undefined {
  try {
    if (window.localStorage.getItem(SESSION_HINT_KEY) !== '1') return undefined;
    return window.localStorage.getItem(SESSION_ACCOUNT_KEY) || undefined;
  } catch {
    return undefined;
  }
}

/** Sets or removes the mark, with the uid of the signed-in account beside it. */
export function rememberSession(signedIn: boolean, uid?: string): void {
  try {
    if (signedIn) window.localStorage.setItem(SESSION_HINT_KEY, '1');
    else window.localStorage.removeItem(SESSION_HINT_KEY);
    if (signedIn && uid) window.localStorage.setItem(SESSION_ACCOUNT_KEY, uid);
    else window.localStorage.removeItem(SESSION_ACCOUNT_KEY);
  } catch {
    // Blocked storage: hasSessionHint then answers true, so nothing is lost.
  }
}
