/**
 * E-mail link sign-in: the link carries a session id (and the guest's uid when a guest upgrades); this
 * browser keeps the e-mail hint with the same id, so opening the link here signs in without asking again.
 */
import type { AuthApi } from './authApi';
import { newSessionId, saveEmailHint } from './pendingStorage';

export const SESSION_ID_PARAM = 'ui_sid';
export const ANONYMOUS_UID_PARAM = 'ui_auid';

/** The address the link in the e-mail opens: /login with the success path (if any) and the session id. */
export function emailLinkUrl(
  origin: string,
  successPath: string | undefined,
  sessionId: string,
  anonymousUid?: string,
): string {
  const url = new URL('/login', origin);
  if (successPath) url.searchParams.set('signInSuccessUrl', successPath);
  url.searchParams.set(SESSION_ID_PARAM, sessionId);
  if (anonymousUid) url.searchParams.set(ANONYMOUS_UID_PARAM, anonymousUid);
  return url.toString();
}

/** Sends the sign-in link and remembers the e-mail for this browser. */
export async function requestEmailLink(
  api: AuthApi,
  email: string,
  origin: string,
  successPath: string | undefined,
) {
  const sessionId = newSessionId();
  const account = api.currentAccount();
  const guestUid = account?.isAnonymous ? account.uid : undefined;
  await api.sendSignInLink(email, emailLinkUrl(origin, successPath, sessionId, guestUid));
  saveEmailHint({ email, sessionId });
}
