/**
 * The `photos` function behind Hosting's `/fotos/**` (issue #33), driven over HTTP in the Functions
 * emulator of the test stack, with real ID tokens of the Auth emulator in the `__session` cookie and the
 * photos in the Storage stand-in; shared recipes' photos (recipes/addImage `shared: true`) and the nightly
 * removal of photos of recipes that no longer exist.
 */
import { request } from 'node:http';
import { getAuth } from 'firebase-admin/auth';
import sharp from 'sharp';
import { PHOTO_WRONG_TYPE_MESSAGE, photoUrl, type PhotoEntry } from '@speiseplaner/shared';
import { call, refusal } from '../helpers/call';
import { seedCatalogue } from '../helpers/catalogue';
import { recipe } from '../helpers/fixtures';
import { addMember, createAdmin, createKitchen, testDb, type KitchenCaller } from '../helpers/kitchens';
import { objectBytes, objectNames } from '../helpers/storage';
import { readStackInfo } from '../setup/stackInfo';
import { deleteOrphanedPhotos, PHOTO_GRACE_HOURS } from '../../src/scheduled/photoRetention';

type Added = { photo: PhotoEntry };
type Listed = { photos: PhotoEntry[]; sharedPhotos: PhotoEntry[] };

const NOT_FOUND_TEXT = 'Foto nicht gefunden.';

/** A small JPEG of one colour (each colour another photo id). */
const jpeg = (r: number) =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: { r, g: 90, b: 30 } } })
    .jpeg()
    .toBuffer();

