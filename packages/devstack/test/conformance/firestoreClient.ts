/**
 * A firebase-admin Firestore for one test file. Each file uses its own project id, so files never
 * see each other's documents and no reset between runs is needed; `collectionFor` adds a fresh
 * collection name per test on top (`collectionWithId` a fresh parent where the id must be fixed).
 */
import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore, type CollectionReference, type Firestore } from 'firebase-admin/firestore';

export interface ConformanceFirestore {
  db: Firestore;
  /** A collection no other test has written to. */
  collectionFor(label: string): CollectionReference;
  /**
   * A collection no other test has written to whose id is `id` (it lives under a fresh parent
   * document): ./firestore.indexes.json can declare indexes for it, since indexes name collection ids.
   */
  collectionWithId(id: string): CollectionReference;
  /** Unique per test file and run, e.g. to tell this run's documents in a collection group. */
  runId: string;
  close(): Promise<void>;
}

export function openFirestore(fileName: string): ConformanceFirestore {
  const host = process.env.CONFORMANCE_FIRESTORE_HOST;
  if (!host) {
    throw new Error(
      'CONFORMANCE_FIRESTORE_HOST is not set; run the suite through jest (globalSetup sets it).',
    );
  }
  const runId = randomUUID().slice(0, 8);
  const app = initializeApp(
    { projectId: `demo-conformance-${fileName}` },
    `conformance-${fileName}-${runId}`,
  );
  // The client reads FIRESTORE_EMULATOR_HOST once, when it is created; in a run with the browser tests
  // that variable names the e2e stack's Firestore, so it names the suite's own while the client is made.
  const outer = process.env.FIRESTORE_EMULATOR_HOST;
  process.env.FIRESTORE_EMULATOR_HOST = host;
  let db: Firestore;
  try {
    db = getFirestore(app);
  } finally {
    if (outer === undefined) delete process.env.FIRESTORE_EMULATOR_HOST;
    else process.env.FIRESTORE_EMULATOR_HOST = outer;
  }
  let counter = 0;
  return {
    db,
    collectionFor: (label) => db.collection(`${label}-${runId}-${++counter}`),
    collectionWithId: (id) => db.collection('runs').doc(`${runId}-${++counter}`).collection(id),
    runId,
    close: async () => {
      await db.terminate();
      await deleteApp(app);
    },
  };
}
