/**
 * recipes/deleteImage: removes a photo of one of the kitchen's own recipes (issue #33): its entry and
 * the quota it used in one transaction, then every size of it in Cloud Storage. Only the kitchen's own
 * index is read, so another kitchen's photo is simply not found. With `shared: true` (admins only) a
 * shared recipe's photo, from `catalogue/sharedPhotos` and `shared/`.
 */
import type { PhotoIndexDoc } from '@speiseplaner/shared';
import { defineHandler, isAdmin, kitchenOf } from '../../lib/action';
import { adminOnly, notFound } from '../../lib/errors';
import { readDocs } from '../../lib/reads';
import { photoIndexPathOf, removePhotoFiles, type PhotoOwner } from '../../lib/photos';
import { photoIndexOf } from './addImage';

export const deleteRecipeImage = defineHandler('recipes/deleteImage', {
  handler: async ({ recipeId, imageId, shared }, ctx) => {
    const { db } = ctx;
    const kitchenId = kitchenOf(ctx);
    if (shared && !isAdmin(ctx)) throw adminOnly();
    const owner: PhotoOwner = shared ? null : kitchenId;
    const indexRef = db.doc(photoIndexPathOf(owner));
    await db.runTransaction(async (tx) => {
      const index = photoIndexOf((await readDocs([indexRef], tx))[0]);
      const entry = index.photos.find((p) => p.recipeId === recipeId && p.id === imageId);
      if (!entry) throw notFound('Das Foto');
      tx.set(indexRef, {
        count: Math.max(0, index.count - 1),
        bytes: Math.max(0, index.bytes - entry.bytes),
        photos: index.photos.filter((p) => p !== entry),
      } satisfies PhotoIndexDoc);
    });
    await removePhotoFiles(owner, recipeId, imageId);
    return { deleted: true as const };
  },
});
