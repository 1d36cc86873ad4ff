/**
 * The backend as any client could call it, outside the web app: an ID token from the Auth emulator's REST
 * endpoint, then the callable protocol over HTTP. Tests use it to check that the backend itself refuses
 * what the app only hides.
 */
import { PROJECT_ID } from '../../../src/paths';
import { readStackInfo } from '../stackInfo';

const REGION = 'europe-west3';

/** ID token of an e-mail/password account in the Auth emulator. */
export async function idTokenOf(email: string, password: string): Promise<string> {
  const { ports } = readStackInfo();
  const res = await fetch(
    `http://127.0.0.1:${ports.auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  const body = (await res.json()) as { idToken?: string };
  if (!body.idToken) throw new Error(`Anmeldung von ${email} beim Auth-Emulator fehlgeschlagen`);
  return body.idToken;
}

export interface CallableAnswer {
  result?: { type: string; payload: unknown };
  error?: { status: string; message: string };
}

/**
 * `{ type, payload }` to the controller callable, signed in with `idToken`; with `kitchen` the request names
 * the caller's current kitchen as the web app does (without it the backend takes the person's last one).
 */
export async function callController(
  type: string,
  payload: unknown,
  idToken: string,
  kitchen?: string,
): Promise<CallableAnswer> {
  const { ports } = readStackInfo();
  const res = await fetch(`http://127.0.0.1:${ports.functions}/${PROJECT_ID}/${REGION}/controller`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${idToken}` },
    body: JSON.stringify({ data: { type, payload, ...(kitchen ? { kitchen } : {}) } }),
  });
  return (await res.json()) as CallableAnswer;
}
