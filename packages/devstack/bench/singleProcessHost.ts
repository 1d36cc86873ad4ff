/**
 * Hosts the built callables (packages/functions/deploy/lib/index.js) in ONE Node process on loopback, the way
 * Cloud Run serves them in production (one instance, many requests in flight; our `concurrency: 80`).
 * The Functions emulator instead starts one worker process per request in flight, which on a small
 * machine measures process start-up, not the backend. Used by `pnpm bench:backend --single`.
 *
 * Env: FIRESTORE_EMULATOR_HOST, FIREBASE_AUTH_EMULATOR_HOST, GCLOUD_PROJECT; prints the port when ready.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { FUNCTIONS_DIR } from '../src/paths';

process.env.FUNCTIONS_EMULATOR = 'true';
type Handler = (req: unknown, res: unknown) => void;
const callables = createRequire(__filename)(resolve(FUNCTIONS_DIR, 'deploy/lib/index.js')) as Record<
  string,
  Handler
>;

/** The few Express methods the callable handler uses, on plain Node objects. */
function expressLike(req: IncomingMessage, res: ServerResponse, body: unknown) {
  const header = (name: string) => {
    const value = req.headers[name.toLowerCase()];
    return Array.isArray(value) ? value[0] : value;
  };
  Object.assign(req, { body, header, get: header });
  Object.assign(res, {
    status(code: number) {
      res.statusCode = code;
      return res;
    },
    send(payload: unknown) {
      if (typeof payload === 'object' && payload !== null && !Buffer.isBuffer(payload)) {
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify(payload));
      } else res.end(payload as string);
      return res;
    },
    json(payload: unknown) {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(payload));
      return res;
    },
    set(name: string, value: string) {
      res.setHeader(name, value);
      return res;
    },
  });
}

const server = createServer((req, res) => {
  const name = (req.url ?? '').split('/').filter(Boolean).pop() ?? '';
  const handler = Object.prototype.hasOwnProperty.call(callables, name) ? callables[name] : undefined;
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    if (!handler || req.method !== 'POST') {
      res.statusCode = 404;
      res.end();
      return;
    }
    let body: unknown;
    try {
      body = JSON.parse(Buffer.concat(chunks).toString());
    } catch {
      res.statusCode = 400;
      res.end();
      return;
    }
    expressLike(req, res, body);
    handler(req, res);
  });
});
server.keepAliveTimeout = 30_000;
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  console.log(`PORT ${typeof address === 'object' && address ? address.port : 0}`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
