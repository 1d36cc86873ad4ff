/**
 * Starts the patched Firestore stand-in on a free loopback port unless FIRESTORE_EMULATOR_HOST
 * already points at a Firestore (e.g. the official emulator). Test workers inherit the variable.
 */
import { startFirestore } from '../../src/firestore/startFirestore';
import { setStartedFirestore } from './startedFirestore';

export default async function globalSetup(): Promise<void> {
  // The Google client libraries otherwise probe for a GCP metadata server on first use.
  process.env.METADATA_SERVER_DETECTION ??= 'none';
  if (process.env.FIRESTORE_EMULATOR_HOST) return;
  const firestore = await startFirestore(0);
  process.env.FIRESTORE_EMULATOR_HOST = firestore.address;
  setStartedFirestore(firestore);
}
