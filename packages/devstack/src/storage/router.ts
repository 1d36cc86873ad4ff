/**
 * The HTTP routes of the stand-in. The Node client reaches them in two shapes:
 * - with STORAGE_EMULATOR_HOST=http://host:port it sends JSON API calls to that base URL as it is
 *   (`/b/{bucket}/o/…`, no `/storage/v1`), uploads to `/upload/storage/v1/b/{bucket}/o`;
 * - with `apiEndpoint` (or production-shaped links such as `mediaLink`) the paths carry `/storage/v1` and
 *   `/download/storage/v1`.
 * Both are served. Object names are URL-encoded path segments (a `/` in a name arrives as `%2F`).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { googHashHeader } from './checksums';
import { badRequest, NotModified, StorageError } from './errors';
import { MAX_PAGE, writableMetadata, type ObjectStore, type StoredObject } from './objects';
import { preconditionsFrom } from './preconditions';
import { bucketResource, etagOf, objectResource } from './resource';
import { parseMultipart, type ResumableUploads } from './uploads';

/** Largest request body accepted (a generous bound for photos; production's object limit is 5 TiB). */
export const MAX_BODY_BYTES = 256 * 1024 * 1024;

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new StorageError(413, 'Request body too large for the local stand-in.', 'uploadTooLarge'));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=UTF-8',
    'Content-Length': Buffer.byteLength(text),
    ...headers,
  });
  res.end(text);
}

function jsonBody(body: Buffer): unknown {
  if (body.length === 0) return {};
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    throw badRequest('Parse Error', 'parseError');
  }
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** A `Range: bytes=…` request header against an object of `size` bytes: [first, last] or 'unsatisfiable'. */
function byteRange(value: string | undefined, size: number): [number, number] | 'unsatisfiable' | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(value?.trim() ?? '');
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  if (match[1] === '') {
    const tail = Number(match[2]);
    if (tail === 0) return 'unsatisfiable';
    return [Math.max(size - tail, 0), size - 1];
  }
  const first = Number(match[1]);
  const last = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (first >= size || last < first) return 'unsatisfiable';
  return [first, last];
}

export class StorageRouter {
  constructor(
    private readonly store: ObjectStore,
    private readonly uploads: ResumableUploads,
  ) {}

  /** Counts of requests by route, for figures (e.g. how many PUTs a chunked upload took). */
  readonly requests = new Map<string, number>();

