/** The bench's view of the emulators: accounts from the Auth emulator, callables over HTTP (keep-alive). */
import { Agent, request } from 'node:http';

export interface Target {
  functionsUrl: string;
  authUrl: string;
}

export interface Account {
  uid: string;
  idToken: string;
  /** The kitchen every call names once user/validate answered it, as the web app does (2-bootCalls.ts). */
  kitchen?: string;
}

/** A callable's JSON answer, loosely typed: the bench reads only a few fields. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

const agent = new Agent({ keepAlive: true, maxSockets: 256 });

/** POSTs JSON and resolves with status and parsed body. */
export function postJson(
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: Json }> {
  const data = Buffer.from(JSON.stringify(body));
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': data.length, ...headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          try {
            resolve({
              status: res.statusCode ?? 0,
              body: JSON.parse(Buffer.concat(chunks).toString() || 'null'),
            });
          } catch (err) {
            reject(err);
          }
        });
      },
    );
    req.setTimeout(30_000, () => req.destroy(new Error('Zeitüberschreitung (30 s)')));
    req.on('error', reject);
    req.end(data);
  });
}

export async function createAccount(target: Target, email: string): Promise<Account> {
  const { status, body } = await postJson(
    `${target.authUrl}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=bench`,
    {
      email,
      password: 'bench-123456',
      returnSecureToken: true,
    },
  );
  if (status !== 200) throw new Error(`Konto ${email} ließ sich nicht anlegen (${status})`);
  return { uid: body.localId, idToken: body.idToken };
}

export interface CallOutcome {
  ok: boolean;
  ms: number;
  /** The callable error's status (e.g. RESOURCE_EXHAUSTED) when refused. */
  code?: string;
  reads?: number;
  payload?: Json;
  error?: string;
}

/** One callable call: `{ data: { type, payload } }` → `{ result }` or `{ error }`; signed out without account. */
export async function callAction(
  target: Target,
  endpoint: string,
  type: string,
  payload: unknown,
  account: Account | null,
): Promise<CallOutcome> {
  const started = performance.now();
  try {
    const kitchen = account?.kitchen;
    const { status, body } = await postJson(
      `${target.functionsUrl}/${endpoint}`,
      { data: { type, payload, ...(kitchen && endpoint === 'controller' ? { kitchen } : {}) } },
      account ? { authorization: `Bearer ${account.idToken}` } : {},
    );
    const ms = performance.now() - started;
    if (status !== 200 || !body?.result)
      return { ok: false, ms, code: body?.error?.status, error: `${status} ${body?.error?.message ?? ''}` };
    return { ok: true, ms, reads: body.result.meta?.reads, payload: body.result.payload };
  } catch (err) {
    return { ok: false, ms: performance.now() - started, error: (err as Error).message };
  }
}
