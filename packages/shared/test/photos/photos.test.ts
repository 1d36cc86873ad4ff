import {
  ACTIONS,
  AddPhotoPayloadSchema,
  DeletePhotoPayloadSchema,
  imageQuotaLeft,
  MAX_PHOTO_BASE64_LENGTH,
  MAX_PHOTO_UPLOAD_BYTES,
  PHOTO_QUOTA,
  PHOTO_QUOTA_MESSAGE,
  PHOTO_TOO_LARGE_MESSAGE,
  photoFitsQuota,
  photoObjectName,
} from '../../src';

describe('recipe photos', () => {
  it('keeps what is left of the quota, never below nothing', () => {
    expect(imageQuotaLeft({ count: 0, bytes: 0 })).toEqual({ count: 200, bytes: 200 * 1024 * 1024 });
    expect(imageQuotaLeft({ count: 199, bytes: PHOTO_QUOTA.bytes - 10 })).toEqual({ count: 1, bytes: 10 });
    expect(imageQuotaLeft({ count: 250, bytes: PHOTO_QUOTA.bytes * 2 })).toEqual({ count: 0, bytes: 0 });
  });

  it('lets a photo in while both the count and the bytes fit', () => {
    expect(photoFitsQuota({ count: 199, bytes: 0 }, 1000)).toBe(true);
    expect(photoFitsQuota({ count: 200, bytes: 0 }, 1)).toBe(false);
    expect(photoFitsQuota({ count: 3, bytes: PHOTO_QUOTA.bytes - 999 }, 1000)).toBe(false);
    expect(photoFitsQuota({ count: 3, bytes: PHOTO_QUOTA.bytes - 1000 }, 1000)).toBe(true);
  });

  it('says in German what is full', () => {
    expect(PHOTO_QUOTA_MESSAGE).toBe(
      'Ihre Küche hat den Speicherplatz für Fotos erreicht (höchstens 200 Fotos und 200 MB). Bitte löschen Sie zuerst ein Foto.',
    );
  });

  it('accepts base64 up to the upload cap and refuses more with the German message', () => {
    expect(MAX_PHOTO_BASE64_LENGTH).toBe(
      Buffer.from(new Uint8Array(MAX_PHOTO_UPLOAD_BYTES)).toString('base64').length,
    );
    const ok = AddPhotoPayloadSchema.safeParse({
      recipeId: 'hirsebrei',
      data: 'A'.repeat(MAX_PHOTO_BASE64_LENGTH),
    });
    expect(ok.success).toBe(true);
    const tooLarge = AddPhotoPayloadSchema.safeParse({
      recipeId: 'hirsebrei',
      data: 'A'.repeat(MAX_PHOTO_BASE64_LENGTH + 4),
    });
    expect(tooLarge.error?.issues.map((i) => i.message)).toEqual([PHOTO_TOO_LARGE_MESSAGE]);
    expect(AddPhotoPayloadSchema.safeParse({ recipeId: 'hirsebrei', data: 'kein base64!' }).success).toBe(
      false,
    );
  });

  it('names photos by their content hash under the owning kitchen', () => {
    expect(DeletePhotoPayloadSchema.safeParse({ recipeId: 'hirsebrei', imageId: '../x' }).success).toBe(
      false,
    );
    expect(photoObjectName('k1', 'hirsebrei', 'ab'.repeat(16), 320)).toBe(
      `kitchens/k1/recipes/hirsebrei/${'ab'.repeat(16)}-320.webp`,
    );
  });

  it('lets cooks of kitchens with recipes add and delete photos, and readers list them', () => {
    expect(ACTIONS['recipes/addImage']).toMatchObject({ role: 'cook', feature: 'recipes' });
    expect(ACTIONS['recipes/deleteImage']).toMatchObject({ role: 'cook', feature: 'recipes' });
    expect(ACTIONS['recipes/listImages']).toMatchObject({ role: 'reader' });
  });
});
