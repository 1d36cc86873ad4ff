/**
 * The objects of every bucket, in memory. Buckets need no creation: any bucket name holds objects (in
 * production the project's bucket exists before the product writes to it). Each write makes a new
 * generation (microseconds since 1970, strictly increasing, as production's look) with metageneration 1;
 * a metadata patch raises the metageneration. Only the live version of an object is kept.
 */
import { crc32cBase64, md5Base64 } from './checksums';
import { badRequest, noSuchObject } from './errors';
import { checkPreconditions, type Preconditions } from './preconditions';

/** The object metadata a client may set on upload, patch or copy. */
export interface WritableMetadata {
  contentType?: string;
  contentEncoding?: string;
  contentDisposition?: string;
  contentLanguage?: string;
  cacheControl?: string;
  customTime?: string;
  /** Custom metadata: string values only. */
  metadata?: Record<string, string>;
}

type StringField = Exclude<keyof WritableMetadata, 'metadata'>;

const WRITABLE: StringField[] = [
  'contentType',
  'contentEncoding',
  'contentDisposition',
  'contentLanguage',
  'cacheControl',
  'customTime',
];

export interface StoredObject extends WritableMetadata {
  bucket: string;
  name: string;
  data: Buffer;
  generation: number;
  metageneration: number;
  md5Hash: string;
  crc32c: string;
  timeCreated: string;
  updated: string;
}

/** Picks the writable fields out of a JSON body; custom metadata values become strings as in production. */
export function writableMetadata(body: unknown): WritableMetadata {
  const source = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const result: WritableMetadata = {};
  for (const key of WRITABLE) {
    const value = source[key];
    if (typeof value === 'string') result[key] = value;
  }
  const custom = source.metadata;
  if (custom && typeof custom === 'object') {
    result.metadata = {};
    for (const [key, value] of Object.entries(custom as Record<string, unknown>)) {
      if (value !== null && value !== undefined) result.metadata[key] = String(value);
    }
  }
  return result;
}

export interface ListOptions {
  prefix?: string;
  delimiter?: string;
  pageToken?: string;
  maxResults?: number;
  startOffset?: string;
  endOffset?: string;
}

export interface ListPage {
  items: StoredObject[];
  prefixes: string[];
  nextPageToken?: string;
}

/** Object names compare by their UTF-8 bytes, as production lists them. */
function byUtf8(a: string, b: string): number {
  return Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));
}

/** Production's largest page (and the default). */
export const MAX_PAGE = 1000;

export class ObjectStore {
  private readonly buckets = new Map<string, Map<string, StoredObject>>();
  private lastGeneration = 0;

  private bucketMap(bucket: string): Map<string, StoredObject> {
    let objects = this.buckets.get(bucket);
    if (!objects) {
      objects = new Map();
      this.buckets.set(bucket, objects);
    }
    return objects;
  }

  private nextGeneration(): number {
    this.lastGeneration = Math.max(Date.now() * 1000, this.lastGeneration + 1);
    return this.lastGeneration;
  }

  /** The live object, or a 404 in production's words. */
  get(bucket: string, name: string, preconditions: Preconditions = {}): StoredObject {
    const object = this.buckets.get(bucket)?.get(name);
    if (!object) throw noSuchObject(bucket, name);
    checkPreconditions(object, preconditions, true);
    return object;
  }

  /**
   * Stores `data` as the new generation of `bucket/name` after checking the preconditions against the
   * current one. `expected` are checksums the client sent; a mismatch is production's 400.
   */
  insert(
    bucket: string,
    name: string,
    data: Buffer,
    metadata: WritableMetadata,
    preconditions: Preconditions,
    expected: { crc32c?: string; md5Hash?: string } = {},
  ): StoredObject {
    if (!name) throw badRequest('Required', 'required');
    const crc32c = crc32cBase64(data);
    const md5Hash = md5Base64(data);
    if (expected.crc32c && expected.crc32c !== crc32c) {
      throw badRequest(`Provided CRC32C "${expected.crc32c}" doesn't match calculated CRC32C "${crc32c}".`);
    }
    if (expected.md5Hash && expected.md5Hash !== md5Hash) {
      throw badRequest(
        `Provided MD5 hash "${expected.md5Hash}" doesn't match calculated MD5 hash "${md5Hash}".`,
      );
    }
    const objects = this.bucketMap(bucket);
    checkPreconditions(objects.get(name), preconditions);
    const now = new Date().toISOString();
    const object: StoredObject = {
      ...metadata,
      contentType: metadata.contentType ?? 'application/octet-stream',
      bucket,
      name,
      data,
      generation: this.nextGeneration(),
      metageneration: 1,
      md5Hash,
      crc32c,
      timeCreated: now,
      updated: now,
    };
    objects.set(name, object);
    return object;
  }

