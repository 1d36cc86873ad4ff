/**
 * The way the product will reach Cloud Storage: firebase-admin's `getStorage(app).bucket()` (the app's
 * `storageBucket`), which wraps `@google-cloud/storage` and honours STORAGE_EMULATOR_HOST as set by
 * ./storageClient.ts.
 */
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getStorage } from 'firebase-admin/storage';
import { patternBytes, useStorage } from './storageClient';

const ctx = useStorage('admin');
let app: App;

beforeAll(() => {
  app = initializeApp({ projectId: 'demo-conformance', storageBucket: ctx().bucket.name }, 'storage-admin');
});
afterAll(() => deleteApp(app));

test('getStorage().bucket() uploads, lists, reads and deletes on the default bucket', async () => {
  const bucket = getStorage(app).bucket();
  expect(bucket.name).toBe(ctx().bucket.name);
  const data = patternBytes(30_000, 21);
  const file = bucket.file('kitchens/k1/photos/p1/800.webp');
  await file.save(data, {
    resumable: false,
    contentType: 'image/webp',
    preconditionOpts: { ifGenerationMatch: 0 },
  });
  const [files] = await bucket.getFiles({ prefix: 'kitchens/k1/' });
  expect(files.map((f) => f.name)).toEqual(['kitchens/k1/photos/p1/800.webp']);
  expect((await file.download())[0].equals(data)).toBe(true);
  // The same object through the plain client: both see one store.
  expect((await ctx().bucket.file(file.name).getMetadata())[0].contentType).toBe('image/webp');
  await file.delete();
  expect((await file.exists())[0]).toBe(false);
});
