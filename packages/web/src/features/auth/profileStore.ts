/**
 * The signed-in profile in the offline store, and what follows each sign-in check (authSaga.ts, and the
 * kitchen switch in kitchenSwitch.ts): the kitchen kept on this device, the profile kept in the store of
 * that person and kitchen for an offline start, and the stores of kitchens the person left deleted
 * (docs/architecture.md, "Offline data").
 */
import { call, fork } from 'redux-saga/effects';
import { PHOTO_CACHE } from '../../platform/pwa/photoCache';
import { userValidated } from './authSlice';
import { rememberKitchen } from './kitchenMemory';

/** The key of the kept profile in the store. */
const PROFILE = 'user/validate';

/** The offline store loads with the first signed-in account: a visitor's first page does not carry it. */
const offlineStore = () => import('../../platform/offline/offlineDb');

type Validated = ReturnType<typeof userValidated>;

async function writeProfile(uid: string, answer: Validated) {
  const { offlineStoreOf, writeAnswer } = await offlineStore();
  await writeAnswer(offlineStoreOf(uid, answer.payload.user.kitchenId), PROFILE, answer);
}

/** The profile kept for the person in `kitchenId` (undefined: none, or the store's chunk is not there). */
export async function readProfile(uid: string, kitchenId: string | undefined): Promise<unknown> {
  try {
    const { offlineStoreOf, readAnswer } = await offlineStore();
    return await readAnswer(offlineStoreOf(uid, kitchenId), PROFILE);
  } catch {
    return undefined; // The store's chunk could not be loaded (offline without the service worker).
  }
}

async function dropOldStores(uid: string, kitchenIds: string[]) {
  await (await offlineStore()).dropOldStores(uid, kitchenIds);
}

/**
 * The service worker's recipe photos (`rezeptfotos`, platform/pwa/photoCache.ts): the kitchen's photos are
 * the person's data like the offline store. A browser without Cache Storage (or refusing it) keeps none.
 */
async function clearPhotoCache() {
  if (!('caches' in globalThis)) return;
  try {
    await caches.delete(PHOTO_CACHE);
  } catch {
    // Nothing kept that could be cleared (private mode, storage refused).
  }
}

/** Sign-out: every store of the person goes, the kept recipe photos, and the kitchen kept for them. */
export async function clearProfileStores(uid: string | undefined, kitchenIds: string[]) {
  rememberKitchen(uid, undefined);
  await clearPhotoCache();
  await (await offlineStore()).clearPersonStores(uid, kitchenIds);
}

/** Keeps a (changed) profile for an offline start (never as new: the next check would not say so either). */
export function* keepProfile(uid: string | undefined, answer: Validated) {
  if (!uid) return;
  yield call(writeProfile, uid, userValidated({ ...answer.payload, isNew: false }));
}

/**
 * After the backend checked the person (sign-in, back online, kitchen switch): the kitchen it answered is
 * the one kept on this device, the profile is kept in its store, and the stores of kitchens the person no
 * longer belongs to go (in the background: a slow deletion never holds the sign-in up).
 */
export function* afterCheck(uid: string | undefined, answer: Validated) {
  if (!uid) return;
  const { user } = answer.payload;
  yield call(rememberKitchen, uid, user.kitchenId || undefined);
  yield* keepProfile(uid, answer);
  const kitchenIds = [user.kitchenId, ...user.kitchens.map((kitchen) => kitchen.id)].filter(Boolean);
  yield fork(dropOldStores, uid, kitchenIds);
}
