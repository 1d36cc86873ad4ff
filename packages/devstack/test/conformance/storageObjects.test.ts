/**
 * Reading, listing, changing and deleting objects through `@google-cloud/storage`, and the error shapes
 * the product will see for a missing object.
 */
import type { File, GetFilesOptions } from '@google-cloud/storage';
import { patternBytes, statusOf, useStorage } from './storageClient';

const ctx = useStorage('objects');

describe('objects', () => {
  test('download validates the CRC32C (default) and the MD5 the server sends', async () => {
    const file = ctx().bucket.file('read/validated.jpg');
    const data = patternBytes(40_000, 11);
    await file.save(data, { resumable: false, contentType: 'image/jpeg' });
    expect((await file.download())[0].equals(data)).toBe(true);
    expect((await file.download({ validation: 'crc32c' }))[0].equals(data)).toBe(true);
    expect((await file.download({ validation: 'md5' }))[0].equals(data)).toBe(true);
  });

  test('range reads: a slice, an open end and the last bytes', async () => {
    const file = ctx().bucket.file('read/range.bin');
    const data = patternBytes(10_000, 12);
    await file.save(data, { resumable: false });
    expect((await file.download({ start: 100, end: 199 }))[0].equals(data.subarray(100, 200))).toBe(true);
    expect((await file.download({ start: 9_990 }))[0].equals(data.subarray(9_990))).toBe(true);
    expect((await file.download({ end: -50 }))[0].equals(data.subarray(-50))).toBe(true);
  });

  test('a missing object: exists false, 404 with "No such object: <bucket>/<name>"', async () => {
    const { bucket } = ctx();
    const file = bucket.file('missing/nothing.jpg');
    expect((await file.exists())[0]).toBe(false);
    const error = await file.getMetadata().then(
      () => undefined,
      (e: { code?: number; message?: string; errors?: { reason?: string }[] }) => e,
    );
    expect(error?.code).toBe(404);
    expect(error?.message).toBe(`No such object: ${bucket.name}/missing/nothing.jpg`);
    expect(error?.errors?.[0]?.reason).toBe('notFound');
    expect(await statusOf(file.download())).toBe(404);
    expect(await statusOf(file.delete())).toBe(404);
    expect(await statusOf(file.setMetadata({ cacheControl: 'no-cache' }))).toBe(404);
    await file.delete({ ignoreNotFound: true });
  });

  test('delete removes the object; it is gone for reads and listings', async () => {
    const { bucket } = ctx();
    const file = bucket.file('delete/me.jpg');
    await file.save('x', { resumable: false });
    await file.delete();
    expect((await file.exists())[0]).toBe(false);
    const [files] = await bucket.getFiles({ prefix: 'delete/' });
    expect(files.map((f) => f.name)).toEqual([]);
  });

  test('setMetadata merges custom metadata, null removes a key, metageneration counts up', async () => {
    const file = ctx().bucket.file('meta/patch.jpg');
    await file.save('x', {
      resumable: false,
      contentType: 'image/jpeg',
      metadata: { metadata: { a: '1', b: '2' } },
    });
    const [before] = await file.getMetadata();
    await file.setMetadata({ cacheControl: 'public, max-age=60', metadata: { b: null, c: '3' } });
    const [after] = await file.getMetadata();
    expect(after).toMatchObject({
      contentType: 'image/jpeg',
      cacheControl: 'public, max-age=60',
      metadata: { a: '1', c: '3' },
      metageneration: '2',
      generation: before.generation,
      timeCreated: before.timeCreated,
    });
    expect(after.metadata).not.toHaveProperty('b');
    expect(after.updated! >= before.updated!).toBe(true);
    expect(after.etag).not.toBe(before.etag);
  });

  test('listing by prefix, in name order', async () => {
    const { bucket } = ctx();
    for (const name of ['list/k1/b.jpg', 'list/k1/a.jpg', 'list/k2/c.jpg', 'list/k10/d.jpg', 'other/e.jpg']) {
      await bucket.file(name).save(name, { resumable: false });
    }
    const [files] = await bucket.getFiles({ prefix: 'list/k1/' });
    expect(files.map((f) => f.name)).toEqual(['list/k1/a.jpg', 'list/k1/b.jpg']);
    expect(files[0]!.metadata.size).toBe(String('list/k1/a.jpg'.length));
    const [all] = await bucket.getFiles({ prefix: 'list/' });
    expect(all.map((f) => f.name)).toEqual([
      'list/k1/a.jpg',
      'list/k1/b.jpg',
      'list/k10/d.jpg',
      'list/k2/c.jpg',
    ]);
  });

  test('listing with a delimiter gives the "folders" as prefixes', async () => {
    const { bucket } = ctx();
    for (const name of ['tree/top.jpg', 'tree/a/1.jpg', 'tree/a/2.jpg', 'tree/b/x/3.jpg']) {
      await bucket.file(name).save('x', { resumable: false });
    }
    const [files, , response] = await bucket.getFiles({
      prefix: 'tree/',
      delimiter: '/',
      autoPaginate: false,
    });
    expect(files.map((f) => f.name)).toEqual(['tree/top.jpg']);
    expect((response as { prefixes?: string[] }).prefixes).toEqual(['tree/a/', 'tree/b/']);
  });

  test('listing in pages of maxResults with page tokens', async () => {
    const { bucket } = ctx();
    const names = Array.from({ length: 7 }, (_, i) => `paged/${String(i).padStart(2, '0')}.jpg`);
    for (const name of names) await bucket.file(name).save('x', { resumable: false });
    const seen: string[] = [];
    let query: GetFilesOptions | undefined = { prefix: 'paged/', maxResults: 3, autoPaginate: false };
    let pages = 0;
    while (query) {
      const [files, next] = (await bucket.getFiles(query)) as [
        File[],
        GetFilesOptions | null | undefined,
        unknown,
      ];
      expect(files.length).toBeLessThanOrEqual(3);
      seen.push(...files.map((f) => f.name));
      pages++;
      query = next ?? undefined;
    }
    expect(seen).toEqual(names);
    expect(pages).toBe(3);
    const [everything] = await bucket.getFiles({ prefix: 'paged/', maxResults: 3 });
    expect(everything).toHaveLength(3);
    const [auto] = await bucket.getFiles({ prefix: 'paged/' });
    expect(auto).toHaveLength(7);
  });

  test('copy makes a new object with the bytes and metadata of the source', async () => {
    const { bucket } = ctx();
    const source = bucket.file('copy/source.jpg');
    const data = patternBytes(2048, 13);
    await source.save(data, {
      resumable: false,
      contentType: 'image/jpeg',
      metadata: { metadata: { k: 'v' } },
    });
    const [copy] = await source.copy('copy/target.jpg');
    const [metadata] = await copy.getMetadata();
    expect(metadata).toMatchObject({ contentType: 'image/jpeg', metadata: { k: 'v' }, size: '2048' });
    expect(metadata.generation).not.toBe((await source.getMetadata())[0].generation);
    expect((await copy.download())[0].equals(data)).toBe(true);
  });

  test('gzip-stored objects (save with gzip) come back as the original bytes, checksums of the stored ones', async () => {
    const file = ctx().bucket.file('read/menu.json');
    const text = Buffer.from(JSON.stringify({ woche: 48, gerichte: Array(200).fill('Gemüseeintopf') }));
    await file.save(text, { resumable: false, gzip: true, contentType: 'application/json' });
    const [metadata] = await file.getMetadata();
    expect(metadata.contentEncoding).toBe('gzip');
    expect(Number(metadata.size)).toBeLessThan(text.length);
    expect((await file.download())[0].equals(text)).toBe(true);
  });

  test('names with spaces, umlauts and slashes survive the round trip', async () => {
    const { bucket } = ctx();
    const name = 'küche/Grießbrei mit Äpfeln/#1?.jpg';
    await bucket.file(name).save('x', { resumable: true });
    expect((await bucket.file(name).getMetadata())[0].name).toBe(name);
    const [files] = await bucket.getFiles({ prefix: 'küche/' });
    expect(files.map((f) => f.name)).toEqual([name]);
    await bucket.file(name).delete();
  });
});
