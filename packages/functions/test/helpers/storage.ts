/**
 * The test stack's Cloud Storage stand-in (docs/storage-standin.md), read straight through firebase-admin
 * as the functions write it: the stack's environment names it in STORAGE_EMULATOR_HOST.
 */
import { getStorage } from 'firebase-admin/storage';
import { testDb } from './kitchens';

/** The bucket the functions write photos to (the project's default bucket). */
export function testBucket() {
  testDb();
  return getStorage().bucket(`${process.env.GCLOUD_PROJECT}.appspot.com`);
}

/** Names of every object under `prefix`, sorted. */
export async function objectNames(prefix: string): Promise<string[]> {
  const [files] = await testBucket().getFiles({ prefix });
  return files.map((f) => f.name).sort();
}

/** The bytes of one object. */
export async function objectBytes(name: string): Promise<Buffer> {
  const [data] = await testBucket().file(name).download();
  return data;
}