  async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    try {
      await this.route(req, res);
    } catch (error) {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      if (error instanceof NotModified) {
        res.writeHead(304);
        res.end();
      } else if (error instanceof StorageError) {
        sendJson(res, error.status, error.body());
      } else {
        const message = error instanceof Error ? error.message : String(error);
        sendJson(res, 500, new StorageError(500, message, 'backendError').body());
      }
    }
  }

  private count(route: string): void {
    this.requests.set(route, (this.requests.get(route) ?? 0) + 1);
  }

  private async route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const origin = `http://${header(req, 'host') ?? 'localhost'}`;
    const method = (req.method ?? 'GET').toUpperCase();
    const query = url.searchParams;
    let path = url.pathname;

    const upload = /^\/upload\/storage\/v1\/b\/([^/]+)\/o$/.exec(path);
    if (upload) {
      const bucket = decodeURIComponent(upload[1]!);
      if (method === 'POST') return this.upload(req, res, bucket, query, origin);
      if (method === 'PUT') return this.resumableChunk(req, res, query, origin);
      if (method === 'DELETE') {
        this.count('upload:cancel');
        this.uploads.cancel(query.get('upload_id') ?? '');
        res.writeHead(499);
        res.end();
        return;
      }
    }

    let download = false;
    if (path.startsWith('/download/storage/v1/')) {
      download = true;
      path = path.slice('/download/storage/v1'.length);
    } else if (path.startsWith('/storage/v1/')) {
      path = path.slice('/storage/v1'.length);
    }

    const copy = /^\/b\/([^/]+)\/o\/([^/]+)\/(rewriteTo|copyTo)\/b\/([^/]+)\/o\/([^/]+)$/.exec(path);
    if (copy && method === 'POST') {
      this.count('copy');
      const override = writableMetadata(jsonBody(await readBody(req)));
      const object = this.store.copy(
        { bucket: decodeURIComponent(copy[1]!), name: decodeURIComponent(copy[2]!) },
        { bucket: decodeURIComponent(copy[4]!), name: decodeURIComponent(copy[5]!) },
        override,
        preconditionsFrom(query),
      );
      const resource = objectResource(object, origin);
      if (copy[3] === 'copyTo') return sendJson(res, 200, resource);
      return sendJson(res, 200, {
        kind: 'storage#rewriteResponse',
        totalBytesRewritten: String(object.data.length),
        objectSize: String(object.data.length),
        done: true,
        resource,
      });
    }

    const list = /^\/b\/([^/]+)\/o\/?$/.exec(path);
    if (list && method === 'GET') {
      this.count('list');
      const maxResults = query.get('maxResults');
      const page = this.store.list(decodeURIComponent(list[1]!), {
        prefix: query.get('prefix') ?? undefined,
        delimiter: query.get('delimiter') ?? undefined,
        pageToken: query.get('pageToken') ?? undefined,
        maxResults: maxResults ? Number(maxResults) : MAX_PAGE,
        startOffset: query.get('startOffset') ?? undefined,
        endOffset: query.get('endOffset') ?? undefined,
      });
      const body: Record<string, unknown> = { kind: 'storage#objects' };
      if (page.nextPageToken) body.nextPageToken = page.nextPageToken;
      if (page.prefixes.length > 0) body.prefixes = page.prefixes;
      if (page.items.length > 0) body.items = page.items.map((o) => objectResource(o, origin));
      return sendJson(res, 200, body);
    }

    const object = /^\/b\/([^/]+)\/o\/(.+)$/.exec(path);
    if (object) {
      const bucket = decodeURIComponent(object[1]!);
      const name = decodeURIComponent(object[2]!);
      const preconditions = preconditionsFrom(query);
      if (method === 'GET') {
        const stored = this.store.get(bucket, name, preconditions);
        const generation = query.get('generation');
        if (generation && generation !== String(stored.generation)) {
          throw new StorageError(404, `No such object: ${bucket}/${name}`, 'notFound');
        }
        if (download || query.get('alt') === 'media') return this.media(req, res, stored);
        this.count('get');
        return sendJson(res, 200, objectResource(stored, origin));
      }
      if (method === 'PATCH' || method === 'PUT') {
        this.count('patch');
        const patched = this.store.patch(bucket, name, jsonBody(await readBody(req)), preconditions);
        return sendJson(res, 200, objectResource(patched, origin));
      }
      if (method === 'DELETE') {
        this.count('delete');
        this.store.delete(bucket, name, preconditions);
        res.writeHead(204);
        res.end();
        return;
      }
    }

    const bucket = /^\/b\/([^/]+)\/?$/.exec(path);
    if (bucket && method === 'GET')
      return sendJson(res, 200, bucketResource(decodeURIComponent(bucket[1]!), origin));

    throw new StorageError(
      501,
      `Nicht nachgebildet: ${method} ${url.pathname} (siehe docs/storage-standin.md).`,
      'notImplemented',
    );
  }

  private async upload(
    req: IncomingMessage,
    res: ServerResponse,
    bucket: string,
    query: URLSearchParams,
    origin: string,
  ): Promise<void> {
    const uploadType = query.get('uploadType');
    const preconditions = preconditionsFrom(query);
    const body = await readBody(req);
    if (uploadType === 'media') {
      this.count('upload:media');
      const contentType = header(req, 'content-type');
      const stored = this.store.insert(
        bucket,
        query.get('name') ?? '',
        body,
        contentType ? { contentType } : {},
        preconditions,
      );
      return sendJson(res, 200, objectResource(stored, origin));
    }
    if (uploadType === 'multipart') {
      this.count('upload:multipart');
      const { metadata, media, mediaType } = parseMultipart(body, header(req, 'content-type'));
      const writable = writableMetadata(metadata);
      if (!writable.contentType && mediaType) writable.contentType = mediaType;
      const name = query.get('name') ?? (typeof metadata.name === 'string' ? metadata.name : '');
      const stored = this.store.insert(bucket, name, media, writable, preconditions, {
        crc32c: typeof metadata.crc32c === 'string' ? metadata.crc32c : undefined,
        md5Hash: typeof metadata.md5Hash === 'string' ? metadata.md5Hash : undefined,
      });
      return sendJson(res, 200, objectResource(stored, origin));
    }
    if (uploadType === 'resumable') {
      this.count('upload:resumable-open');
      const metadata = jsonBody(body) as Record<string, unknown>;
      const name = query.get('name') ?? (typeof metadata.name === 'string' ? metadata.name : '');
      const length = header(req, 'x-upload-content-length');
      const id = this.uploads.open(bucket, name, writableMetadata(metadata), preconditions, {
        contentType: header(req, 'x-upload-content-type'),
        contentLength: length && /^\d+$/.test(length) ? Number(length) : undefined,
        crc32c: typeof metadata.crc32c === 'string' ? metadata.crc32c : undefined,
        md5Hash: typeof metadata.md5Hash === 'string' ? metadata.md5Hash : undefined,
      });
      const location = new URL(`${origin}/upload/storage/v1/b/${encodeURIComponent(bucket)}/o`);
      location.searchParams.set('uploadType', 'resumable');
      location.searchParams.set('name', name);
      location.searchParams.set('upload_id', id);
      res.writeHead(200, { Location: location.toString(), 'Content-Length': 0 });
      res.end();
      return;
    }
    throw badRequest(`Invalid value for uploadType: ${uploadType ?? '(none)'}`);
  }

  private async resumableChunk(
    req: IncomingMessage,
    res: ServerResponse,
    query: URLSearchParams,
    origin: string,
  ): Promise<void> {
    this.count('upload:resumable-put');
    const body = await readBody(req);
    const result = this.uploads.put(
      query.get('upload_id') ?? '',
      header(req, 'content-range'),
      body,
      header(req, 'x-goog-hash'),
    );
    if (result.status === 'done') return sendJson(res, 200, objectResource(result.object, origin));
    const headers: Record<string, string | number> = { 'Content-Length': 0 };
    if (result.received > 0) headers.Range = `bytes=0-${result.received - 1}`;
    res.writeHead(308, headers);
    res.end();
  }

  /** The object's bytes with production's headers (checksums, generation, stored encoding), ranges too. */
  private media(req: IncomingMessage, res: ServerResponse, object: StoredObject): void {
    this.count('media');
    const gzipStored = object.contentEncoding === 'gzip';
    const acceptsGzip = /\bgzip\b/.test(header(req, 'accept-encoding') ?? '');
    // Decompressive transcoding: a gzip-stored object goes out decompressed unless the client takes gzip.
    const transcode = gzipStored && !acceptsGzip;
    const data = transcode ? gunzipSync(object.data) : object.data;
    const headers: Record<string, string | number> = {
      'Content-Type': object.contentType ?? 'application/octet-stream',
      'Cache-Control': object.cacheControl ?? 'private, max-age=0',
      ETag: `"${etagOf(object)}"`,
      'Last-Modified': new Date(object.updated).toUTCString(),
      'Accept-Ranges': 'bytes',
      'x-goog-generation': String(object.generation),
      'x-goog-metageneration': String(object.metageneration),
      'x-goog-stored-content-encoding': gzipStored ? 'gzip' : 'identity',
      'x-goog-stored-content-length': String(object.data.length),
      'x-goog-storage-class': 'STANDARD',
    };
    // Checksums describe the stored bytes; production leaves them out when it transcodes.
    if (!transcode) headers['x-goog-hash'] = googHashHeader(object);
    if (gzipStored && !transcode) headers['Content-Encoding'] = 'gzip';
    if (object.contentDisposition) headers['Content-Disposition'] = object.contentDisposition;
    if (object.contentLanguage) headers['Content-Language'] = object.contentLanguage;
    for (const [key, value] of Object.entries(object.metadata ?? {})) headers[`x-goog-meta-${key}`] = value;
    const range = transcode ? undefined : byteRange(header(req, 'range'), data.length);
    if (range === 'unsatisfiable') {
      throw Object.assign(
        new StorageError(416, 'Request range not satisfiable', 'requestedRangeNotSatisfiable'),
      );
    }
    if (range) {
      const [first, last] = range;
      headers['Content-Range'] = `bytes ${first}-${last}/${data.length}`;
      headers['Content-Length'] = last - first + 1;
      res.writeHead(206, headers);
      res.end(data.subarray(first, last + 1));
      return;
    }
    headers['Content-Length'] = data.length;
    res.writeHead(200, headers);
    res.end(data);
  }
}
