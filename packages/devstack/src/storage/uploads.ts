/**
 * The three upload protocols of the JSON API (`POST /upload/storage/v1/b/{bucket}/o?uploadType=…`):
 * - `media`: the body is the object, the query names it, Content-Type is its type;
 * - `multipart` (what `file.save(…, { resumable: false })` sends): a multipart/related body whose first
 *   part is the JSON metadata and whose second part is the object;
 * - `resumable` (the client's default): the POST opens a session and answers its URI in `Location`; PUTs
 *   to that URI carry the bytes with `Content-Range: bytes first-last/total` (`*` where unknown). An
 *   unfinished upload answers 308 with `Range: bytes=0-<last byte received>` (no Range before the first
 *   byte); the request that completes it answers 200 with the object. `bytes *\/total` asks for the state.
 * The object is written, and the preconditions of the opening request are checked, only when the upload
 * completes, so an open session never shows as an object.
 */
import { randomUUID } from 'node:crypto';
import { parseGoogHash } from './checksums';
import { badRequest, notFound, StorageError } from './errors';
import type { ObjectStore, StoredObject, WritableMetadata } from './objects';
import type { Preconditions } from './preconditions';

/** Production refuses a non-final chunk smaller than this (and recommends multiples of it). */
export const CHUNK_GRANULARITY = 256 * 1024;

export interface MultipartUpload {
  metadata: Record<string, unknown>;
  media: Buffer;
  mediaType: string | undefined;
}

/** Splits a multipart/related body into the JSON metadata part and the media part. */
export function parseMultipart(body: Buffer, contentType: string | undefined): MultipartUpload {
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType ?? '')?.[1];
  if (!boundary) throw badRequest('Multipart upload without a boundary in Content-Type.');
  const delimiter = Buffer.from(`--${boundary}`);
  const parts: { headers: string; body: Buffer }[] = [];
  let at = body.indexOf(delimiter);
  while (at >= 0) {
    let start = at + delimiter.length;
    if (body.subarray(start, start + 2).toString() === '--') break; // closing delimiter
    if (body.subarray(start, start + 2).toString() === '\r\n') start += 2;
    const next = body.indexOf(delimiter, start);
    if (next < 0) break;
    let end = next;
    if (body.subarray(end - 2, end).toString() === '\r\n') end -= 2;
    const part = body.subarray(start, end);
    const split = part.indexOf('\r\n\r\n');
    parts.push(
      split < 0
        ? { headers: '', body: part }
        : { headers: part.subarray(0, split).toString('utf8'), body: part.subarray(split + 4) },
    );
    at = next;
  }
  if (parts.length !== 2) throw badRequest(`Multipart upload needs 2 parts, got ${parts.length}.`);
  let metadata: Record<string, unknown>;
  try {
    metadata = JSON.parse(parts[0]!.body.toString('utf8') || '{}') as Record<string, unknown>;
  } catch {
    throw badRequest('Metadata part is not valid JSON.', 'parseError');
  }
  const mediaType = /^content-type:\s*(.+)$/im.exec(parts[1]!.headers)?.[1]?.trim();
  return { metadata, media: Buffer.from(parts[1]!.body), mediaType };
}

interface Session {
  bucket: string;
  name: string;
  metadata: WritableMetadata;
  preconditions: Preconditions;
  /** Checksums from the opening request's metadata, checked at completion like X-Goog-Hash. */
  expected: { crc32c?: string; md5Hash?: string };
  chunks: Buffer[];
  received: number;
  /** From X-Upload-Content-Length or the first Content-Range with a total. */
  total?: number;
  done?: StoredObject;
}

export type ChunkResult =
  { status: 'done'; object: StoredObject } | { status: 'incomplete'; received: number };

interface ContentRange {
  first?: number;
  last?: number;
  total?: number;
}

/** `bytes 0-99/100`, `bytes 0-*\/*`, `bytes *\/100`, … (`undefined` for `*`). */
function parseContentRange(header: string | undefined): ContentRange {
  if (!header) return {};
  const match = /^bytes\s+(?:(\d+)-(\d+|\*)|\*)\/(\d+|\*)$/i.exec(header.trim());
  if (!match) throw badRequest(`Invalid Content-Range header: ${header}`);
  const number = (raw: string | undefined) => (raw === undefined || raw === '*' ? undefined : Number(raw));
  return { first: number(match[1]), last: number(match[2]), total: number(match[3]) };
}

