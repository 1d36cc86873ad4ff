/**
 * Uploads through `@google-cloud/storage` (what firebase-admin's `getStorage().bucket()` is): multipart
 * (`resumable: false`), resumable in one request and in chunks, `bucket.upload` from a file, and the
 * checksums the client compares after every upload (CRC32C by default, MD5 when asked).
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CRC32C } from '@google-cloud/storage';
import { patternBytes, statusOf, useStorage } from './storageClient';

const ctx = useStorage('uploads');

function crc32cOf(data: Buffer): string {
  const crc = new CRC32C();
  crc.update(data);
  return crc.toString();
}

const md5Of = (data: Buffer) => createHash('md5').update(data).digest('base64');

describe('uploads', () => {
  test('multipart upload keeps bytes, content type, cache control and custom metadata', async () => {
    const file = ctx().bucket.file('kitchens/k1/recipes/r1/photo.jpg');
    const data = patternBytes(70_000);
    await file.save(data, {
      resumable: false,
      contentType: 'image/jpeg',
      metadata: {
        cacheControl: 'public, max-age=31536000, immutable',
        metadata: { kitchen: 'k1', width: 1600 },
      },
    });
    const [metadata] = await file.getMetadata();
    expect(metadata).toMatchObject({
      name: 'kitchens/k1/recipes/r1/photo.jpg',
      bucket: ctx().bucket.name,
      contentType: 'image/jpeg',
      size: '70000',
      cacheControl: 'public, max-age=31536000, immutable',
      metadata: { kitchen: 'k1', width: '1600' },
      metageneration: '1',
      crc32c: crc32cOf(data),
      md5Hash: md5Of(data),
    });
    expect(Number(metadata.generation)).toBeGreaterThan(0);
    expect(new Date(metadata.timeCreated!).getTime()).not.toBeNaN();
    expect(metadata.updated).toBe(metadata.timeCreated);
    const [downloaded] = await file.download();
    expect(downloaded.equals(data)).toBe(true);
  });

  test('resumable upload in one request', async () => {
    const file = ctx().bucket.file('resumable/one.webp');
    const data = patternBytes(123_456, 2);
    await file.save(data, {
      resumable: true,
      contentType: 'image/webp',
      metadata: { metadata: { kind: 'cover' } },
    });
    const [metadata] = await file.getMetadata();
    expect(metadata).toMatchObject({
      contentType: 'image/webp',
      size: '123456',
      metadata: { kind: 'cover' },
    });
    expect(metadata.crc32c).toBe(crc32cOf(data));
    const [downloaded] = await file.download();
    expect(downloaded.equals(data)).toBe(true);
  });

  test('resumable upload in 256 KiB chunks: one PUT per chunk, the object appears only at the end', async () => {
    const file = ctx().bucket.file('resumable/chunked.jpg');
    const data = patternBytes(600 * 1024 + 17, 3);
    const before = ctx().standIn?.requestCounts()['upload:resumable-put'] ?? 0;
    await file.save(data, { resumable: true, chunkSize: 256 * 1024, contentType: 'image/jpeg' });
    if (ctx().standIn) {
      expect((ctx().standIn!.requestCounts()['upload:resumable-put'] ?? 0) - before).toBe(3);
    }
    const [downloaded] = await file.download();
    expect(downloaded.equals(data)).toBe(true);
    expect((await file.getMetadata())[0].size).toBe(String(data.length));
  });

  test('an opened resumable session is no object until its bytes arrive', async () => {
    const file = ctx().bucket.file('resumable/session.jpg');
    const [uri] = await file.createResumableUpload({ metadata: { contentType: 'image/jpeg' } });
    expect(uri).toContain('upload_id=');
    expect((await file.exists())[0]).toBe(false);
    const data = patternBytes(1000, 4);
    await file.save(data, { resumable: true, uri });
    expect((await file.exists())[0]).toBe(true);
    const [metadata] = await file.getMetadata();
    expect(metadata.contentType).toBe('image/jpeg');
    expect((await file.download())[0].equals(data)).toBe(true);
  });

  test.each([false, true])(
    'bucket.upload from a file (resumable: %s) takes the type from the name',
    async (resumable) => {
      const dir = mkdtempSync(join(tmpdir(), 'storage-conformance-'));
      try {
        const path = join(dir, 'foto.png');
        const data = patternBytes(5000, 5);
        writeFileSync(path, data);
        const [file] = await ctx().bucket.upload(path, {
          destination: `uploads/${String(resumable)}.png`,
          resumable,
        });
        const [metadata] = await file.getMetadata();
        expect(metadata.contentType).toBe('image/png');
        expect(metadata.md5Hash).toBe(md5Of(data));
        expect((await file.download())[0].equals(data)).toBe(true);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );

  test.each([false, true])(
    'an empty object (resumable: %s) has the checksums of no bytes',
    async (resumable) => {
      const file = ctx().bucket.file(`empty-${String(resumable)}`);
      await file.save(Buffer.alloc(0), { resumable, contentType: 'text/plain' });
      const [metadata] = await file.getMetadata();
      expect(metadata).toMatchObject({ size: '0', crc32c: 'AAAAAA==', md5Hash: '1B2M2Y8AsgTpgAmY7PhCfg==' });
      expect((await file.download())[0].length).toBe(0);
    },
  );

  test('CRC32C is the Castagnoli checksum, big-endian, base64 (check value of "123456789")', async () => {
    const file = ctx().bucket.file('checksum/check-value');
    await file.save(Buffer.from('123456789'), { resumable: false });
    // 0xE3069283, the published check value of CRC-32C.
    expect((await file.getMetadata())[0].crc32c).toBe(
      Buffer.from([0xe3, 0x06, 0x92, 0x83]).toString('base64'),
    );
  });

  test('uploads validated by MD5 too', async () => {
    const file = ctx().bucket.file('checksum/md5');
    const data = patternBytes(3000, 6);
    await file.save(data, { resumable: false, validation: 'md5' });
    await file.save(data, { resumable: true, validation: 'md5' });
    expect((await file.download({ validation: 'md5' }))[0].equals(data)).toBe(true);
  });

  test('a wrong MD5 given with the upload is refused with 400 and nothing is stored', async () => {
    const file = ctx().bucket.file('checksum/wrong-md5');
    const data = patternBytes(100, 7);
    const error = await file
      .save(data, { resumable: false, metadata: { md5Hash: md5Of(Buffer.from('other')) } })
      .then(
        () => undefined,
        (e: { code?: number; message?: string }) => e,
      );
    expect(error?.code).toBe(400);
    expect(error?.message).toMatch(/doesn't match calculated MD5 hash/);
    expect((await file.exists())[0]).toBe(false);
  });

  test('a new upload replaces the object with a new generation and metageneration 1', async () => {
    const file = ctx().bucket.file('overwrite.txt');
    await file.save('eins', { resumable: false });
    const [first] = await file.getMetadata();
    await file.setMetadata({ metadata: { a: '1' } });
    await file.save('zwei', { resumable: false });
    const [second] = await file.getMetadata();
    expect(BigInt(second.generation!)).toBeGreaterThan(BigInt(first.generation!));
    expect(second.metageneration).toBe('1');
    expect(second.metadata).toBeUndefined();
    expect((await file.download())[0].toString()).toBe('zwei');
  });

  test('a simple media upload (uploadType=media) stores the body under the name in the query', async () => {
    const { storage, bucket } = ctx();
    const [body] = await new Promise<[unknown]>((resolve, reject) =>
      storage.request(
        {
          method: 'POST',
          uri: `${storage.apiEndpoint}/upload/storage/v1/b/${bucket.name}/o`,
          qs: { uploadType: 'media', name: 'media/plain.txt' },
          headers: { 'Content-Type': 'text/plain' },
          body: 'Linsensuppe',
        },
        (err, data) => (err ? reject(err) : resolve([data])),
      ),
    );
    expect(body).toMatchObject({ name: 'media/plain.txt', contentType: 'text/plain', size: '11' });
    expect((await bucket.file('media/plain.txt').download())[0].toString()).toBe('Linsensuppe');
    expect(await statusOf(bucket.file('media/missing.txt').download())).toBe(404);
  });
});
