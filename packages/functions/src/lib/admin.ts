/**
 * The one firebase-admin default app and Firestore handle of the functions (emulator via
 * FIRESTORE_EMULATOR_HOST). Checks for the default app by name: firebase-functions creates an app of its
 * own for token checks, so "any app exists" does not mean ours does.
 */
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAppCheck, type AppCheck } from 'firebase-admin/app-check';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';

const DEFAULT_APP = '[DEFAULT]';

export function db(): Firestore {
  if (!getApps().some((app) => app.name === DEFAULT_APP)) initializeApp();
  return getFirestore();
}

/** Auth of the same default app (emulator via FIREBASE_AUTH_EMULATOR_HOST). */
export function auth(): Auth {
  db();
  return getAuth();
}

/** App Check of the same default app: consumes the limited-use tokens of public writes (lib/appCheck.ts). */
export function appCheck(): AppCheck {
  db();
  return getAppCheck();
}
