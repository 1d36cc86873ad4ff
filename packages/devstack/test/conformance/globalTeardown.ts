/** Stops the stand-in that globalSetup started (if any), so no process or port is left behind. */
import { takeStartedFirestore } from './startedFirestore';

export default async function globalTeardown(): Promise<void> {
  const firestore = takeStartedFirestore();
  if (!firestore) return;
  if (process.env.FIRESTORE_EMULATOR_HOST === firestore.address) delete process.env.FIRESTORE_EMULATOR_HOST;
  delete process.env.CONFORMANCE_FIRESTORE_HOST;
  delete process.env.CONFORMANCE_STANDIN;
  await firestore.stop();
}
