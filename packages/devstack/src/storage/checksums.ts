/**
 * The two checksums Cloud Storage keeps for every object, in its own notation: CRC32C (Castagnoli) as
 * the base64 of the 4 bytes in big-endian order, MD5 as the base64 of the 16-byte digest. The Node client
 * checks `crc32c` after every upload and download by default (and `md5Hash` when asked), so both must be
 * exactly what production would compute.
 */
import { createHash } from 'node:crypto';

/** The reflected Castagnoli polynomial (0x1EDC6F41 bit-reversed). */
const CASTAGNOLI_REFLECTED = 0x82f63b78;

const TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ CASTAGNOLI_REFLECTED : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** CRC32C of `data` as an unsigned 32-bit number (continuing from `previous`, default: start). */
export function crc32c(data: Uint8Array, previous = 0): number {
  let crc = ~previous >>> 0;
  for (const byte of data) crc = (TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8)) >>> 0;
  return ~crc >>> 0;
}

/** CRC32C the way the JSON API spells it: base64 of the big-endian 4 bytes ("AAAAAA==" for no data). */
export function crc32cBase64(data: Uint8Array): string {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(crc32c(data));
  return bytes.toString('base64');
}

/** MD5 the way the JSON API spells it: base64 of the digest. */
export function md5Base64(data: Uint8Array): string {
  return createHash('md5').update(data).digest('base64');
}

/** Both, as the `x-goog-hash` header of a download: `crc32c=…,md5=…`. */
export function googHashHeader(object: { crc32c: string; md5Hash: string }): string {
  return `crc32c=${object.crc32c},md5=${object.md5Hash}`;
}

/** Parses an `x-goog-hash` request header (`crc32c=…,md5=…`) into its parts. */
export function parseGoogHash(header: string | undefined): { crc32c?: string; md5?: string } {
  const result: { crc32c?: string; md5?: string } = {};
  for (const pair of (header ?? '').split(',')) {
    const at = pair.indexOf('=');
    if (at < 0) continue;
    const kind = pair.slice(0, at).trim().toLowerCase();
    const value = pair.slice(at + 1).trim();
    if (kind === 'crc32c') result.crc32c = value;
    if (kind === 'md5') result.md5 = value;
  }
  return result;
}
