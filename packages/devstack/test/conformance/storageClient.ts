/**
 * The Cloud Storage the storage conformance files talk to, through `@google-cloud/storage` only (the
 * client firebase-admin's `getStorage()` wraps). Each file starts its own stand-in on a free loopback port
 * (a plain HTTP server: milliseconds) unless CONFORMANCE_STORAGE_HOST names another server, e.g. the
 * official emulator (`http://127.0.0.1:9199`); then the suite runs unchanged against that.
 * The client is configured as the product's will be: STORAGE_EMULATOR_HOST=`http://host:port`.
 */
import { randomUUID } from 'node:crypto';
import { Storage, type Bucket } from '@google-cloud/storage';
import { startStorage, type RunningStorage } from '../../src/storage/startStorage';

export interface StorageUnderTest {
  storage: Storage;
  /** A fresh bucket name per file, so files never see each other's objects. */
  bucket: Bucket;
  /** The stand-in when this file started it (undefined against a given server). */
  standIn?: RunningStorage;
}

/** Starts (or connects to) the server before the file's tests and stops it afterwards. */
export function useStorage(file: string): () => StorageUnderTest {
  let current: StorageUnderTest | undefined;
  beforeAll(async () => {
    const given = process.env.CONFORMANCE_STORAGE_HOST;
    const standIn = given ? undefined : await startStorage(0);
    process.env.STORAGE_EMULATOR_HOST = given ?? standIn!.url;
    // No retries: a wrong answer should fail the test at once, not after the client's backoff.
    const storage = new Storage({ projectId: 'demo-conformance', retryOptions: { autoRetry: false } });
    current = { storage, bucket: storage.bucket(`conformance-${file}-${randomUUID().slice(0, 8)}`), standIn };
  });
  afterAll(async () => {
    await current?.standIn?.stop();
    delete process.env.STORAGE_EMULATOR_HOST;
  });
  return () => {
    if (!current) throw new Error('useStorage: beforeAll has not run');
    return current;
  };
}

/** `size` bytes that differ from position to position (so a shifted or truncated copy shows). */
export function patternBytes(size: number, seed = 1): Buffer {
  const bytes = Buffer.alloc(size);
  let x = seed;
  for (let i = 0; i < size; i++) {
    x = (x * 1103515245 + 12345) >>> 0;
    bytes[i] = x >>> 24;
  }
  return bytes;
}

/** The HTTP status of a failed client call (ApiError.code), or 'ok'. */
export async function statusOf(promise: Promise<unknown>): Promise<number | 'ok'> {
  try {
    await promise;
    return 'ok';
  } catch (error) {
    return (error as { code?: number }).code ?? -1;
  }
}
