/**
 * The callables' answers go out gzipped when the caller accepts it (lib/compressAnswers.ts): nothing on
 * their way to the browser compresses them otherwise. Express's response is stood in for by the few
 * members the callable handler uses.
 */
import { gunzipSync } from 'node:zlib';
import { acceptsGzip, compressAnswer, MIN_BYTES, withCompressedAnswers } from '../../src/lib/compressAnswers';

interface Sent {
  status: number;
  headers: Record<string, string>;
  body: unknown;
}

/** A response that resolves `sent` with what reached the wire. */
function fakeResponse() {
  let resolve!: (sent: Sent) => void;
  const sent = new Promise<Sent>((r) => (resolve = r));
  const headers: Record<string, string> = {};
  const res = {
    statusCode: 200,
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = value),
    send: (body: unknown) => resolve({ status: res.statusCode, headers, body }),
  };
  return { res, sent };
}

const recipes = Array.from({ length: 300 }, (_, i) => ({
  slug: `rezept-${i}`,
  name: `Gemüseeintopf mit Linsen Nr. ${i}`,
  ingredients: [{ slug: 'linsen', amount: 120 }],
}));
const big = { result: { type: 'recipes/listAnswer', payload: { recipes } } };

test('a large answer goes out gzipped to a caller that accepts gzip, and unpacks to the same JSON', async () => {
  const { res, sent } = fakeResponse();
  compressAnswer({ headers: { 'accept-encoding': 'gzip, deflate, br' } }, res);
  res.send(big);
  const { headers, body } = await sent;
  expect(headers['content-encoding']).toBe('gzip');
  expect(headers['content-type']).toBe('application/json; charset=utf-8');
  expect(headers.vary).toBe('Accept-Encoding');
  const json = JSON.stringify(big);
  expect(JSON.parse(gunzipSync(body as Buffer).toString('utf8'))).toEqual(big);
  // 300 recipes: a tenth of the bytes or less.
  expect((body as Buffer).length).toBeLessThan(json.length / 10);
});

test('small answers, refusals and callers without gzip get the answer as it is', async () => {
  const small = { result: { type: 'echo/answer', payload: { round: 1 } } };
  expect(JSON.stringify(small).length).toBeLessThan(MIN_BYTES);
  const a = fakeResponse();
  compressAnswer({ headers: { 'accept-encoding': 'gzip' } }, a.res);
  a.res.send(small);
  expect((await a.sent).headers['content-encoding']).toBeUndefined();
  expect(JSON.parse((await a.sent).body as string)).toEqual(small);

  const b = fakeResponse();
  compressAnswer({ headers: {} }, b.res);
  b.res.send(big);
  expect(await b.sent).toEqual({ status: 200, headers: {}, body: big });

  const c = fakeResponse();
  compressAnswer({ headers: { 'accept-encoding': 'gzip' } }, c.res);
  c.res.statusCode = 400;
  c.res.send(big);
  expect((await c.sent).headers['content-encoding']).toBeUndefined();
});

test('Accept-Encoding is read as HTTP means it', () => {
  expect(acceptsGzip('gzip, deflate, br')).toBe(true);
  expect(acceptsGzip('br;q=1.0, gzip;q=0.8')).toBe(true);
  expect(acceptsGzip('*')).toBe(true);
  expect(acceptsGzip('gzip;q=0')).toBe(false);
  expect(acceptsGzip('deflate, br')).toBe(false);
  expect(acceptsGzip(undefined)).toBe(false);
});

test('the wrapped callable keeps what the deploy and the emulator read of it', async () => {
  const callable = Object.assign(
    (req: { headers: Record<string, string> }, res: { send(body: unknown): void }) => res.send(big),
    { __endpoint: { callableTrigger: {} }, run: () => 'run' },
  );
  const wrapped = withCompressedAnswers(callable);
  expect(wrapped.__endpoint).toBe(callable.__endpoint);
  expect(wrapped.run()).toBe('run');
  const { res, sent } = fakeResponse();
  wrapped({ headers: { 'accept-encoding': 'gzip' } }, res);
  expect((await sent).headers['content-encoding']).toBe('gzip');
});
