/**
 * recipes/listImages: the names of the recipe images on offer (one catalogue document), the kitchen's
 * own photos with the quota they use (`kitchens/{kitchenId}/meta/photos`, issue #33) and the shared
 * recipes' photos (`catalogue/sharedPhotos`), in one getAll.
 */
import { defineHandler, kitchenOf } from '../../lib/action';
import { PATHS } from '../../lib/paths';
import { readDocs } from '../../lib/reads';
import { summaryOf } from '../../lib/summary';
import { photoIndexPath, SHARED_PHOTO_INDEX_PATH } from '../../lib/photos';
import { photoIndexOf } from './addImage';

export const listRecipeImages = defineHandler('recipes/listImages', {
  profile: 'parallel',
  handler: async (_payload, ctx) => {
    const { db } = ctx;
    const [catalogue, index, sharedIndex] = await readDocs([
      db.doc(PATHS.recipeImages),
      db.doc(photoIndexPath(kitchenOf(ctx))),
      db.doc(SHARED_PHOTO_INDEX_PATH),
    ]);
    const photos = photoIndexOf(index);
    return {
      images: summaryOf<string>(catalogue).items,
      photos: photos.photos,
      sharedPhotos: photoIndexOf(sharedIndex).photos,
      used: { count: photos.count, bytes: photos.bytes },
    };
  },
});
