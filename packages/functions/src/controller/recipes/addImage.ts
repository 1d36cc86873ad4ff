/**
 * recipes/addImage: a photo for one of the kitchen's own recipes (issue #33). The bytes are checked and
 * re-encoded without metadata first, the quota and the recipe are checked before anything is stored, the
 * files are written under the kitchen, and the entry and the quota counter change in one transaction,
 * which checks recipe and quota again. When that fails, the files just written are removed.
 */
import { HttpsError } from 'firebase-functions/v2/https';
import {
  PHOTO_QUOTA_MESSAGE,
  photoFitsQuota,
  type PhotoEntry,
  type PhotoIndexDoc,
} from '@speiseplaner/shared';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { defineHandler, kitchenOf } from '../../lib/action';
import { notFound } from '../../lib/errors';
import { PATHS } from '../../lib/paths';
import { readDocs } from '../../lib/reads';
import { storedData } from '../../lib/stored';
import { photoIndexPath, processPhoto, removePhotoFiles, storePhoto } from '../../lib/photos';

const quotaReached = () => new HttpsError('resource-exhausted', PHOTO_QUOTA_MESSAGE);

/** The kitchen's photo index as stored, or an empty one. */
export function photoIndexOf(snap: DocumentSnapshot | undefined): PhotoIndexDoc {
  const doc = storedData<Partial<PhotoIndexDoc>>(snap);
  return { count: doc?.count ?? 0, bytes: doc?.bytes ?? 0, photos: doc?.photos ?? [] };
}

/** Refuses a recipe that is not the kitchen's own (another kitchen's, a shared one, none). */
function assertOwnRecipe(snap: DocumentSnapshot | undefined, recipeId: string): void {
  if (!snap?.exists) throw notFound(`Das eigene Rezept „${recipeId}“`);
}

export const addRecipeImage = defineHandler('recipes/addImage', {
  handler: async ({ recipeId, data }, ctx) => {
    const { db } = ctx;
    const kitchenId = kitchenOf(ctx);
    const recipeRef = db.doc(PATHS.ownRecipe(kitchenId, recipeId));
    const indexRef = db.doc(photoIndexPath(kitchenId));
    const [recipeSnap, indexSnap] = await readDocs([recipeRef, indexRef]);
    assertOwnRecipe(recipeSnap, recipeId);
    const before = photoIndexOf(indexSnap);
    const photo = await processPhoto(data);
    const known = before.photos.find((p) => p.recipeId === recipeId && p.id === photo.id);
    if (known) return { photo: known };
    if (!photoFitsQuota(before, photo.bytes)) throw quotaReached();
    await storePhoto(kitchenId, recipeId, photo);
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
        assertOwnRecipe(recipeNow, recipeId);
        const index = photoIndexOf(indexNow);
        const same = index.photos.find((p) => p.recipeId === recipeId && p.id === photo.id);
        if (same) return same;
        if (!photoFitsQuota(index, photo.bytes)) throw quotaReached();
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
      if (!stillListed) await removePhotoFiles(kitchenId, recipeId, photo.id);
      throw err;
    }
  },
});