  /** Changes metadata (a `null` custom key removes it, `metadata: null` all of them); metageneration + 1. */
  patch(bucket: string, name: string, body: unknown, preconditions: Preconditions): StoredObject {
    const current = this.get(bucket, name);
    checkPreconditions(current, preconditions);
    const changes = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
    const next: StoredObject = { ...current, metageneration: current.metageneration + 1 };
    for (const key of WRITABLE) {
      if (!(key in changes)) continue;
      const value = changes[key];
      if (typeof value === 'string') next[key] = value;
      else if (value === null) delete next[key];
    }
    if ('metadata' in changes) {
      const custom = changes.metadata;
      if (custom === null) delete next.metadata;
      else if (custom && typeof custom === 'object') {
        const merged: Record<string, string> = { ...current.metadata };
        for (const [key, value] of Object.entries(custom as Record<string, unknown>)) {
          if (value === null || value === undefined) delete merged[key];
          else merged[key] = String(value);
        }
        next.metadata = merged;
      }
    }
    next.contentType ??= 'application/octet-stream';
    next.updated = new Date().toISOString();
    this.bucketMap(bucket).set(name, next);
    return next;
  }

  delete(bucket: string, name: string, preconditions: Preconditions): void {
    const current = this.get(bucket, name);
    checkPreconditions(current, preconditions);
    this.bucketMap(bucket).delete(name);
  }

  /** A server-side copy: the destination is a new object (new generation) with the source's bytes. */
  copy(
    source: { bucket: string; name: string },
    destination: { bucket: string; name: string },
    override: WritableMetadata,
    preconditions: Preconditions,
  ): StoredObject {
    const from = this.get(source.bucket, source.name);
    // The copy keeps the source's writable metadata (the fields it has), the request's override wins.
    const inherited: WritableMetadata = {};
    for (const key of WRITABLE) if (from[key] !== undefined) inherited[key] = from[key];
    if (from.metadata !== undefined) inherited.metadata = from.metadata;
    return this.insert(
      destination.bucket,
      destination.name,
      from.data,
      { ...inherited, ...override },
      preconditions,
    );
  }

  /**
   * One page of a listing: objects in name order; with a delimiter, names that continue past it after the
   * prefix are folded into one prefix entry. Objects and prefixes together fill at most `maxResults`.
   */
  list(bucket: string, options: ListOptions): ListPage {
    const prefix = options.prefix ?? '';
    const delimiter = options.delimiter ?? '';
    const limit = Math.min(Math.max(options.maxResults ?? MAX_PAGE, 1), MAX_PAGE);
    const after = options.pageToken
      ? Buffer.from(options.pageToken, 'base64url').toString('utf8')
      : undefined;
    const entries = new Map<string, StoredObject | null>();
    for (const [name, object] of this.buckets.get(bucket) ?? []) {
      if (!name.startsWith(prefix)) continue;
      if (options.startOffset && byUtf8(name, options.startOffset) < 0) continue;
      if (options.endOffset && byUtf8(name, options.endOffset) >= 0) continue;
      const cut = delimiter ? name.indexOf(delimiter, prefix.length) : -1;
      if (cut >= 0) entries.set(name.slice(0, cut + delimiter.length), null);
      else entries.set(name, object);
    }
    const keys = [...entries.keys()]
      .sort(byUtf8)
      .filter((key) => after === undefined || byUtf8(key, after) > 0);
    const page = keys.slice(0, limit);
    const result: ListPage = { items: [], prefixes: [] };
    for (const key of page) {
      const object = entries.get(key);
      if (object) result.items.push(object);
      else result.prefixes.push(key);
    }
    if (keys.length > limit)
      result.nextPageToken = Buffer.from(page[page.length - 1]!, 'utf8').toString('base64url');
    return result;
  }

  /** Forgets every object (same process only). */
  clear(): void {
    this.buckets.clear();
  }
}
