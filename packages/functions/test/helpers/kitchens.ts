/** Test kitchens: a user document written straight into Firestore with the given flags. */
import { randomUUID } from 'node:crypto';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import type { Kitchen } from './call';

export function testDb(): Firestore {
  if (getApps().length === 0) initializeApp();
  return getFirestore();
}

export const KITCHEN_FEATURES = {
  plan: true,
  recipes: true,
  shopping: true,
  ingredients: true,
  videos: true,
};
export const ALL_FEATURES = { ...KITCHEN_FEATURES, masterplan: true, usage: true };

export interface KitchenOptions {
  name?: string;
  features?: Record<string, boolean>;
  admin?: boolean;
  /** Leave the user document out (a first sign-in). */
  withoutProfile?: boolean;
}

export async function createKitchen(options: KitchenOptions = {}): Promise<Kitchen> {
  const uid = `k-${randomUUID().slice(0, 12)}`;
  const name = options.name ?? 'Kita Testwiese';
  const email = `${uid}@kita.test`;
  if (!options.withoutProfile) {
    await testDb()
      .doc(`users/${uid}`)
      .set({
        name,
        nickName: name,
        email,
        photoUrl: '',
        heads: { kiga: 20 },
        prices: {},
        features: options.features ?? KITCHEN_FEATURES,
        admin: options.admin ?? false,
      });
  }
  return { uid, token: { name, email, email_verified: true } };
}

export const createAdmin = (options: KitchenOptions = {}) =>
  createKitchen({ name: 'Bio-Küche Zentrale', features: ALL_FEATURES, admin: true, ...options });
