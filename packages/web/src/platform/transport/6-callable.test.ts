/**
 * The callable client against a real local HTTP server that answers as a firebase-functions `onCall` does.
 * The project's test environment gives jsdom Node's own fetch and AbortController (test/jsdomEnvironment.cjs),
 * so these are real HTTP requests.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ACTIONS, GENERIC_ERROR, type ActionType } from '@speiseplaner/shared';
import { appCheckKindOf, appCheckStarted, registerAppCheck, type AppCheckTokens } from './appCheckToken';
import { BackendError, NETWORK_ERROR, TIMEOUT_ERROR } from './backendError';
import { APP_CHECK_ERROR, callCallable } from './6-callable';
import { registerIdTokenSource } from './idToken';
import { backendAt } from './5-endpoints';

interface Received {
  method: string;
  contentType: string | undefined;
  authorization: string | undefined;
  appCheck: string | undefined;
  body: unknown;
}

type Answer = { status: number; body: string } | 'never';

let server: Server;
let url: string;
let received: Received[];
let answer: Answer;

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => resolve(text));
  });
}

beforeEach(async () => {
  received = [];
  answer = { status: 200, body: JSON.stringify({ result: { type: 'x/answer', payload: 1 } }) };
  server = createServer((req, res) => {
    void readBody(req).then((text) => {
      received.push({
        method: req.method ?? '',
        contentType: req.headers['content-type'],
        authorization: req.headers.authorization,
        appCheck: req.headers['x-firebase-appcheck'] as string | undefined,
        body: JSON.parse(text) as unknown,
      });
      if (answer === 'never') return;
      res.writeHead(answer.status, { 'Content-Type': 'application/json' }).end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/demo/europe-west3/controller`;
});

afterEach(async () => {
  registerIdTokenSource(null);
  registerAppCheck(null);
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

async function failureOf(call: Promise<unknown>): Promise<BackendError> {
  const error: unknown = await call.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(BackendError);
  return error as BackendError;
}

test('a visitor posts {data} as JSON without a token and gets the result', async () => {
  const result = await callCallable(url, { type: 'workshops/list', payload: { note: undefined } });

  expect(result).toEqual({ type: 'x/answer', payload: 1 });
  expect(received).toEqual([
    {
      method: 'POST',
      contentType: 'application/json',
      authorization: undefined,
      appCheck: undefined,
      // undefined goes out as null, as the Functions SDK sent it
      body: { data: { type: 'workshops/list', payload: { note: null } } },
    },
  ]);
});

test('through the endpoints, a call carries the current kitchen beside type and payload', async () => {
  const backend = backendAt(url.replace(/\/controller$/, ''));
  registerIdTokenSource(() => Promise.resolve('token-of-anna'));

  await backend('recipes/list', {}, 'kueche-nord');
  await backend('user/validate', {});

  expect(received.map((r) => r.body)).toEqual([
    { data: { type: 'recipes/list', payload: {}, kitchen: 'kueche-nord' } },
    // Before the app knows a kitchen the field is left out: the server takes the one used last.
    { data: { type: 'user/validate', payload: {} } },
  ]);
});

test("a signed-in user's call carries the ID token from the registered source", async () => {
  registerIdTokenSource(() => Promise.resolve('token-of-anna'));

  await callCallable(url, { type: 'plan/load', payload: {} });

  expect(received[0]?.authorization).toBe('Bearer token-of-anna');
});

test('a registered source without a signed-in user sends no Authorization header', async () => {
  registerIdTokenSource(() => Promise.resolve(null));

  await callCallable(url, { type: 'workshops/list', payload: {} });

  expect(received[0]?.authorization).toBeUndefined();
});

test('a token that cannot be refreshed fails as the network does and sends nothing', async () => {
  registerIdTokenSource(() => Promise.reject(new Error('auth/network-request-failed')));

  const error = await failureOf(callCallable(url, { type: 'plan/load', payload: {} }));

  expect([error.code, error.message]).toEqual(['unavailable', NETWORK_ERROR]);
  expect(received).toHaveLength(0);
});

test("an error answer keeps the backend's code and German message", async () => {
  const message = 'Ungültige Eingabe im Feld „email“: ungültiger Wert.';
  answer = {
    status: 400,
    body: JSON.stringify({ error: { status: 'INVALID_ARGUMENT', message, details: { field: 'email' } } }),
  };

  const error = await failureOf(callCallable(url, { type: 'newsletter/subscribe', payload: {} }));

  expect([error.code, error.message]).toEqual(['invalid-argument', message]);
});

test('a stale save keeps its code, which autosave waits on, and an unknown status is internal', async () => {
  const stale = 'Der Plan wurde inzwischen an anderer Stelle geändert.';
  answer = {
    status: 400,
    body: JSON.stringify({ error: { status: 'FAILED_PRECONDITION', message: stale } }),
  };
  const first = await failureOf(callCallable(url, { type: 'plan/save', payload: {} }));
  answer = { status: 500, body: JSON.stringify({ error: { status: 'TEAPOT', message: 'INTERNAL' } }) };
  const second = await failureOf(callCallable(url, { type: 'plan/save', payload: {} }));

  expect([first.code, first.message]).toEqual(['failed-precondition', stale]);
  expect([second.code, second.message]).toEqual(['internal', GENERIC_ERROR]);
});

test("the framework's English answer to an invalid ID token becomes a German one", async () => {
  registerIdTokenSource(() => Promise.resolve('expired-token-of-anna'));
  answer = {
    status: 401,
    body: JSON.stringify({ error: { status: 'UNAUTHENTICATED', message: 'Unauthenticated' } }),
  };

  const error = await failureOf(callCallable(url, { type: 'plan/load', payload: {} }));

  expect([error.code, error.message]).toEqual(['unauthenticated', 'Bitte melden Sie sich erneut an.']);
});

test('a closed port gives the network error', async () => {
  const closedUrl = url;
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  const error = await failureOf(callCallable(closedUrl, { type: 'workshops/list', payload: {} }));

  expect([error.code, error.message]).toEqual(['unavailable', NETWORK_ERROR]);
});

test('a 500 that is not JSON gives the generic message', async () => {
  answer = { status: 500, body: 'Internal Server Error' };

  const error = await failureOf(callCallable(url, { type: 'plan/load', payload: {} }));

  expect([error.code, error.message]).toEqual(['internal', GENERIC_ERROR]);
});

test('a 200 that is not the protocol (e.g. an HTML page) means the backend was not reached', async () => {
  answer = { status: 200, body: '<!doctype html><title>Speiseplaner</title>' };

  const error = await failureOf(callCallable(url, { type: 'plan/load', payload: {} }));

  expect([error.code, error.message]).toEqual(['unavailable', NETWORK_ERROR]);
});

test('a backend that does not answer in time gives deadline-exceeded, saying so', async () => {
  answer = 'never';

  const error = await failureOf(callCallable(url, { type: 'plan/load', payload: {} }, { timeoutMs: 200 }));

  expect([error.code, error.message]).toEqual(['deadline-exceeded', TIMEOUT_ERROR]);
  expect(received).toHaveLength(1);
});

test('a gateway that gave up on the function (504 without a body) says the server did not answer in time', async () => {
  answer = { status: 504, body: 'upstream request timeout' };

  const error = await failureOf(callCallable(url, { type: 'plan/listWeeks', payload: {} }));

  expect([error.code, error.message]).toEqual(['deadline-exceeded', TIMEOUT_ERROR]);
});

describe('App Check', () => {
  /** An App Check whose tokens count how often they were asked for. */
  function fakeAppCheck(): AppCheckTokens & { asked: string[] } {
    const asked: string[] = [];
    return {
      asked,
      token: () => {
        asked.push('standard');
        return Promise.resolve('app-check-token');
      },
      limitedUseToken: () => {
        asked.push('limited-use');
        return Promise.resolve(`limited-use-token-${asked.length}`);
      },
    };
  }

  const unauthenticated = {
    status: 401,
    body: JSON.stringify({ error: { status: 'UNAUTHENTICATED', message: 'Unauthenticated' } }),
  };

  test('without App Check (the emulators) a call carries no X-Firebase-AppCheck header', async () => {
    await callCallable(url, { type: 'plan/load', payload: {} });

    expect(received[0]?.appCheck).toBeUndefined();
  });

  test('a public read carries no token and starts no App Check; the first call that needs one does', async () => {
    const appCheck = fakeAppCheck();
    const load = jest.fn(() => Promise.resolve(appCheck));
    registerAppCheck(load);

    await callCallable(url, { type: 'workshops/list', payload: {} }, { appCheck: 'none' });
    await callCallable(url, { type: 'videos/list', payload: {} }, { appCheck: 'none' });
    expect(load).not.toHaveBeenCalled();
    expect(appCheckStarted()).toBe(false);

    await callCallable(url, { type: 'plan/load', payload: {} });
    await callCallable(url, { type: 'plan/load', payload: {} });

    expect(received.map((r) => r.appCheck)).toEqual([
      undefined,
      undefined,
      'app-check-token',
      'app-check-token',
    ]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(appCheckStarted()).toBe(true);
  });

  test('a limited-use call carries a fresh limited-use token', async () => {
    const appCheck = fakeAppCheck();
    registerAppCheck(() => Promise.resolve(appCheck));

    await callCallable(url, { type: 'newsletter/subscribe', payload: {} }, { appCheck: 'limited-use' });
    await callCallable(url, { type: 'newsletter/subscribe', payload: {} }, { appCheck: 'limited-use' });

    expect(received.map((r) => r.appCheck)).toEqual(['limited-use-token-1', 'limited-use-token-2']);
    expect(appCheck.asked).toEqual(['limited-use', 'limited-use']);
  });

  test('the public writes carry a limited-use token, the public reads none, every other action the standard one', async () => {
    const appCheck = fakeAppCheck();
    registerAppCheck(() => Promise.resolve(appCheck));
    const types = Object.keys(ACTIONS) as ActionType[];

    for (const type of types) {
      await callCallable(url, { type, payload: {} }, { appCheck: appCheckKindOf(type) });
    }

    const limited = types.filter((_type, i) => received[i]?.appCheck?.startsWith('limited-use-token'));
    expect(limited.sort()).toEqual([
      'newsletter/confirm',
      'newsletter/subscribe',
      'newsletter/unsubscribe',
      'workshops/apply',
    ]);
    const none = types.filter((_type, i) => received[i]?.appCheck === undefined);
    expect(none.sort()).toEqual(['videos/list', 'workshops/list']);
    expect(received.filter((r) => r.appCheck === 'app-check-token')).toHaveLength(types.length - 6);
  });

  test('a call goes without the token when reCAPTCHA does not answer, and later ones wait less', async () => {
    const never = new Promise<string>(() => {});
    registerAppCheck(() => Promise.resolve({ token: () => never, limitedUseToken: () => never }), {
      waitMs: 300,
      retryWaitMs: 20,
    });

    const first = Date.now();
    await callCallable(url, { type: 'plan/load', payload: {} });
    const firstMs = Date.now() - first;
    const second = Date.now();
    await callCallable(url, { type: 'plan/load', payload: {} });
    const secondMs = Date.now() - second;

    expect(received.map((r) => r.appCheck)).toEqual([undefined, undefined]);
    expect(firstMs).toBeGreaterThanOrEqual(290);
    expect(secondMs).toBeLessThan(250);
  });

  test('App Check that fails to load sends the call without a token and loads again next time', async () => {
    const appCheck = fakeAppCheck();
    const load = jest
      .fn<Promise<AppCheckTokens>, []>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValue(appCheck);
    registerAppCheck(load);

    await callCallable(url, { type: 'plan/load', payload: {} });
    await callCallable(url, { type: 'plan/load', payload: {} });

    expect(received.map((r) => r.appCheck)).toEqual([undefined, 'app-check-token']);
    expect(load).toHaveBeenCalledTimes(2);
  });

  test("a visitor's call refused for its App Check token gets a German message about the check", async () => {
    registerAppCheck(() => Promise.resolve(fakeAppCheck()));
    answer = unauthenticated;

    const error = await failureOf(callCallable(url, { type: 'workshops/apply', payload: {} }));

    expect([error.code, error.message]).toEqual(['unauthenticated', APP_CHECK_ERROR]);
  });

  test('a signed-in call without an App Check token gets the message about the check', async () => {
    registerIdTokenSource(() => Promise.resolve('token-of-anna'));
    registerAppCheck(() => Promise.reject(new Error('reCAPTCHA blocked')));
    answer = unauthenticated;

    const error = await failureOf(callCallable(url, { type: 'plan/load', payload: {} }));

    expect([error.code, error.message]).toEqual(['unauthenticated', APP_CHECK_ERROR]);
  });

  test('a signed-in call with both tokens refused asks to sign in again', async () => {
    registerIdTokenSource(() => Promise.resolve('token-of-anna'));
    registerAppCheck(() => Promise.resolve(fakeAppCheck()));
    answer = unauthenticated;

    const error = await failureOf(callCallable(url, { type: 'plan/load', payload: {} }));

    expect([error.code, error.message]).toEqual(['unauthenticated', 'Bitte melden Sie sich erneut an.']);
  });
});
