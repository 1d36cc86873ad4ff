/**
 * recipes/addImage: a photo for one of the kitchen's own recipes (issue #33). The bytes are checked and
 * re-encoded without metadata first, the quota and the recipe are checked before anything is stored, the
 * files are written under the kitchen, and the entry and the quota counter change in one transaction,
 * which checks recipe and quota again. When that fails, the files just written are removed.
 *
 * With `shared: true` (admins only, as recipes/save): a photo of a shared recipe (`recipes/{slug}`),
 * stored under `shared/` with its entry in `catalogue/sharedPhotos`; the same checks of the bytes, no
 * quota, at most MAX_SHARED_PHOTOS.
 */
import { HttpsError } from 'firebase-functions/v2/https';
import {
  MAX_SHARED_PHOTOS,
  PHOTO_QUOTA_MESSAGE,
  SHARED_PHOTOS_FULL_MESSAGE,
  photoFitsQuota,
  type PhotoEntry,
  type PhotoIndexDoc,
} from '@speiseplaner/shared';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { defineHandler, isAdmin, kitchenOf } from '../../lib/action';
import { adminOnly, notFound } from '../../lib/errors';
import { PATHS } from '../../lib/paths';
import { readDocs } from '../../lib/reads';
import { storedData } from '../../lib/stored';
import {
  photoIndexPathOf,
  processPhoto,
  removePhotoFiles,
  storePhoto,
  type PhotoOwner,
} from '../../lib/photos';

const quotaReached = (owner: PhotoOwner) =>
  new HttpsError('resource-exhausted', owner === null ? SHARED_PHOTOS_FULL_MESSAGE : PHOTO_QUOTA_MESSAGE);

/** Whether one more photo fits: a kitchen's quota, or the shared recipes' most photos. */
const fits = (owner: PhotoOwner, index: PhotoIndexDoc, bytes: number) =>
  owner === null ? index.photos.length < MAX_SHARED_PHOTOS : photoFitsQuota(index, bytes);

/** The kitchen's photo index as stored, or an empty one. */
export function photoIndexOf(snap: DocumentSnapshot | undefined): PhotoIndexDoc {
  const doc = storedData<Partial<PhotoIndexDoc>>(snap);
  return { count: doc?.count ?? 0, bytes: doc?.bytes ?? 0, photos: doc?.photos ?? [] };
}

/** Refuses a recipe that is not the kitchen's own (another kitchen's, a shared one, none). */
function assertOwnRecipe(snap: DocumentSnapshot | undefined, recipeId: string, owner: PhotoOwner): void {
  if (!snap?.exists)
    throw notFound(
      owner === null ? `Das gemeinsame Rezept „${recipeId}“` : `Das eigene Rezept „${recipeId}“`,
    );
}

export const addRecipeImage = defineHandler('recipes/addImage', {
  handler: async ({ recipeId, data, shared }, ctx) => {
    const { db } = ctx;
    const kitchenId = kitchenOf(ctx);
    if (shared && !isAdmin(ctx)) throw adminOnly();
    const owner: PhotoOwner = shared ? null : kitchenId;
    const recipeRef = db.doc(shared ? PATHS.sharedRecipe(recipeId) : PATHS.ownRecipe(kitchenId, recipeId));
    const indexRef = db.doc(photoIndexPathOf(owner));
    const [recipeSnap, indexSnap] = await readDocs([recipeRef, indexRef]);
    assertOwnRecipe(recipeSnap, recipeId, owner);
    const before = photoIndexOf(indexSnap);
    const photo = await processPhoto(data);
    const known = before.photos.find((p) => p.recipeId === recipeId && p.id === photo.id);
    if (known) return { photo: known };
    if (!fits(owner, before, photo.bytes)) throw quotaReached(owner);
    await storePhoto(owner, recipeId, photo);
    const entry: PhotoEntry = {
      recipeId,
      id: photo.id,
      width: photo.width,
      height: photo.height,
      bytes: photo.bytes,
      createdAt: new Date().toISOString(),
    };
    try {
      const saved = await db.runTransaction(async (tx) => {
        const [recipeNow, indexNow] = await readDocs([recipeRef, indexRef], tx);
        assertOwnRecipe(recipeNow, recipeId, owner);
        const index = photoIndexOf(indexNow);
        const same = index.photos.find((p) => p.recipeId === recipeId && p.id === photo.id);
        if (same) return same;
        if (!fits(owner, index, photo.bytes)) throw quotaReached(owner);
        tx.set(indexRef, {
          count: index.count + 1,
          bytes: index.bytes + photo.bytes,
          photos: [...index.photos, entry],
        } satisfies PhotoIndexDoc);
        return entry;
      });
      return { photo: saved };
    } catch (err) {
      const stillListed = photoIndexOf((await readDocs([indexRef]))[0]).photos.some(
        (p) => p.recipeId === recipeId && p.id === photo.id,
      );
      if (!stillListed) await removePhotoFiles(owner, recipeId, photo.id);
      throw err;
    }
  },
});
