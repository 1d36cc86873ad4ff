/**
 * App Check wiring of the callables as deployed (FUNCTIONS_EMULATOR unset), through the real HTTP handler of
 * firebase-functions (`onCall`'s request handler behind a local HTTP server): the function options enforce
 * nothing, firebase-functions drops a token it cannot verify, and the dispatcher refuses by the action's
 * rule (lib/appCheck.ts): a public read is answered without a token, everything else is refused with the
 * German App Check message. The modules are loaded afresh with that environment (options.ts reads it at
 * load). What cannot be tested here: a valid token being accepted (verifying a real one needs Google's App
 * Check keys over the network); test/integration/appCheck.test.ts gives the dispatcher verified tokens.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CallableFunction } from 'firebase-functions/v2/https';

type Callable = CallableFunction<unknown, unknown>;
interface Loaded {
  /** enforceAppCheck of every callable's options in lib/options.ts, by export name. */
  enforced: Record<string, unknown>;
  controller: Callable;
  workshops: Callable;
}

/**
 * Runs `run` in a deployment's environment: FUNCTIONS_EMULATOR unset (the test setup sets it for the local
 * stack), ENFORCE_APP_CHECK as given; both are put back afterwards.
 */
async function asDeployed<T>(
  run: () => T | Promise<T>,
  env: { ENFORCE_APP_CHECK?: string } = {},
): Promise<T> {
  const saved = {
    FUNCTIONS_EMULATOR: process.env.FUNCTIONS_EMULATOR,
    ENFORCE_APP_CHECK: process.env.ENFORCE_APP_CHECK,
  };
  delete process.env.FUNCTIONS_EMULATOR;
  delete process.env.ENFORCE_APP_CHECK;
  if (env.ENFORCE_APP_CHECK !== undefined) process.env.ENFORCE_APP_CHECK = env.ENFORCE_APP_CHECK;
  try {
    return await run();
  } finally {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
}

/** The callables and their options as a deployment with `env` loads them (options.ts reads it at load). */
function loadWith(env: { ENFORCE_APP_CHECK?: string }): Promise<Loaded> {
  return asDeployed(() => {
    let loaded: Loaded | undefined;
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const options = require('../../src/lib/options') as Record<string, unknown>;
      const enforced = Object.fromEntries(
        Object.entries(options)
          .filter(([, value]) => typeof value === 'object' && value !== null && 'enforceAppCheck' in value)
          .map(([name, value]) => [name, (value as { enforceAppCheck: unknown }).enforceAppCheck]),
      );
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const { controller, workshops } = require('../../src/index') as typeof import('../../src/index');
      loaded = { enforced, controller, workshops };
    });
    return loaded!;
  }, env);
}

// The freshly loaded firebase-functions logs each call's token check (refusals as warnings) to the console.
beforeAll(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'debug').mockImplementation(() => undefined);
});
afterAll(() => jest.restoreAllMocks());

interface Answer {
  status: number;
  body: unknown;
}

/**
 * POSTs `data` as the web app's callable client does (app/callable.ts) to `fn` behind a local HTTP server
 * that gives it the few parts of Express's request and response it uses. The environment of a deployment
 * stays set while the call runs (lib/appCheck.ts reads FUNCTIONS_EMULATOR and ENFORCE_APP_CHECK per call).
 */
async function post(
  fn: Callable,
  data: unknown,
  headers: Record<string, string> = {},
  env: { ENFORCE_APP_CHECK?: string } = {},
): Promise<Answer> {
  const handler = fn as unknown as (req: IncomingMessage, res: ServerResponse) => Promise<void>;
  const server = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      const header = (name: string) => req.headers[name.toLowerCase()] as string | undefined;
      const request = Object.assign(req, { body: JSON.parse(text) as unknown, header, get: header });
      const response = Object.assign(res, {
        status(code: number) {
          res.statusCode = code;
          return response;
        },
        // As Express sends: a Buffer or string as it is (the gzipped answers of lib/compressAnswers.ts), an
        // object as JSON.
        send(body: unknown) {
          if (!res.hasHeader('Content-Type')) res.setHeader('Content-Type', 'application/json');
          res.end(Buffer.isBuffer(body) || typeof body === 'string' ? body : JSON.stringify(body));
          return response;
        },
      });
      void handler(request, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  try {
    return await asDeployed(async () => {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify({ data }),
      });
      return { status: res.status, body: (await res.json()) as unknown };
    }, env);
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

/** What the dispatcher answers a call without a verified App Check token (lib/appCheck.ts). */
const REFUSED: Answer = {
  status: 401,
  body: {
    error: {
      status: 'UNAUTHENTICATED',
      message:
        'Die Anfrage konnte nicht bestätigt werden. Bitte laden Sie die Seite neu. Blockiert ein Werbe- oder Skriptblocker reCAPTCHA von Google, erlauben Sie es für diese Seite.',
    },
  },
};

describe('deployed (FUNCTIONS_EMULATOR and ENFORCE_APP_CHECK unset)', () => {
  it('enforces App Check in no callable option: the dispatcher decides per action', async () => {
    const { enforced } = await loadWith({});

    expect(Object.keys(enforced).length).toBeGreaterThanOrEqual(2);
    for (const [name, value] of Object.entries(enforced)) expect([name, value]).toEqual([name, false]);
  });

  it('answers the public workshop list without an App Check token', async () => {
    const { workshops } = await loadWith({});

    const answer = await post(workshops, { type: 'workshops/list', payload: {} });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ result: { type: 'workshops/list/answer' } });
  });

  it('refuses a public write and a planner call without an App Check token before its handler runs', async () => {
    const { controller, workshops } = await loadWith({});

    expect(await post(controller, { type: 'newsletter/subscribe', payload: { email: 'a@b.de' } })).toEqual(
      REFUSED,
    );
    // The workshop does not exist: a handler that ran would answer not-found.
    const apply = {
      workshopSlug: 'gibt-es-nicht-2027-01-01',
      name: 'Anna Berg',
      institution: 'Kita Regenbogen',
      email: 'anna@kita.test',
      participants: 1,
    };
    expect(await post(workshops, { type: 'workshops/apply', payload: apply })).toEqual(REFUSED);
    expect(await post(controller, { type: 'recipes/list', payload: {} })).toEqual(REFUSED);
  });

  it('drops a token that is not an App Check token, so a write is refused and a read answered', async () => {
    const { controller, workshops } = await loadWith({});
    const header = { 'X-Firebase-AppCheck': 'not-a-token' };

    expect(
      await post(controller, { type: 'newsletter/subscribe', payload: { email: 'a@b.de' } }, header),
    ).toEqual(REFUSED);
    expect((await post(workshops, { type: 'workshops/list', payload: {} }, header)).status).toBe(200);
  });

  it('refuses no call for App Check while ENFORCE_APP_CHECK=false (monitoring only)', async () => {
    const { controller } = await loadWith({ ENFORCE_APP_CHECK: 'false' });
    const monitoring = { ENFORCE_APP_CHECK: 'false' };

    // Past App Check, each call meets its next check: the payload, then the sign-in.
    expect(
      await post(controller, { type: 'newsletter/subscribe', payload: { email: 'kein-at' } }, {}, monitoring),
    ).toMatchObject({ status: 400, body: { error: { status: 'INVALID_ARGUMENT' } } });
    expect(await post(controller, { type: 'recipes/list', payload: {} }, {}, monitoring)).toEqual({
      status: 401,
      body: { error: { status: 'UNAUTHENTICATED', message: 'Bitte melden Sie sich an.' } },
    });
  });
});
