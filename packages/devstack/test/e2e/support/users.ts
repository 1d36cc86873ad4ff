/**
 * Test users: unique addresses per test, and direct access to the emulators through firebase-admin to
 * create kitchens with given feature flags and check what the app stored (a further member in a role:
 * `addKitchenMember` of src/kitchens.ts). A test user's first kitchen has the user's uid as its id
 * (`kitchens/{uid}`, docs/data-model.md).
 */
import { randomBytes } from 'node:crypto';
import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import type { Features } from '@speiseplaner/shared';
import { kitchenPath, writeLeadKitchen } from '../../../src/kitchens';
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
  /** The kitchen the user works in (their own: the uid; a member's: the kitchen they joined). */
  kitchenId: string;
}

/** The kitchen document of a test user's kitchen, e.g. `kitchenDoc(cook).update({ heads })`. */
export const kitchenDoc = (user: Pick<TestUser, 'kitchenId'>) => adminDb().doc(kitchenPath(user.kitchenId));

/** A document below a test user's kitchen, e.g. `kitchenData(cook, 'weeks/2026-W10')`. */
export const kitchenData = (user: Pick<TestUser, 'kitchenId'>, path: string) =>
  adminDb().doc(`${kitchenPath(user.kitchenId)}/${path}`);

async function account(tag: string, name: string): Promise<Omit<TestUser, 'kitchenId'>> {
  const email = uniqueEmail(tag);
  const password = `pw-${randomBytes(6).toString('hex')}`;
  const { uid } = await adminAuth().createUser({ email, password, displayName: name, emailVerified: true });
  return { uid, email, password, name };
}

/**
 * A signed-up Küchenleitung of their own kitchen (`name` is the institution and the person's name), or an
 * admin, with exactly these feature flags (like the seed's demo logins).
 */
export async function createUser(options: {
  tag: string;
  name: string;
  admin: boolean;
  features: Record<string, boolean>;
}): Promise<TestUser> {
  const user = await account(options.tag, options.name);
  await writeLeadKitchen(adminDb(), {
    uid: user.uid,
    email: user.email,
    name: options.name,
    features: options.features as Features,
    admin: options.admin,
    heads: { kiga: 20 },
  });
  return { ...user, kitchenId: user.uid };
}

/** Only an Auth account (no user document yet): the app creates the document on first sign-in. */
export async function createAuthAccount(tag: string): Promise<TestUser> {
  const email = uniqueEmail(tag);
  const password = `pw-${randomBytes(6).toString('hex')}`;
  const { uid } = await adminAuth().createUser({ email, password });
  // The kitchen the backend creates at the first sign-in has the uid as its id.
  return { uid, email, password, name: '', kitchenId: uid };
}
