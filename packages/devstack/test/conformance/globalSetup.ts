/**
 * Starts the patched Firestore stand-in on a free loopback port unless FIRESTORE_EMULATOR_HOST
 * already points at a Firestore (e.g. the official emulator). Test workers inherit the variables.
 * The stand-in enforces the index declarations of ./firestore.indexes.json (the suite's own
 * collections, not the product's); CONFORMANCE_STANDIN tells tests that check the refusals (the
 * official emulator does not enforce indexes) that they run against the stand-in.
 */
import { resolve } from 'node:path';
import { startFirestore } from '../../src/firestore/startFirestore';
import { setStartedFirestore } from './startedFirestore';

export default async function globalSetup(): Promise<void> {
  // The Google client libraries otherwise probe for a GCP metadata server on first use.
  process.env.METADATA_SERVER_DETECTION ??= 'none';
  if (process.env.FIRESTORE_EMULATOR_HOST) return;
  const firestore = await startFirestore(0, '127.0.0.1', {
    indexesFile: resolve(__dirname, 'firestore.indexes.json'),
  });
  process.env.FIRESTORE_EMULATOR_HOST = firestore.address;
  process.env.CONFORMANCE_STANDIN = '1';
  setStartedFirestore(firestore);
}
