/**
 * An object as the JSON API describes it (`storage#object`). Numbers that production sends as strings
 * (generation, metageneration, size) are strings here too; the Node client relies on that (e.g. it reads
 * `generation` back into `file.generation` and compares `crc32c`/`md5Hash` with its own checksums).
 */
import type { StoredObject } from './objects';

/** Production's etag: base64 of the generation and metageneration as protobuf varint fields 1 and 2. */
export function etagOf(object: Pick<StoredObject, 'generation' | 'metageneration'>): string {
  const bytes: number[] = [];
  const varint = (value: number) => {
    let n = BigInt(value);
    do {
      let byte = Number(n & 0x7fn);
      n >>= 7n;
      if (n > 0n) byte |= 0x80;
      bytes.push(byte);
    } while (n > 0n);
  };
  bytes.push(0x08);
  varint(object.generation);
  bytes.push(0x10);
  varint(object.metageneration);
  return Buffer.from(bytes).toString('base64');
}

export function objectPath(bucket: string, name: string): string {
  return `/b/${encodeURIComponent(bucket)}/o/${encodeURIComponent(name)}`;
}

/** `origin` is how the client reached the server (e.g. `http://127.0.0.1:9199`), for the links. */
export function objectResource(object: StoredObject, origin: string): Record<string, unknown> {
  const generation = String(object.generation);
  const resource: Record<string, unknown> = {
    kind: 'storage#object',
    id: `${object.bucket}/${object.name}/${generation}`,
    selfLink: `${origin}/storage/v1${objectPath(object.bucket, object.name)}`,
    mediaLink: `${origin}/download/storage/v1${objectPath(object.bucket, object.name)}?generation=${generation}&alt=media`,
    name: object.name,
    bucket: object.bucket,
    generation,
    metageneration: String(object.metageneration),
    contentType: object.contentType,
    storageClass: 'STANDARD',
    size: String(object.data.length),
    md5Hash: object.md5Hash,
    crc32c: object.crc32c,
    etag: etagOf(object),
    timeCreated: object.timeCreated,
    updated: object.updated,
    timeStorageClassUpdated: object.timeCreated,
  };
  for (const key of [
    'contentEncoding',
    'contentDisposition',
    'contentLanguage',
    'cacheControl',
    'customTime',
  ] as const) {
    if (object[key] !== undefined) resource[key] = object[key];
  }
  if (object.metadata && Object.keys(object.metadata).length > 0) resource.metadata = { ...object.metadata };
  return resource;
}

/** A bucket as `GET /b/{bucket}` describes it: every bucket exists here (see objects.ts). */
export function bucketResource(bucket: string, origin: string): Record<string, unknown> {
  return {
    kind: 'storage#bucket',
    id: bucket,
    selfLink: `${origin}/storage/v1/b/${encodeURIComponent(bucket)}`,
    name: bucket,
    location: 'EUROPE-WEST3',
    locationType: 'region',
    storageClass: 'STANDARD',
    metageneration: '1',
    etag: 'CAE=',
  };
}
