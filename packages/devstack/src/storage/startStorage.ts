/**
 * Starts the local Cloud Storage stand-in (JSON API over HTTP; see docs/storage-standin.md) on loopback.
 * Point the Node client at it with STORAGE_EMULATOR_HOST=`http://host:port` (the value `url` gives):
 * `@google-cloud/storage` takes that variable as is for its JSON API base URL, and firebase-admin's
 * `getStorage()` hands it on (or builds it from FIREBASE_STORAGE_EMULATOR_HOST=`host:port`).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ObjectStore } from './objects';
import { StorageRouter } from './router';
import { ResumableUploads } from './uploads';

export interface RunningStorage {
  host: string;
  port: number;
  /** `host:port`, the value for FIREBASE_STORAGE_EMULATOR_HOST. */
  address: string;
  /** `http://host:port`, the value for STORAGE_EMULATOR_HOST. */
  url: string;
  /** Requests served, by route (`upload:resumable-put`, `media`, `list`, …). */
  requestCounts(): Record<string, number>;
  /** Forgets every object and upload session. */
  clear(): void;
  stop(): Promise<void>;
}

/** How long an idle client connection stays open. */
const IDLE_CONNECTION_MS = 10 * 60_000;

export async function startStorage(port: number, host = '127.0.0.1'): Promise<RunningStorage> {
  const store = new ObjectStore();
  const uploads = new ResumableUploads(store);
  const router = new StorageRouter(store, uploads);
  const server = createServer((req, res) => void router.handle(req, res));
  // Node closes an idle keep-alive connection after 5 s; a client that reuses it at that moment gets
  // ECONNRESET (a functions test did, 2026-11-29). Cloud Storage keeps idle connections far longer, so the
  // stand-in does too (docs/storage-standin.md); stop() still closes every connection.
  server.keepAliveTimeout = IDLE_CONNECTION_MS;
  server.headersTimeout = IDLE_CONNECTION_MS + 1_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const bound = (server.address() as AddressInfo).port;
  const address = `${host}:${bound}`;
  return {
    host,
    port: bound,
    address,
    url: `http://${address}`,
    requestCounts: () => Object.fromEntries(router.requests),
    clear() {
      store.clear();
      uploads.clear();
    },
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}
