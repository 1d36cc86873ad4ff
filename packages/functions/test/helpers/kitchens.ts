/**
 * Test kitchens (docs/data-model.md, "Kitchens and people"): a person (`users/{uid}`) and their kitchen
 * (`kitchens/{uid}`, the person as Küchenleitung) written straight into Firestore with the given flags;
 * further members of a kitchen in a role with `addMember`.
 */
import { randomUUID } from 'node:crypto';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import type { KitchenRole } from '@speiseplaner/shared';
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
  /** Leave the person and kitchen documents out (a first sign-in). */
  withoutProfile?: boolean;
}

/** A caller with the kitchen it names on every call. */
export type KitchenCaller = Kitchen & { kitchenId: string };

const newUid = () => `k-${randomUUID().slice(0, 12)}`;

/** The person document of `uid` belonging to `kitchens` (PersonDoc). */
function personDoc(name: string, email: string, admin: boolean, kitchens: Record<string, KitchenRole>) {
  return {
    nickName: name,
    email,
    photoUrl: '',
    admin,
    accessVersion: 0,
    kitchens,
    lastKitchen: Object.keys(kitchens)[0] ?? '',
  };
}

/** A person with their own kitchen `kitchens/{uid}` (Küchenleitung); the calls name that kitchen. */
export async function createKitchen(options: KitchenOptions = {}): Promise<KitchenCaller> {
  const uid = newUid();
  const name = options.name ?? 'Kita Testwiese';
  const email = `${uid}@kita.test`;
  if (!options.withoutProfile) {
    const db = testDb();
    const batch = db.batch();
    batch.set(db.doc(`users/${uid}`), personDoc(name, email, options.admin ?? false, { [uid]: 'lead' }));
    batch.set(db.doc(`kitchens/${uid}`), {
      name,
      heads: { kiga: 20 },
      prices: {},
      features: options.features ?? KITCHEN_FEATURES,
      // No `version`: stored like a kitchen before versions existed (counts as 0).
      members: { [uid]: { role: 'lead', name, email, since: Date.now() } },
    });
    await batch.commit();
  }
  return { uid, kitchenId: uid, token: { name, email, email_verified: true } };
}

export interface MemberOptions {
  name?: string;
  admin?: boolean;
}

/**
 * Another person who belongs to `kitchen`'s kitchen in `role` (the kitchen's member entry and the
 * person's copy, as team/accept writes them); the calls name that kitchen.
 */
export async function addMember(
  kitchen: Kitchen,
  role: KitchenRole,
  options: MemberOptions = {},
): Promise<KitchenCaller> {
  const kitchenId = kitchen.kitchenId ?? kitchen.uid;
  const uid = newUid();
  const name = options.name ?? `Mitglied ${role}`;
  const email = `${uid}@kita.test`;
  const db = testDb();
  const batch = db.batch();
  batch.set(db.doc(`users/${uid}`), personDoc(name, email, options.admin ?? false, { [kitchenId]: role }));
  batch.update(db.doc(`kitchens/${kitchenId}`), {
    [`members.${uid}`]: { role, name, email, since: Date.now() },
  });
  await batch.commit();
  return { uid, kitchenId, token: { name, email, email_verified: true } };
}

export const createAdmin = (options: KitchenOptions = {}) =>
  createKitchen({ name: 'Bio-Küche Zentrale', features: ALL_FEATURES, admin: true, ...options });
