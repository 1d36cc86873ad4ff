/**
 * Starts the local Firestore stand-in (`@firestore-emulator/server`, patched; see
 * docs/firestore-standin.md) on loopback only. The package's own `start()` binds 0.0.0.0,
 * so we bind the gRPC server ourselves. Queries that production would refuse for want of an index
 * are refused here too, from the declarations in a `firestore.indexes.json` (./indexes.ts).
 */
import { resolve } from 'node:path';
import { ServerCredentials, type Server } from '@grpc/grpc-js';
import { FirestoreServer } from '@firestore-emulator/server';
import { REPO_ROOT } from '../paths';
import { IndexRules, readIndexConfig, type StructuredQuery } from './indexes';

export interface RunningFirestore {
  host: string;
  port: number;
  /** `host:port`, the value for FIRESTORE_EMULATOR_HOST. */
  address: string;
  /** The index declarations in force (absolute path). */
  indexesFile: string;
  /** Forgets every document of every project (same process only). */
  clear(): void;
  stop(): Promise<void>;
}

export interface StartFirestoreOptions {
  /**
   * The `firestore.indexes.json` whose declarations decide which queries run. Default: the
   * FIRESTORE_INDEXES environment variable, else the repository's `firestore.indexes.json` (the file
   * `firebase deploy` deploys). Read once at start.
   */
  indexesFile?: string;
}

/** The patched state's hook (see the patch): a query's refusal message, or null to run it. */
type QueryRefusal = (
  parent: string,
  query: StructuredQuery | { toObject(): StructuredQuery },
) => string | null;

export async function startFirestore(
  port: number,
  host = '127.0.0.1',
  options: StartFirestoreOptions = {},
): Promise<RunningFirestore> {
  const indexesFile = resolve(
    options.indexesFile ?? process.env.FIRESTORE_INDEXES ?? resolve(REPO_ROOT, 'firestore.indexes.json'),
  );
  const rules = new IndexRules(readIndexConfig(indexesFile));
  const firestore = new FirestoreServer();
  const refusal: QueryRefusal = (parent, query) =>
    rules.refusal(parent, 'toObject' in query ? query.toObject() : query);
  (firestore.state as unknown as { queryRefusal: QueryRefusal }).queryRefusal = refusal;
  // `server` is private in the package's typings; we need it to bind to loopback ourselves.
  const grpc = (firestore as unknown as { server: Server }).server;
  const boundPort = await new Promise<number>((resolve, reject) => {
    grpc.bindAsync(
      `${host}:${port}`,
      ServerCredentials.createInsecure(),
      (err: Error | null, bound: number) => (err ? reject(err) : resolve(bound)),
    );
  });
  return {
    host,
    port: boundPort,
    address: `${host}:${boundPort}`,
    indexesFile,
    clear: () => firestore.state.clear(),
    stop: () =>
      new Promise<void>((resolve) => {
        grpc.tryShutdown(() => resolve());
        // Open client streams (listeners) would keep tryShutdown waiting forever.
        setTimeout(() => {
          grpc.forceShutdown();
          resolve();
        }, 500).unref();
      }),
  };
}
