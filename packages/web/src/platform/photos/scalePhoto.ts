/**
 * Scales a photo in the browser before it goes to `recipes/addImage` (issue #33): a phone photo of 12 to
 * 48 megapixels and 3 to 12 MB becomes at most 1600 px on its longest side, WebP at quality 0.85 (JPEG
 * where the browser cannot encode WebP), a few hundred kB. The browser turns it by its EXIF orientation
 * (`imageOrientation: 'from-image'`) and drops its metadata (GPS included) on the way through the canvas.
 * The server checks and re-encodes again (docs/architecture.md, "Recipe photos"). The maths are pure
 * functions (`scaledSize`, `halvingSteps`); jsdom has no canvas, so the sagas take the scaler as a
 * dependency.
 */
import { PHOTO_SIZES, PHOTO_WRONG_TYPE_MESSAGE } from '@speiseplaner/shared';

/** The longest side the browser scales to: the server's largest variant. */
export const MAX_SCALED_SIDE = PHOTO_SIZES[0];

/** WebP quality of the scaled photo (JPEG's too, where WebP cannot be encoded). */
export const SCALED_QUALITY = 0.85;

export interface Size {
  width: number;
  height: number;
}

/** A scaled photo: its bytes, content type and size in pixels. */
export interface ScaledPhoto extends Size {
  data: ArrayBuffer;
  type: string;
}

/** Scales a chosen file; rejects with a PhotoScaleError carrying the German message to show. */
export type PhotoScaler = (file: Blob) => Promise<ScaledPhoto>;

export const SCALE_UNSUPPORTED_MESSAGE =
  'Dieser Browser kann Fotos nicht verkleinern. Bitte verwenden Sie einen aktuellen Browser.';

/** A photo that cannot be scaled, with the message for the cook. */
export class PhotoScaleError extends Error {}

/**
 * The size a photo is scaled to: the longest side at most `max`, the aspect ratio kept, each side at least
 * 1 px; a smaller photo keeps its size (never scaled up).
 */
export function scaledSize({ width, height }: Size, max: number = MAX_SCALED_SIDE): Size {
  const longest = Math.max(width, height);
  if (longest <= max) return { width, height };
  const factor = max / longest;
  return {
    width: Math.max(1, Math.round(width * factor)),
    height: Math.max(1, Math.round(height * factor)),
  };
}

/**
 * The sizes a photo is drawn at on its way down to `target`: halving while the next step stays at least
 * twice the target, then the target. One big step (4000 → 1600) with the canvas's smoothing skips pixels
 * and shows moiré on fine patterns (a tea towel, a grater); halving steps average every pixel.
 */
export function halvingSteps(source: Size, target: Size): Size[] {
  const steps: Size[] = [];
  let { width, height } = source;
  while (width / 2 >= target.width * 2 && height / 2 >= target.height * 2) {
    width = Math.round(width / 2);
    height = Math.round(height / 2);
    steps.push({ width, height });
  }
  steps.push(target);
  return steps;
}

/** The base64 of bytes (no data: prefix), in chunks so a large photo does not overflow the call stack. */
export function base64Of(data: ArrayBuffer): string {
  const bytes = new Uint8Array(data);
  const CHUNK = 0x8000;
  let binary = '';
  for (let i = 0; i < bytes.length; i += CHUNK)
    binary += String.fromCharCode(...bytes.subarray(i, i + CHUNK));
  return btoa(binary);
}

type AnyCanvas = OffscreenCanvas | HTMLCanvasElement;

function canvasOf({ width, height }: Size): AnyCanvas {
  if (typeof OffscreenCanvas !== 'undefined') return new OffscreenCanvas(width, height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return canvas;
}

function draw(source: CanvasImageSource, size: Size): AnyCanvas {
  const canvas = canvasOf(size);
  const context = canvas.getContext('2d') as
    OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D | null;
  if (!context) throw new PhotoScaleError(SCALE_UNSUPPORTED_MESSAGE);
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  context.drawImage(source, 0, 0, size.width, size.height);
  return canvas;
}

function encode(canvas: AnyCanvas, type: string): Promise<Blob | null> {
  if ('convertToBlob' in canvas) return canvas.convertToBlob({ type, quality: SCALED_QUALITY });
  return new Promise((resolve) => canvas.toBlob(resolve, type, SCALED_QUALITY));
}

/**
 * The browser's scaler: decodes the file turned by its EXIF orientation, draws it down to at most 1600 px
 * and encodes WebP, or JPEG where the browser answers a WebP request with another type (Safari before 17
 * gives PNG, which would be several times larger).
 */
export const scalePhoto: PhotoScaler = async (file) => {
  if (typeof createImageBitmap !== 'function') throw new PhotoScaleError(SCALE_UNSUPPORTED_MESSAGE);
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    // Not an image, or one this browser cannot decode (HEIC outside Safari).
    throw new PhotoScaleError(PHOTO_WRONG_TYPE_MESSAGE);
  }
  try {
    const target = scaledSize(bitmap);
    let source: CanvasImageSource = bitmap;
    for (const step of halvingSteps(bitmap, target)) source = draw(source, step);
    const canvas = source as AnyCanvas;
    let blob = await encode(canvas, 'image/webp');
    if (blob?.type !== 'image/webp') blob = await encode(canvas, 'image/jpeg');
    if (!blob) throw new PhotoScaleError(SCALE_UNSUPPORTED_MESSAGE);
    return { data: await blob.arrayBuffer(), type: blob.type, ...target };
  } finally {
    bitmap.close();
  }
};
