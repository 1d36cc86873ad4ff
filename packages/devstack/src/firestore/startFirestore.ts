/**
 * Starts the local Firestore stand-in (`@firestore-emulator/server`, patched; see
 * docs/firestore-standin.md) on loopback only. The package's own `start()` binds 0.0.0.0,
 * so we bind the gRPC server ourselves.
 */
import { ServerCredentials, type Server } from '@grpc/grpc-js';
import { FirestoreServer } from '@firestore-emulator/server';

export interface RunningFirestore {
  host: string;
  port: number;
  /** `host:port`, the value for FIRESTORE_EMULATOR_HOST. */
  address: string;
  /** Forgets every document of every project (same process only). */
  clear(): void;
  stop(): Promise<void>;
}

export async function startFirestore(port: number, host = '127.0.0.1'): Promise<RunningFirestore> {
  const firestore = new FirestoreServer();
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
