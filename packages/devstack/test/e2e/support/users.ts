/**
 * Test users: unique addresses per test, and direct access to the emulators through firebase-admin to
 * create users with given feature flags and to check what the app stored (same uid, same user document).
 */
import { randomBytes } from 'node:crypto';
import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { readStackInfo } from '../stackInfo';

export function uniqueEmail(tag: string): string {
  return `${tag}-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}@e2e.speiseplaner.test`;
}

/** A unique German mobile number (+49 17x plus 8 digits), valid for the widget's number check. */
export function uniqueMobileNumber(): { typed: string; e164: string } {
  const digits = String(Math.floor(Math.random() * 1e8)).padStart(8, '0');
  return { typed: `0170 ${digits}`, e164: `+49170${digits}` };
}

function adminApp(): App {
  const existing = getApps().find((app) => app.name === 'e2e');
  if (existing) return existing;
  // firebase-admin finds the emulators through these variables (set by the stack for its own processes).
  Object.assign(process.env, readStackInfo().env);
  return initializeApp({ projectId: 'demo-speiseplaner' }, 'e2e');
}

export const adminAuth = (): Auth => getAuth(adminApp());
export const adminDb = (): Firestore => getFirestore(adminApp());

export interface TestUser {
  uid: string;
  email: string;
  password: string;
  name: string;
}

/** A signed-up kitchen or admin with exactly these feature flags (like the seed's demo logins). */
export async function createUser(options: {
  tag: string;
  name: string;
  admin: boolean;
  features: Record<string, boolean>;
}): Promise<TestUser> {
  const email = uniqueEmail(options.tag);
  const password = `pw-${randomBytes(6).toString('hex')}`;
  const { uid } = await adminAuth().createUser({
    email,
    password,
    displayName: options.name,
    emailVerified: true,
  });
  await adminDb()
    .doc(`users/${uid}`)
    .set({
      name: options.name,
      nickName: options.name,
      email,
      photoUrl: '',
      heads: { kiga: 20 },
      prices: {},
      features: options.features,
      admin: options.admin,
    });
  return { uid, email, password, name: options.name };
}

/** Only an Auth account (no user document yet): the app creates the document on first sign-in. */
export async function createAuthAccount(tag: string): Promise<TestUser> {
  const email = uniqueEmail(tag);
  const password = `pw-${randomBytes(6).toString('hex')}`;
  const { uid } = await adminAuth().createUser({ email, password });
  return { uid, email, password, name: '' };
}
