/**
 * What the sign-in flows must remember across a redirect or an e-mail round trip
 * (docs/product.md, "Sign-in widget"): the e-mail hint of an e-mail-link sign-in and a pending credential to
 * link after the user proves who they are. Kept in sessionStorage, valid for one hour, removed once used.
 */

const EMAIL_HINT_KEY = 'speiseplaner.auth.emailHint';
const PENDING_CREDENTIAL_KEY = 'speiseplaner.auth.pendingCredential';
/** Same lifetime as the widget's cookies: 3600 seconds (docs/product.md, "Constants and limits"). */
export const PENDING_LIFETIME_MS = 3_600_000;
/** Length of the e-mail-link session id. */
export const SESSION_ID_LENGTH = 32;

export interface EmailHint {
  email: string;
  sessionId: string;
}

export interface PendingCredential {
  email: string;
  /** The Firebase credential as JSON (`credential.toJSON()`). */
  credential: object;
}

interface Stored<T> {
  value: T;
  savedAt: number;
}

function save<T>(key: string, value: T, now: number): void {
  try {
    sessionStorage.setItem(key, JSON.stringify({ value, savedAt: now } satisfies Stored<T>));
  } catch {
    // No web storage (private mode): the flow then asks for the e-mail again.
  }
}

function load<T>(key: string, now: number): T | null {
  try {
    const raw = sessionStorage.getItem(key);
    if (!raw) return null;
    const stored = JSON.parse(raw) as Stored<T>;
    if (now - stored.savedAt > PENDING_LIFETIME_MS) {
      sessionStorage.removeItem(key);
      return null;
    }
    return stored.value;
  } catch {
    return null;
  }
}

function remove(key: string): void {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // nothing stored then
  }
}

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** 32 random alphanumeric characters that tie an e-mail link to this browser. */
export function newSessionId(random: () => number = Math.random): string {
  let id = '';
  for (let i = 0; i < SESSION_ID_LENGTH; i += 1)
    id += ALPHANUMERIC[Math.floor(random() * ALPHANUMERIC.length)];
  return id;
}

export const saveEmailHint = (hint: EmailHint, now = Date.now()) => save(EMAIL_HINT_KEY, hint, now);
export const loadEmailHint = (now = Date.now()) => load<EmailHint>(EMAIL_HINT_KEY, now);
export const clearEmailHint = () => remove(EMAIL_HINT_KEY);

export const savePendingCredential = (pending: PendingCredential, now = Date.now()) =>
  save(PENDING_CREDENTIAL_KEY, pending, now);
export const loadPendingCredential = (now = Date.now()) =>
  load<PendingCredential>(PENDING_CREDENTIAL_KEY, now);
export const clearPendingCredential = () => remove(PENDING_CREDENTIAL_KEY);
