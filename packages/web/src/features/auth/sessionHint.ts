/**
 * A small mark in localStorage that this browser has a Firebase session. Without it a public page can
 * show the visitor as logged out at once and skip loading Firebase Auth (about 30 kB gzip); the mark is
 * written whenever Auth reports a signed-in account (guests too) and removed when it reports none.
 */
export const SESSION_HINT_KEY = 'speiseplaner-session';

/** True when the mark is set, or when storage cannot be read (then a session is possible). */
export function hasSessionHint(): boolean {
  try {
    return window.localStorage.getItem(SESSION_HINT_KEY) === '1';
  } catch {
    return true;
  }
}

export function rememberSession(signedIn: boolean): void {
  try {
    if (signedIn) window.localStorage.setItem(SESSION_HINT_KEY, '1');
    else window.localStorage.removeItem(SESSION_HINT_KEY);
  } catch {
    // Blocked storage: hasSessionHint then answers true, so nothing is lost.
  }
}
