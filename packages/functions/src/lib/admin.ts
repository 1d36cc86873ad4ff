/** The one firebase-admin app and Firestore handle of the functions (emulator via FIRESTORE_EMULATOR_HOST). */
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';

export function db(): Firestore {
  if (getApps().length === 0) initializeApp();
  return getFirestore();
}
