/**
 * Talks to the running emulators the way the web app's Firebase SDK does: a real account in the Auth
 * emulator (ID token), and the callable protocol over HTTP (`{ data }` in, `{ result }` or `{ error }` out).
 */
import { readStackInfo } from '../setup/stackInfo';

export interface SignedIn {
  uid: string;
  idToken: string;
}

export async function signUp(
  email: string,
  password = 'geheim-123',
  displayName?: string,
): Promise<SignedIn> {
  const { authUrl } = readStackInfo();
  const base = `${authUrl}/identitytoolkit.googleapis.com/v1`;
  const res = await fetch(`${base}/accounts:signUp?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const body = (await res.json()) as { idToken: string; localId: string };
  if (!displayName) return { uid: body.localId, idToken: body.idToken };
  // The name arrives in the ID token only after an update and a fresh token.
  await fetch(`${base}/accounts:update?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ idToken: body.idToken, displayName, returnSecureToken: true }),
  });
  const again = await fetch(`${base}/accounts:signInWithPassword?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const signedIn = (await again.json()) as { idToken: string; localId: string };
  return { uid: signedIn.localId, idToken: signedIn.idToken };
}

export interface CallResult<P = Record<string, unknown>> {
  status: number;
  result?: { type: string; payload: P; meta?: { reads: number } };
  error?: { status: string; message: string };
}

/** Calls `endpoint` (controller, workshops, echo) with `{ type, payload }`, signed in or not. */
export async function callEmulator<P = Record<string, unknown>>(
  endpoint: 'controller' | 'workshops' | 'echo',
  type: string,
  payload: unknown,
  user: SignedIn | null,
): Promise<CallResult<P>> {
  const { functionsUrl } = readStackInfo();
  const res = await fetch(`${functionsUrl}/${endpoint}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(user ? { authorization: `Bearer ${user.idToken}` } : {}),
    },
    body: JSON.stringify({ data: { type, payload } }),
  });
  return { status: res.status, ...((await res.json()) as Omit<CallResult<P>, 'status'>) };
}
