/**
 * The nightly job's photo part (docs/operations.md, "Data retention"; issue #33): removes the stored
 * files of recipes that no longer exist — a kitchen's (`kitchens/{kitchenId}/recipes/{recipeId}/…`) and
 * the shared ones (`shared/recipes/{recipeId}/…`) — and their entries in the photo index of the kitchen
 * (`kitchens/{kitchenId}/meta/photos`) or of the shared recipes (`catalogue/sharedPhotos`).
 *
 * Walks the bucket in pages of PHOTO_PAGE_SIZE names and reads the recipes a page names in one getAll.
 * Files younger than PHOTO_GRACE_HOURS stay: recipes/addImage writes the files before its transaction
 * checks the recipe again, so a file that new may belong to a recipe being saved right now. Idempotent: a
 * second run finds nothing, and a file a failed run left is found again by the next.
 */
import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import { PHOTO_SIZES, type PhotoIndexDoc } from '@speiseplaner/shared';
import { PATHS } from '../lib/paths';
import { readDocs } from '../lib/reads';
import { photoBucket, photoIndexPathOf, type PhotoOwner } from '../lib/photos';

/** Object names per page of the bucket listing (the JSON API's most). */
export const PHOTO_PAGE_SIZE = 1000;
/** Files younger than this are never removed (a recipe may be being saved with its first photo). */
export const PHOTO_GRACE_HOURS = 24;
/** Deletes in flight at once. */
const PARALLEL_DELETES = 20;

const OBJECT_NAME = new RegExp(
  `^(?:kitchens/([A-Za-z0-9_-]{1,128})|shared)/recipes/([a-z0-9]+(?:-[a-z0-9]+)*)/[0-9a-f]{32}-(?:${PHOTO_SIZES.join('|')})\\.webp$`,
);

/** A recipe whose photos a page names: the owner (kitchen id, null = shared) and the slug. */
interface RecipeKey {
  owner: PhotoOwner;
  recipeId: string;
}

const keyOf = (k: RecipeKey) => `${k.owner ?? ''}|${k.recipeId}`;

const recipePath = (k: RecipeKey) =>
  k.owner === null ? PATHS.sharedRecipe(k.recipeId) : PATHS.ownRecipe(k.owner, k.recipeId);

async function inParallel<T>(items: T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await fn(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * Takes the entries of `recipeIds` out of `owner`'s photo index, in one transaction that reads the
 * recipes again: an entry whose recipe exists by now stays.
 */
async function dropIndexEntries(db: Firestore, owner: PhotoOwner, recipeIds: string[]): Promise<void> {
  const indexRef = db.doc(photoIndexPathOf(owner));
  await db.runTransaction(async (tx) => {
    const [indexSnap, ...recipes] = await readDocs(
      [indexRef, ...recipeIds.map((recipeId) => db.doc(recipePath({ owner, recipeId })))],
      tx,
    );
    if (!indexSnap?.exists) return;
    const gone = new Set(recipeIds.filter((_, i) => !recipes[i]?.exists));
    const index = indexSnap.data() as Partial<PhotoIndexDoc>;
    const photos = index.photos ?? [];
    const kept = photos.filter((p) => !gone.has(p.recipeId));
    if (kept.length === photos.length) return;
    tx.set(indexRef, {
      count: kept.length,
      bytes: kept.reduce((sum, p) => sum + p.bytes, 0),
      photos: kept,
    } satisfies PhotoIndexDoc);
  });
}

/** Answers how many photo files of vanished recipes it deleted. */
export async function deleteOrphanedPhotos(db: Firestore, now: Date): Promise<number> {
  const bucket = photoBucket();
  const cutoff = now.getTime() - PHOTO_GRACE_HOURS * 3_600_000;
  let deleted = 0;
  for (const prefix of ['kitchens/', 'shared/recipes/']) {
    let pageToken: string | undefined;
    do {
      const [files, next] = await bucket.getFiles({
        prefix,
        maxResults: PHOTO_PAGE_SIZE,
        autoPaginate: false,
        ...(pageToken ? { pageToken } : {}),
      });
      pageToken = (next as { pageToken?: string } | null)?.pageToken;
      const candidates = files.flatMap((file) => {
        const match = OBJECT_NAME.exec(file.name);
        const created = Date.parse(String(file.metadata.timeCreated ?? ''));
        if (!match || !(created < cutoff)) return [];
        return [{ file, key: { owner: match[1] ?? null, recipeId: match[2]! } }];
      });
      const keys = [...new Map(candidates.map((c) => [keyOf(c.key), c.key])).values()];
      const snaps: DocumentSnapshot[] = [];
      for (let i = 0; i < keys.length; i += 500)
        snaps.push(...(await readDocs(keys.slice(i, i + 500).map((k) => db.doc(recipePath(k))))));
      const vanished = new Set(keys.filter((_, i) => !snaps[i]?.exists).map(keyOf));
      const doomed = candidates.filter((c) => vanished.has(keyOf(c.key)));
      // The index first: a file without an entry is found again next night, an entry without files not.
      const byOwner = new Map<PhotoOwner, Set<string>>();
      for (const { key } of doomed) {
        const set = byOwner.get(key.owner) ?? new Set<string>();
        set.add(key.recipeId);
        byOwner.set(key.owner, set);
      }
      for (const [owner, recipeIds] of byOwner) await dropIndexEntries(db, owner, [...recipeIds]);
      await inParallel(doomed, PARALLEL_DELETES, async ({ file }) => {
        await file.delete({ ignoreNotFound: true });
        deleted += 1;
      });
    } while (pageToken);
  }
  return deleted;
}
