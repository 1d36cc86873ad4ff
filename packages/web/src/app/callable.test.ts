/**
 * The callable client against a real local HTTP server that answers as a firebase-functions `onCall` does.
 * The project's test environment gives jsdom Node's own fetch and AbortController (test/jsdomEnvironment.cjs),
 * so these are real HTTP requests.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { BackendError, NETWORK_ERROR } from './backendError';
import { callCallable } from './callable';
import { GENERIC_ERROR } from './errorMessage';
import { registerIdTokenSource } from './idToken';

interface Received {
  method: string;
  contentType: string | undefined;
  authorization: string | undefined;
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
      // undefined goes out as null, as the Functions SDK sent it
      body: { data: { type: 'workshops/list', payload: { note: null } } },
    },
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

test("the framework's English answer to an invalid token becomes a German one", async () => {
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

test('a backend that does not answer in time gives deadline-exceeded with the network text', async () => {
  answer = 'never';

  const error = await failureOf(callCallable(url, { type: 'plan/load', payload: {} }, { timeoutMs: 200 }));

  expect([error.code, error.message]).toEqual(['deadline-exceeded', NETWORK_ERROR]);
  expect(received).toHaveLength(1);
});
