/**
 * Recipe photos (issue #33): what a kitchen's photo entry is, the payloads of recipes/addImage and
 * recipes/deleteImage, the per-kitchen quota and its German messages. The server checks everything again
 * (type by the bytes, size, dimensions, quota); the client's content type is only a hint.
 * docs/architecture.md, "Recipe photos"; docs/data-model.md, `kitchens/{kitchenId}/meta/photos`.
 */
import { z } from '../schemas/zod';
import { SlugSchema } from '../schemas/common';

/** Widths (longest side, px) of the WebP variants the server stores of every photo. */
export const PHOTO_SIZES = [1600, 800, 320] as const;
export type PhotoSize = (typeof PHOTO_SIZES)[number];

/** Most bytes of one upload after the browser scaled it (the decoded image, not its base64). */
export const MAX_PHOTO_UPLOAD_BYTES = 4 * 1024 * 1024;
/** Base64 of MAX_PHOTO_UPLOAD_BYTES: 4 characters per 3 bytes, padded. */
export const MAX_PHOTO_BASE64_LENGTH = Math.ceil(MAX_PHOTO_UPLOAD_BYTES / 3) * 4;
/** Largest side and pixel count the server decodes (a 48-megapixel phone photo fits; bombs do not). */
export const MAX_PHOTO_SIDE = 10_000;
export const MAX_PHOTO_PIXELS = 50_000_000;

/** What one kitchen may store: photos and bytes of all their stored variants together. */
export const PHOTO_QUOTA = { count: 200, bytes: 200 * 1024 * 1024 } as const;

export const PHOTO_TOO_LARGE_MESSAGE =
  'Das Foto ist zu groß. Bitte wählen Sie ein Bild bis 4 MB oder lassen Sie es vom Browser verkleinern.';
export const PHOTO_WRONG_TYPE_MESSAGE =
  'Diese Datei ist kein Foto im Format JPEG, PNG oder WebP und wurde nicht gespeichert.';
export const PHOTO_DIMENSIONS_MESSAGE = `Das Foto ist zu groß (höchstens ${MAX_PHOTO_SIDE.toLocaleString('de-DE')} Pixel je Seite). Bitte verkleinern Sie es.`;
export const PHOTO_QUOTA_MESSAGE = `Ihre Küche hat den Speicherplatz für Fotos erreicht (höchstens ${PHOTO_QUOTA.count} Fotos und ${PHOTO_QUOTA.bytes / 1024 / 1024} MB). Bitte löschen Sie zuerst ein Foto.`;
export const PHOTO_UPLOAD_FAILED_MESSAGE =
  'Das Foto konnte nicht gespeichert werden. Bitte versuchen Sie es noch einmal.';

/** A photo's id: the first 32 hex digits of the SHA-256 of the uploaded bytes (content address). */
export const PhotoIdSchema = z.string().regex(/^[0-9a-f]{32}$/, 'Unbekanntes Foto');

/** One stored photo of one of the kitchen's own recipes; width/height/bytes of the largest variant. */
export const PhotoEntrySchema = z.strictObject({
  recipeId: SlugSchema,
  id: PhotoIdSchema,
  width: z.number().int().min(1).max(PHOTO_SIZES[0]),
  height: z.number().int().min(1).max(PHOTO_SIZES[0]),
  /** Bytes of all variants together: what counts against the quota. */
  bytes: z.number().int().min(0),
  createdAt: z.iso.datetime({ offset: true }),
});
export type PhotoEntry = z.infer<typeof PhotoEntrySchema>;

/** `kitchens/{kitchenId}/meta/photos`: every photo of the kitchen and the quota counter, in one document. */
export interface PhotoIndexDoc {
  count: number;
  bytes: number;
  photos: PhotoEntry[];
}

export const AddPhotoPayloadSchema = z.strictObject({
  recipeId: SlugSchema,
  /** The image, base64 (no data: prefix). */
  data: z.base64(PHOTO_WRONG_TYPE_MESSAGE).min(4).max(MAX_PHOTO_BASE64_LENGTH, PHOTO_TOO_LARGE_MESSAGE),
  /** What the browser says the type is: a hint only, the server reads the bytes. */
  contentType: z.string().max(100).optional(),
  /** A photo of a shared recipe (admins only, the Verwaltung), for every kitchen; no quota. */
  shared: z.boolean().optional(),
});

export const DeletePhotoPayloadSchema = z.strictObject({
  recipeId: SlugSchema,
  imageId: PhotoIdSchema,
  /** A photo of a shared recipe (admins only). */
  shared: z.boolean().optional(),
});

/** Most photos of the shared recipes together (`catalogue/sharedPhotos`, one document of about 0.8 MB). */
export const MAX_SHARED_PHOTOS = 5000;
export const SHARED_PHOTOS_FULL_MESSAGE = `Die gemeinsamen Rezepte haben schon ${MAX_SHARED_PHOTOS.toLocaleString('de-DE')} Fotos. Bitte löschen Sie zuerst ein Foto.`;

/** Where a variant lives in the bucket: under the owning kitchen, content-addressed. */
export function photoObjectName(kitchenId: string, recipeId: string, id: string, size: PhotoSize): string {
  return `kitchens/${kitchenId}/recipes/${recipeId}/${id}-${size}.webp`;
}

/** Where a variant of a shared recipe's photo (added in the Verwaltung) lives in the bucket. */
export function sharedPhotoObjectName(recipeId: string, id: string, size: PhotoSize): string {
  return `shared/recipes/${recipeId}/${id}-${size}.webp`;
}

/** The path under which Hosting serves every stored variant: `/fotos/` + its object name. */
export const PHOTO_URL_PREFIX = '/fotos/';

/**
 * The address a page loads a variant from: the Hosting rewrite `/fotos/**` to the `photos` function,
 * which checks the `__session` cookie (docs/architecture.md, "Recipe photos"). `kitchenId` null: a shared
 * recipe's photo, readable by everyone signed in.
 */
export function photoUrl(kitchenId: string | null, recipeId: string, id: string, size: PhotoSize): string {
  const name =
    kitchenId === null
      ? sharedPhotoObjectName(recipeId, id, size)
      : photoObjectName(kitchenId, recipeId, id, size);
  return PHOTO_URL_PREFIX + name;
}

/** What is left of the quota beside what the kitchen stores (never below 0). */
export function imageQuotaLeft(used: { count: number; bytes: number }): { count: number; bytes: number } {
  return {
    count: Math.max(0, PHOTO_QUOTA.count - used.count),
    bytes: Math.max(0, PHOTO_QUOTA.bytes - used.bytes),
  };
}

/** Whether one more photo of `bytes` (all variants) fits the quota. */
export function photoFitsQuota(used: { count: number; bytes: number }, bytes: number): boolean {
  const left = imageQuotaLeft(used);
  return left.count >= 1 && left.bytes >= bytes;
}
