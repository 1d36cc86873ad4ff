/**
 * Gzip for the callables' answers (docs/operations.md, "Compression"). No layer between a callable and the
 * browser compresses its answer: firebase-functions writes it with a plain `res.status(200).send(…)`, the
 * Functions Framework on Cloud Run adds no compression, and Hosting compresses only the files it stores.
 * The planner's first load would then carry its answers (the recipe list, the catalogue, the weeks) as
 * they are, about 300 kB for 300 recipes, 1.5 s on slow 4G. So the function compresses them itself: a
 * successful answer of at least MIN_BYTES goes out gzipped when the request accepts gzip (every browser's
 * fetch does, and decompresses it unasked). Smaller answers, refusals and streamed answers stay as they are.
 * The gzip runs in libuv's thread pool, not on the event loop that serves the other calls.
 */
import { gzip } from 'node:zlib';

/** Below about one network packet compression saves no round trip, only CPU. */
export const MIN_BYTES = 1400;

/** The parts of the request and of Express's response this uses. */
interface RequestLike {
  headers: Record<string, string | string[] | undefined>;
}
interface ResponseLike {
  statusCode: number;
  send(body: unknown): unknown;
  setHeader(name: string, value: string): unknown;
}

/** Whether an Accept-Encoding header allows gzip (a `gzip` or `*` entry whose q is not 0). */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  return value.split(',').some((entry) => {
    const [coding, ...params] = entry.trim().toLowerCase().split(';');
    if (coding !== 'gzip' && coding !== '*') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/**
 * Makes `res.send` of this one request gzip a JSON answer (an object, status 200) of at least MIN_BYTES
 * when the request accepts gzip. Call it before the callable's handler runs.
 */
export function compressAnswer(req: RequestLike, res: ResponseLike): void {
  if (!acceptsGzip(req.headers['accept-encoding'])) return;
  const send = res.send.bind(res);
  res.send = (body: unknown) => {
    if (res.statusCode !== 200 || body === null || typeof body !== 'object' || Buffer.isBuffer(body))
      return send(body);
    const json = JSON.stringify(body);
    res.setHeader('Vary', 'Accept-Encoding');
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    if (Buffer.byteLength(json) < MIN_BYTES) return send(json);
    gzip(json, (err, zipped) => {
      if (err) {
        send(json);
        return;
      }
      res.setHeader('Content-Encoding', 'gzip');
      send(zipped);
    });
    return res;
  };
}

type HttpHandler = (req: never, res: never) => unknown;

/**
 * The callable `fn` (what onCall answers) with compressed answers: a Proxy, so everything the deploy and
 * the emulator read of it (`__endpoint`, `run`, …) stays as onCall made it.
 */
export function withCompressedAnswers<F extends HttpHandler>(fn: F): F {
  return new Proxy(fn, {
    apply(target, thisArg, args: unknown[]) {
      const [req, res] = args as [RequestLike, ResponseLike];
      if (req?.headers && res && typeof res.send === 'function') compressAnswer(req, res);
      return Reflect.apply(target, thisArg, args) as unknown;
    },
  });
}
