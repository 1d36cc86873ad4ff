/**
 * recipes/deleteImage: removes a photo of one of the kitchen's own recipes (issue #33): its entry and
 * the quota it used in one transaction, then every size of it in Cloud Storage. Only the kitchen's own
 * index is read, so another kitchen's photo is simply not found.
 */
import type { PhotoIndexDoc } from '@speiseplaner/shared';
import { defineHandler, kitchenOf } from '../../lib/action';
import { notFound } from '../../lib/errors';
import { readDocs } from '../../lib/reads';
import { photoIndexPath, removePhotoFiles } from '../../lib/photos';
import { photoIndexOf } from './addImage';

export const deleteRecipeImage = defineHandler('recipes/deleteImage', {
  handler: async ({ recipeId, imageId }, ctx) => {
    const { db } = ctx;
    const kitchenId = kitchenOf(ctx);
    const indexRef = db.doc(photoIndexPath(kitchenId));
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
    await removePhotoFiles(kitchenId, recipeId, imageId);
    return { deleted: true as const };
  },
});