export class ResumableUploads {
  private readonly sessions = new Map<string, Session>();

  constructor(private readonly store: ObjectStore) {}

  /** Opens a session; returns its upload id. */
  open(
    bucket: string,
    name: string,
    metadata: WritableMetadata,
    preconditions: Preconditions,
    options: { contentType?: string; contentLength?: number; crc32c?: string; md5Hash?: string },
  ): string {
    if (!name) throw badRequest('Required', 'required');
    const id = randomUUID().replaceAll('-', '');
    this.sessions.set(id, {
      bucket,
      name,
      metadata: { ...metadata, ...(options.contentType ? { contentType: options.contentType } : {}) },
      preconditions,
      expected: { crc32c: options.crc32c, md5Hash: options.md5Hash },
      chunks: [],
      received: 0,
      total: options.contentLength,
    });
    return id;
  }

  private session(id: string): Session {
    const session = this.sessions.get(id);
    if (!session) throw notFound('No such upload session.');
    return session;
  }

  /** One PUT to the session URI. */
  put(id: string, contentRange: string | undefined, body: Buffer, googHash: string | undefined): ChunkResult {
    const session = this.session(id);
    if (session.done) return { status: 'done', object: session.done };
    const range = parseContentRange(contentRange);
    if (range.total !== undefined) {
      if (session.total !== undefined && session.total !== range.total) {
        throw badRequest(
          `Invalid request. The total size ${range.total} differs from ${session.total} given earlier.`,
        );
      }
      session.total = range.total;
    }
    let final = false;
    if (range.first !== undefined) {
      if (range.first > session.received) {
        throw new StorageError(
          503,
          `Invalid request. According to the Content-Range header, the upload offset is ${range.first} byte(s), which exceeds already uploaded size of ${session.received} byte(s).`,
          'backendError',
        );
      }
      if (range.last !== undefined && range.last - range.first + 1 !== body.length) {
        throw badRequest(
          `Invalid request. The Content-Range header says ${range.last - range.first + 1} byte(s), the body has ${body.length}.`,
        );
      }
      const fresh = body.subarray(session.received - range.first);
      final = range.last === undefined && range.total === undefined; // `bytes n-*/*`: the rest, and the end
      const endsUpload =
        final || (session.total !== undefined && session.received + fresh.length >= session.total);
      if (!endsUpload && body.length < CHUNK_GRANULARITY) {
        throw badRequest(
          `Invalid request. The number of bytes uploaded is required to be equal or greater than ${CHUNK_GRANULARITY}, except for the final request (it's recommended to be the exact multiple of ${CHUNK_GRANULARITY}). The received request contained ${body.length} bytes, which does not meet this requirement.`,
        );
      }
      session.chunks.push(Buffer.from(fresh));
      session.received += fresh.length;
    }
    if (session.total !== undefined && session.received > session.total) {
      throw badRequest(
        `Invalid request. ${session.received} byte(s) received for an object of ${session.total}.`,
      );
    }
    if (final || (session.total !== undefined && session.received === session.total)) {
      return { status: 'done', object: this.finish(id, session, googHash) };
    }
    return { status: 'incomplete', received: session.received };
  }

  private finish(id: string, session: Session, googHash: string | undefined): StoredObject {
    const hash = parseGoogHash(googHash);
    const data = Buffer.concat(session.chunks);
    try {
      session.done = this.store.insert(
        session.bucket,
        session.name,
        data,
        session.metadata,
        session.preconditions,
        {
          crc32c: hash.crc32c ?? session.expected.crc32c,
          md5Hash: hash.md5 ?? session.expected.md5Hash,
        },
      );
    } catch (error) {
      // A failed completion ends the session, as in production (the client has to start over).
      this.sessions.delete(id);
      throw error;
    }
    session.chunks = [];
    return session.done;
  }

  /** DELETE on the session URI: production answers 499 and forgets the session. */
  cancel(id: string): void {
    this.session(id);
    this.sessions.delete(id);
  }

  /** Open (unfinished) sessions, for tests and the log. */
  openCount(): number {
    return [...this.sessions.values()].filter((s) => !s.done).length;
  }

  clear(): void {
    this.sessions.clear();
  }
}
