/**
 * Recipe photos in Cloud Storage (issue #33; docs/architecture.md, "Recipe photos"): checks an upload by
 * its bytes, re-encodes it without metadata into the WebP sizes, and stores and removes the files under
 * the owning kitchen. Locally the bucket is the Storage stand-in (STORAGE_EMULATOR_HOST).
 */
import { createHash } from 'node:crypto';
import { getApp } from 'firebase-admin/app';
import { getStorage } from 'firebase-admin/storage';
import { HttpsError } from 'firebase-functions/v2/https';
import sharp, { type Metadata } from 'sharp';
import {
  MAX_PHOTO_PIXELS,
  MAX_PHOTO_SIDE,
  MAX_PHOTO_UPLOAD_BYTES,
  PHOTO_DIMENSIONS_MESSAGE,
  PHOTO_SIZES,
  PHOTO_TOO_LARGE_MESSAGE,
  PHOTO_UPLOAD_FAILED_MESSAGE,
  PHOTO_WRONG_TYPE_MESSAGE,
  photoObjectName,
  sharedPhotoObjectName,
  type PhotoSize,
} from '@speiseplaner/shared';
import { db } from './admin';

/** The formats accepted, as sharp names them after reading the bytes. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);

/** Content-addressed: the same file never changes, so browsers may keep it for a year. */
const PHOTO_CACHE_CONTROL = 'private, max-age=31536000, immutable';

/** The app's bucket; the project's default bucket where the app names none (firebase-functions-test). */
export function photoBucket() {
  db();
  const named = getApp().options.storageBucket;
  return getStorage().bucket(named ?? `${process.env.GCLOUD_PROJECT ?? 'demo-speiseplaner'}.appspot.com`);
}

export interface ProcessedPhoto {
  id: string;
  width: number;
  height: number;
  bytes: number;
  variants: { size: PhotoSize; data: Buffer }[];
}

/**
 * Decodes the upload and checks it by its bytes: JPEG, PNG or WebP, at most MAX_PHOTO_UPLOAD_BYTES and
 * MAX_PHOTO_SIDE px a side. Turns it upright by its EXIF orientation and writes each size as WebP; sharp
 * writes no metadata unless asked, so EXIF, GPS, XMP and ICC are gone.
 */
export async function processPhoto(base64: string): Promise<ProcessedPhoto> {
  const input = Buffer.from(base64, 'base64');
  if (input.length > MAX_PHOTO_UPLOAD_BYTES)
    throw new HttpsError('invalid-argument', PHOTO_TOO_LARGE_MESSAGE);
  const options = { limitInputPixels: MAX_PHOTO_PIXELS, failOn: 'error' as const };
  let meta: Metadata;
  try {
    meta = await sharp(input, options).metadata();
  } catch {
    throw new HttpsError('invalid-argument', PHOTO_WRONG_TYPE_MESSAGE);
  }
  if (!meta.format || !ACCEPTED_FORMATS.has(meta.format)) {
    throw new HttpsError('invalid-argument', PHOTO_WRONG_TYPE_MESSAGE);
  }
  if (!meta.width || !meta.height || meta.width > MAX_PHOTO_SIDE || meta.height > MAX_PHOTO_SIDE) {
    throw new HttpsError('invalid-argument', PHOTO_DIMENSIONS_MESSAGE);
  }
  if (meta.width * meta.height > MAX_PHOTO_PIXELS) {
    throw new HttpsError('invalid-argument', PHOTO_DIMENSIONS_MESSAGE);
  }
  const id = createHash('sha256').update(input).digest('hex').slice(0, 32);
  try {
    const variants = await Promise.all(
      PHOTO_SIZES.map(async (size) => ({
        size,
        result: await sharp(input, options)
          .rotate()
          .resize({ width: size, height: size, fit: 'inside', withoutEnlargement: true })
          .webp({ quality: size === 320 ? 70 : 80 })
          .toBuffer({ resolveWithObject: true }),
      })),
    );
    const [largest] = variants;
    if (!largest) throw new Error('no sizes');
    return {
      id,
      width: largest.result.info.width,
      height: largest.result.info.height,
      bytes: variants.reduce((sum, v) => sum + v.result.data.length, 0),
      variants: variants.map((v) => ({ size: v.size, data: v.result.data })),
    };
  } catch {
    throw new HttpsError('invalid-argument', PHOTO_WRONG_TYPE_MESSAGE);
  }
}

/** Whose photo: a kitchen's (its id) or a shared recipe's (null, added in the Verwaltung). */
export type PhotoOwner = string | null;

/** The object name of a variant of `owner`'s photo (shared photoObjectName / sharedPhotoObjectName). */
export function objectNameOf(owner: PhotoOwner, recipeId: string, id: string, size: PhotoSize): string {
  return owner === null
    ? sharedPhotoObjectName(recipeId, id, size)
    : photoObjectName(owner, recipeId, id, size);
}

const isPreconditionFailed = (err: unknown) => (err as { code?: unknown } | null)?.code === 412;

/**
 * Stores the sizes under the kitchen (or under `shared/`); `ifGenerationMatch: 0` writes a name only once,
 * and a name already there holds the same bytes (content-addressed), so 412 counts as stored.
 */
export async function storePhoto(owner: PhotoOwner, recipeId: string, photo: ProcessedPhoto): Promise<void> {
  const bucket = photoBucket();
  try {
    await Promise.all(
      photo.variants.map(async ({ size, data }) => {
        try {
          await bucket.file(objectNameOf(owner, recipeId, photo.id, size)).save(data, {
            resumable: false,
            contentType: 'image/webp',
            metadata: { cacheControl: PHOTO_CACHE_CONTROL },
            preconditionOpts: { ifGenerationMatch: 0 },
          });
        } catch (err) {
          if (!isPreconditionFailed(err)) throw err;
        }
      }),
    );
  } catch {
    throw new HttpsError('unavailable', PHOTO_UPLOAD_FAILED_MESSAGE);
  }
}

/** Removes every size of a photo (sizes already gone are fine). */
export async function removePhotoFiles(owner: PhotoOwner, recipeId: string, id: string): Promise<void> {
  const bucket = photoBucket();
  await Promise.all(
    PHOTO_SIZES.map((size) =>
      bucket.file(objectNameOf(owner, recipeId, id, size)).delete({ ignoreNotFound: true }),
    ),
  );
}

/** `kitchens/{kitchenId}/meta/photos`: the kitchen's photo entries and quota counter (PhotoIndexDoc). */
export const photoIndexPath = (kitchenId: string) => `kitchens/${kitchenId}/meta/photos`;

/** `catalogue/sharedPhotos`: the shared recipes' photo entries (PhotoIndexDoc; no quota, MAX_SHARED_PHOTOS). */
export const SHARED_PHOTO_INDEX_PATH = 'catalogue/sharedPhotos';

/** The photo index of `owner`: the kitchen's, or the shared recipes' one. */
export const photoIndexPathOf = (owner: PhotoOwner) =>
  owner === null ? SHARED_PHOTO_INDEX_PATH : photoIndexPath(owner);
