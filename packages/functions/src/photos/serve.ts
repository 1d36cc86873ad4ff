/**
 * The `photos` function (issue #33; docs/architecture.md, "Recipe photos"): Hosting sends `/fotos/**` here,
 * and the address is `/fotos/` + the object's name in the bucket (shared `photoUrl`). An `<img>` sends no
 * Authorization header, so the caller is the Firebase ID token in the `__session` cookie, the one cookie
 * Hosting passes on to a function. A kitchen's photo is for the members of that kitchen only (a Träger's
 * Leitung has no access to its kitchens, docs/data-model.md "Who may do what"), a shared recipe's photo for
 * everyone signed in.
 *
 * Every refusal — no or bad cookie, not a member, a malformed address, an object that is not there — is
 * the same 404, so nobody learns whether a kitchen or a photo exists. The path is checked against a strict
 * pattern before anything is read, so no other object of the bucket can be named.
 */
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { IdSchema, PHOTO_SIZES, PHOTO_URL_PREFIX, PhotoIdSchema, SlugSchema } from '@speiseplaner/shared';
import type { onRequest } from 'firebase-functions/v2/https';
import { auth, db } from '../lib/admin';
import { PATHS } from '../lib/paths';
import { photoBucket } from '../lib/photos';

/** What the function reads of the request (an Express request; a plain object in unit tests). */
export interface PhotoRequest {
  method: string;
  /** The path without the query (Express `req.path`): `/fotos/…` behind Hosting and in the emulator. */
  path: string;
  headers: Record<string, string | string[] | undefined>;
}

/** The response (Express's, as firebase-functions hands it over). */
export type PhotoResponse = Parameters<Parameters<typeof onRequest>[0]>[1];

/** The one answer to everything refused or missing. */
export const PHOTO_NOT_FOUND_TEXT = 'Foto nicht gefunden.';
export const PHOTO_METHOD_TEXT = 'Nur GET und HEAD.';

/** The name is content-addressed: a name never gets other bytes, so the browser keeps them a year. */
export const PHOTO_SERVE_CACHE_CONTROL = 'private, max-age=31536000, immutable';

/** The shape of an address; its parts are then checked with shared's schemas (one rule for ids). */
const PHOTO_PATH = new RegExp(
  `^${PHOTO_URL_PREFIX}(?:kitchens/([^/]+)|shared)/recipes/([^/]+)/([^/]+)-(${PHOTO_SIZES.join('|')})\\.webp$`,
);
/** The photo an address names, or null when it is not one the bucket can hold. */
export function parsePhotoPath(
  path: string,
): { objectName: string; kitchenId: string | null; id: string } | null {
  const match = PHOTO_PATH.exec(path);
  if (!match) return null;
  const [, kitchenId, recipeId, id] = match;
  if (kitchenId !== undefined && !IdSchema.safeParse(kitchenId).success) return null;
  if (!SlugSchema.safeParse(recipeId).success || !PhotoIdSchema.safeParse(id).success) return null;
  return { objectName: path.slice(PHOTO_URL_PREFIX.length), kitchenId: kitchenId ?? null, id: id! };
}

/** The `__session` cookie's value, or undefined. */
export function sessionCookieOf(header: string | string[] | undefined): string | undefined {
  const text = Array.isArray(header) ? header.join('; ') : header;
  if (!text) return undefined;
  for (const part of text.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== '__session') continue;
    const value = part.slice(eq + 1).trim();
    try {
      return value ? decodeURIComponent(value) : undefined;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** Whether If-None-Match names the photo's ETag (a list, weak or strong, or `*`). */
function matchesEtag(header: string | string[] | undefined, etag: string): boolean {
  const text = Array.isArray(header) ? header.join(',') : header;
  if (!text) return false;
  return text.split(',').some((tag) => {
    const t = tag.trim().replace(/^W\//, '');
    return t === '*' || t === etag;
  });
}

/**
 * Memberships this instance checked lately (uid + kitchen → until when): a week's plan shows a dozen
 * photos of one kitchen, and each would otherwise read the kitchen again. Kept 60 s, so someone removed
 * from the team loses access within a minute; cleared when it grows past MEMBERSHIPS_AT_MOST.
 */
const memberUntil = new Map<string, number>();
const MEMBERSHIP_TTL_MS = 60_000;
const MEMBERSHIPS_AT_MOST = 5_000;

/** Whether `uid` is a member of `kitchens/{kitchenId}` (its `members` map only, one read). */
async function isMember(uid: string, kitchenId: string, now = Date.now()): Promise<boolean> {
  const key = `${uid}|${kitchenId}`;
  if ((memberUntil.get(key) ?? 0) > now) return true;
  const firestore = db();
  const [snap] = await firestore.getAll(firestore.doc(PATHS.kitchen(kitchenId)), {
    fieldMask: ['members'],
  });
  const members = snap?.get('members') as Record<string, unknown> | undefined;
  const member = members && typeof members === 'object' ? members[uid] : undefined;
  if (!member || typeof member !== 'object') return false;
  if (memberUntil.size > MEMBERSHIPS_AT_MOST) memberUntil.clear();
  memberUntil.set(key, now + MEMBERSHIP_TTL_MS);
  return true;
}

/** The signed-in caller's uid from the cookie, or null (missing, expired, forged, another project). */
async function callerOf(req: PhotoRequest): Promise<string | null> {
  const token = sessionCookieOf(req.headers.cookie);
  if (!token || token.length > 4096) return null;
  try {
    const decoded = await auth().verifyIdToken(token);
    return decoded.uid || null;
  } catch {
    return null;
  }
}

function notFound(res: PhotoResponse): void {
  res
    .status(404)
    .set({
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    })
    .send(PHOTO_NOT_FOUND_TEXT);
}

const isNotFound = (err: unknown) => (err as { code?: unknown } | null)?.code === 404;

/** Answers one request for a photo (the body of the `photos` function). */
export async function servePhoto(req: PhotoRequest, res: PhotoResponse): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res
      .status(405)
      .set({ Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' })
      .send(PHOTO_METHOD_TEXT);
    return;
  }
  const photo = parsePhotoPath(req.path);
  if (!photo) return notFound(res);
  const uid = await callerOf(req);
  if (!uid) return notFound(res);
  if (photo.kitchenId !== null && !(await isMember(uid, photo.kitchenId))) return notFound(res);

  const etag = `"${photo.id}"`;
  const headers = {
    'Cache-Control': PHOTO_SERVE_CACHE_CONTROL,
    ETag: etag,
    'X-Content-Type-Options': 'nosniff',
  };
  if (matchesEtag(req.headers['if-none-match'], etag)) {
    res.status(304).set(headers).end();
    return;
  }
  const file = photoBucket().file(photo.objectName);
  let size: number;
  try {
    const [metadata] = await file.getMetadata();
    size = Number(metadata.size);
  } catch (err) {
    if (isNotFound(err)) return notFound(res);
    throw err;
  }
  res.status(200).set({ ...headers, 'Content-Type': 'image/webp', 'Content-Length': String(size) });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  await pipeline(file.createReadStream() as Readable, res);
}
