/**
 * Starts the patched Firestore stand-in on a free loopback port unless the run was started with
 * FIRESTORE_EMULATOR_HOST pointing at a Firestore (e.g. the official emulator; jest.config.cjs captures
 * it before any setup). Test workers inherit the variables.
 * The stand-in enforces the index declarations of ./firestore.indexes.json (the suite's own
 * collections, not the product's); CONFORMANCE_STANDIN tells tests that check the refusals (the
 * official emulator does not enforce indexes) that they run against the stand-in.
 */
import { resolve } from 'node:path';
import { startFirestore } from '../../src/firestore/startFirestore';
import { setStartedFirestore } from './startedFirestore';

export default async function globalSetup(): Promise<void> {
  // conformance and deploy share this setup: one stand-in for both.
  if (process.env.CONFORMANCE_FIRESTORE_HOST) return;
  const given = process.env.SPEISEPLANER_GIVEN_FIRESTORE_HOST;
  if (given) {
    process.env.CONFORMANCE_FIRESTORE_HOST = given;
    return;
  }
  const firestore = await startFirestore(0, '127.0.0.1', {
    indexesFile: resolve(__dirname, 'firestore.indexes.json'),
  });
  // Conformance files connect here (firestoreClient.ts) even when the e2e stack's setup points
  // FIRESTORE_EMULATOR_HOST at its own stand-in; deploy tests use whichever that variable names.
  process.env.CONFORMANCE_FIRESTORE_HOST = firestore.address;
  process.env.FIRESTORE_EMULATOR_HOST ??= firestore.address;
  process.env.CONFORMANCE_STANDIN = '1';
  setStartedFirestore(firestore);
}
