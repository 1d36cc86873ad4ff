/**
 * App Check wiring of the callables as deployed: outside the emulator (FUNCTIONS_EMULATOR unset) and
 * without ENFORCE_APP_CHECK=false, every callable refuses a call without a valid App Check token before its
 * handler runs. The modules are loaded afresh with that environment (options.ts reads it at load).
 *
 * What can be tested here: the refusal of a missing or malformed token, through the real HTTP handler of
 * firebase-functions (`onCall`'s request handler behind a local HTTP server). What cannot: a valid token
 * being accepted (the Functions emulator verifies no App Check token, and verifying a real one needs
 * Google's App Check keys over the network). firebase-functions-test's `wrap()` calls the handler directly
 * (`run`), past the token checks, so it cannot show enforcement; the last test pins that.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import functionsTest from 'firebase-functions-test';
import type { CallableFunction, CallableRequest } from 'firebase-functions/v2/https';

type Callable = CallableFunction<unknown, unknown>;
interface Loaded {
  /** enforceAppCheck of every callable's options in lib/options.ts, by export name. */
  enforced: Record<string, unknown>;
  controller: Callable;
  workshops: Callable;
  echo: Callable;
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
      const { controller, workshops, echo } = require('../../src/index') as typeof import('../../src/index');
      loaded = { enforced, controller, workshops, echo };
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
 * stays set while the call runs (echo reads FUNCTIONS_EMULATOR per call).
 */
async function post(fn: Callable, data: unknown, headers: Record<string, string> = {}): Promise<Answer> {
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
        send(body: unknown) {
          res.setHeader('Content-Type', 'application/json');
          res.end(JSON.stringify(body));
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
    });
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

/** What firebase-functions answers a call it refuses for its tokens; the web app words it in German. */
const REFUSED: Answer = {
  status: 401,
  body: { error: { status: 'UNAUTHENTICATED', message: 'Unauthenticated' } },
};

describe('deployed (FUNCTIONS_EMULATOR and ENFORCE_APP_CHECK unset)', () => {
  it('enforces App Check in the options of every callable', async () => {
    const { enforced } = await loadWith({});

    expect(Object.keys(enforced).length).toBeGreaterThanOrEqual(2);
    for (const [name, value] of Object.entries(enforced)) expect([name, value]).toEqual([name, true]);
  });

  it('refuses a public call without an App Check token before any handler runs', async () => {
    const { controller, workshops, echo } = await loadWith({});

    expect(await post(workshops, { type: 'workshops/list', payload: {} })).toEqual(REFUSED);
    expect(await post(controller, { type: 'newsletter/subscribe', payload: { email: 'a@b.de' } })).toEqual(
      REFUSED,
    );
    // echo's handler would answer not-found outside the emulator: the refusal comes first.
    expect(await post(echo, { hello: 1 })).toEqual(REFUSED);
  });

  it('refuses a token that is not an App Check token', async () => {
    const { echo } = await loadWith({});

    expect(await post(echo, { hello: 1 }, { 'X-Firebase-AppCheck': 'not-a-token' })).toEqual(REFUSED);
  });

  it('accepts calls without a token while ENFORCE_APP_CHECK=false (monitoring only)', async () => {
    const { enforced, echo } = await loadWith({ ENFORCE_APP_CHECK: 'false' });

    expect(Object.values(enforced).every((value) => value === false)).toBe(true);
    // The call reached echo's handler, which answers not-found outside the emulator.
    expect(await post(echo, { hello: 1 })).toEqual({
      status: 404,
      body: { error: { status: 'NOT_FOUND', message: 'Nicht verfügbar.' } },
    });
  });

  it("firebase-functions-test's wrap() runs the handler past the App Check check", async () => {
    const { echo } = await loadWith({});
    const wrapped = functionsTest({ projectId: process.env.GCLOUD_PROJECT }).wrap(echo);
    const request = { data: { hello: 1 }, app: undefined, rawRequest: {} } as unknown as CallableRequest;

    // Not refused as unauthenticated: echo's own not-found shows the handler ran without a token.
    await asDeployed(() => expect(wrapped(request)).rejects.toMatchObject({ code: 'not-found' }));
  });
});