/** A real ID token of the Auth emulator for `uid` (custom token, then signed in with it). */
async function idTokenOf(uid: string): Promise<string> {
  testDb();
  const custom = await getAuth().createCustomToken(uid);
  const { authUrl } = readStackInfo();
  const res = await fetch(
    `${authUrl}/identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: custom, returnSecureToken: true }),
    },
  );
  return ((await res.json()) as { idToken: string }).idToken;
}

/** GET (or another method) of a photo address through the emulator's `photos` function. */
function get(
  path: string,
  options: { token?: string; method?: string; headers?: Record<string, string> } = {},
) {
  const { functionsUrl } = readStackInfo();
  return fetch(`${functionsUrl}/photos${path}`, {
    method: options.method ?? 'GET',
    headers: {
      ...(options.token ? { cookie: `andere=1; __session=${options.token}` } : {}),
      ...options.headers,
    },
  });
}

/**
 * Status and body of a GET of `path` sent as written: fetch would resolve `..` before sending, a
 * hand-made request does not.
 */
function rawGet(path: string, token: string): Promise<{ status: number; body: string }> {
  const { functionsUrl } = readStackInfo();
  const base = new URL(`${functionsUrl}/photos`);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: base.hostname,
        port: base.port,
        path: `${base.pathname}${path}`,
        headers: { cookie: `__session=${token}` },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** An unsigned JWT with these claims (what the Auth emulator's tokens look like, signature aside). */
function unsignedToken(claims: Record<string, unknown>): string {
  const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.`;
}

async function expectNotFound(res: Response) {
  expect(res.status).toBe(404);
  expect(await res.text()).toBe(NOT_FOUND_TEXT);
  expect(res.headers.get('cache-control')).toBe('private, no-store');
}

let owner: KitchenCaller;
let ownerToken: string;
let photo: PhotoEntry;
let url: string;

beforeAll(async () => {
  await seedCatalogue();
  owner = await createKitchen();
  await call('recipes/save', { recipe: recipe('kuerbissuppe') }, owner);
  const data = (await jpeg(180)).toString('base64');
  photo = (await call<Added>('recipes/addImage', { recipeId: 'kuerbissuppe', data }, owner)).payload.photo;
  url = photoUrl(owner.kitchenId, 'kuerbissuppe', photo.id, 320);
  ownerToken = await idTokenOf(owner.uid);
});

describe('serving a kitchen photo', () => {
  it('gives a member the stored bytes as WebP, cacheable for a year, with the id as ETag', async () => {
    const cook = await addMember(owner, 'cook');
    for (const token of [ownerToken, await idTokenOf(cook.uid)]) {
      const res = await get(url, { token });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect(res.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('etag')).toBe(`"${photo.id}"`);
      const body = Buffer.from(await res.arrayBuffer());
      expect(body.equals(await objectBytes(url.slice('/fotos/'.length)))).toBe(true);
      expect((await sharp(body).metadata()).format).toBe('webp');
    }
    // HEAD: the same headers, no body.
    const head = await get(url, { token: ownerToken, method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('etag')).toBe(`"${photo.id}"`);
    expect(await head.text()).toBe('');
  });

  it('answers 304 when the browser already has it', async () => {
    const res = await get(url, { token: ownerToken, headers: { 'if-none-match': `"${photo.id}"` } });
    expect(res.status).toBe(304);
    expect(res.headers.get('etag')).toBe(`"${photo.id}"`);
  });

  it('gives everyone else the same 404: another kitchen, no cookie, a forged or expired token', async () => {
    const other = await createKitchen();
    await expectNotFound(await get(url, { token: await idTokenOf(other.uid) }));
    await expectNotFound(await get(url));
    await expectNotFound(await get(url, { token: 'kein-token' }));
    const { projectId } = readStackInfo();
    const now = Math.floor(Date.now() / 1000);
    const claims = { sub: owner.uid, user_id: owner.uid, iat: now - 60, auth_time: now - 60 };
    // Issued for another project.
    await expectNotFound(
      await get(url, {
        token: unsignedToken({
          ...claims,
          aud: 'anderes-projekt',
          iss: 'https://securetoken.google.com/anderes-projekt',
          exp: now + 3600,
        }),
      }),
    );
    // Expired an hour ago.
    await expectNotFound(
      await get(url, {
        token: unsignedToken({
          ...claims,
          aud: projectId,
          iss: `https://securetoken.google.com/${projectId}`,
          iat: now - 7200,
          auth_time: now - 7200,
          exp: now - 3600,
        }),
      }),
    );
    // A photo that is not there looks the same to a member.
    await expectNotFound(await get(url.replace(photo.id, 'f'.repeat(32)), { token: ownerToken }));
  });

  it('refuses malformed addresses before reading anything, and every method but GET and HEAD', async () => {
    const base = `/fotos/kitchens/${owner.kitchenId}/recipes/kuerbissuppe`;
    for (const path of [
      `${base}/${photo.id}-640.webp`,
      `${base}/${photo.id}-320.png`,
      `${base}/%2e%2e/${photo.id}-320.webp`,
      `/fotos/kitchens/${owner.kitchenId}/meta/photos`,
      `/fotos/${url.slice('/fotos/'.length).toUpperCase()}`,
      url.replace('/fotos/', '/bilder/'),
    ])
      await expectNotFound(await get(path, { token: ownerToken }));
    // Dot segments are resolved before the function sees the path (the emulator, like a browser and
    // Hosting, normalises them): climbing out of the photo pattern ends in the same 404 …
    for (const path of [
      `${base}/../../meta/photos`,
      `${base}/../../../../index.html`,
      `/fotos/shared/../kitchens/${owner.kitchenId}/meta/photos`,
    ])
      expect(await rawGet(path, ownerToken)).toEqual({ status: 404, body: NOT_FOUND_TEXT });
    // … and a detour that ends at the member's own photo is that photo, nothing more.
    expect((await rawGet(`${base}/../kuerbissuppe/${photo.id}-320.webp`, ownerToken)).status).toBe(200);
    const post = await get(url, { token: ownerToken, method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
  });
});

describe('photos of shared recipes', () => {
  it('an admin adds one, every signed-in person sees it, a cook may not add or delete one', async () => {
    const admin = await createAdmin();
    await call('recipes/save', { recipe: recipe('gemeinsamer-eintopf'), shared: true }, admin);
    const data = (await jpeg(20)).toString('base64');
    const cook = await addMember(owner, 'cook');
    const refused = await refusal(
      'recipes/addImage',
      { recipeId: 'gemeinsamer-eintopf', data, shared: true },
      cook,
    );
    expect(refused).toEqual({ code: 'permission-denied', message: 'Nur Administratoren dürfen das.' });

    const shared = (
      await call<Added>('recipes/addImage', { recipeId: 'gemeinsamer-eintopf', data, shared: true }, admin)
    ).payload.photo;
    const sharedUrl = photoUrl(null, 'gemeinsamer-eintopf', shared.id, 800);
    expect(await objectNames('shared/recipes/gemeinsamer-eintopf/')).toEqual(
      [1600, 320, 800].map((size) => `shared/recipes/gemeinsamer-eintopf/${shared.id}-${size}.webp`),
    );
    // Every kitchen's list names it; the kitchen's own quota is untouched.
    const listed = (await call<Listed & { used: { count: number } }>('recipes/listImages', {}, owner))
      .payload;
    expect(listed.sharedPhotos).toContainEqual(shared);
    expect(listed.used.count).toBe(1);

    const stranger = await createKitchen();
    const res = await get(sharedUrl, { token: await idTokenOf(stranger.uid) });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    await expectNotFound(await get(sharedUrl));

    const deleteRefused = await refusal(
      'recipes/deleteImage',
      { recipeId: 'gemeinsamer-eintopf', imageId: shared.id, shared: true },
      cook,
    );
    expect(deleteRefused.code).toBe('permission-denied');
    await call(
      'recipes/deleteImage',
      { recipeId: 'gemeinsamer-eintopf', imageId: shared.id, shared: true },
      admin,
    );
    expect(await objectNames('shared/recipes/gemeinsamer-eintopf/')).toEqual([]);
    expect((await call<Listed>('recipes/listImages', {}, owner)).payload.sharedPhotos).not.toContainEqual(
      shared,
    );
  });

  it('refuses a photo to a shared recipe that does not exist, and a file that is no photo', async () => {
    const admin = await createAdmin();
    const data = (await jpeg(60)).toString('base64');
    expect(
      (await refusal('recipes/addImage', { recipeId: 'gibt-es-nicht', data, shared: true }, admin)).message,
    ).toBe('Das gemeinsame Rezept „gibt-es-nicht“ wurde nicht gefunden.');
    await call('recipes/save', { recipe: recipe('gemeinsames-muesli'), shared: true }, admin);
    const script = Buffer.from('<script>alert(1)</script>').toString('base64');
    expect(
      await refusal(
        'recipes/addImage',
        { recipeId: 'gemeinsames-muesli', data: script, shared: true },
        admin,
      ),
    ).toEqual({ code: 'invalid-argument', message: PHOTO_WRONG_TYPE_MESSAGE });
    expect(await objectNames('shared/recipes/gemeinsames-muesli/')).toEqual([]);
  });
});

it('the planner list costs one read more for the shared photos: 5 for recipes/listImages', async () => {
  const kitchen = await createKitchen();
  expect((await call('recipes/listImages', {}, kitchen)).meta?.reads).toBe(5);
});

describe('nightly removal of photos of recipes that are gone', () => {
  it('deletes the files and index entries of a vanished recipe, keeps the others, and is idempotent', async () => {
    const kitchen = await createKitchen();
    for (const slug of ['bleibt', 'verschwindet'])
      await call('recipes/save', { recipe: recipe(slug) }, kitchen);
    const add = async (slug: string, r: number) =>
      (
        await call<Added>(
          'recipes/addImage',
          { recipeId: slug, data: (await jpeg(r)).toString('base64') },
          kitchen,
        )
      ).payload.photo;
    const kept = await add('bleibt', 100);
    await add('verschwindet', 110);
    await add('verschwindet', 120);
    await testDb().doc(`kitchens/${kitchen.kitchenId}/recipes/verschwindet`).delete();
    const prefix = `kitchens/${kitchen.kitchenId}/`;
    expect(await objectNames(prefix)).toHaveLength(9);

    // Within the grace period nothing goes (a recipe may be being saved with its first photo).
    expect(await deleteOrphanedPhotos(testDb(), new Date())).toBe(0);
    expect(await objectNames(prefix)).toHaveLength(9);

    const later = new Date(Date.now() + (PHOTO_GRACE_HOURS + 1) * 3_600_000);
    expect(await deleteOrphanedPhotos(testDb(), later)).toBeGreaterThanOrEqual(6);
    expect(await objectNames(prefix)).toEqual(
      [1600, 320, 800].map((s) => `${prefix}recipes/bleibt/${kept.id}-${s}.webp`),
    );
    const index = (await testDb().doc(`kitchens/${kitchen.kitchenId}/meta/photos`).get()).data();
    expect(index).toEqual({ count: 1, bytes: kept.bytes, photos: [kept] });
    // Served no more, and a second run finds nothing of this kitchen.
    await deleteOrphanedPhotos(testDb(), later);
    expect(await objectNames(prefix)).toHaveLength(3);
    expect((await call<Listed>('recipes/listImages', {}, kitchen)).payload.photos).toEqual([kept]);
  });
});
