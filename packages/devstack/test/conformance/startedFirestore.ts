/**
 * Hands the stand-in started by globalSetup to globalTeardown. Both run in jest's main process,
 * but each file is loaded in its own module registry, so the handle lives on globalThis.
 */
import type { RunningFirestore } from '../../src/firestore/startFirestore';

const KEY = '__speiseplanerConformanceFirestore';
type Holder = { [KEY]?: RunningFirestore };

export function setStartedFirestore(firestore: RunningFirestore): void {
  (globalThis as Holder)[KEY] = firestore;
}

export function takeStartedFirestore(): RunningFirestore | undefined {
  const firestore = (globalThis as Holder)[KEY];
  delete (globalThis as Holder)[KEY];
  return firestore;
}
