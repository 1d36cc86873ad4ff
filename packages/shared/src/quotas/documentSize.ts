/**
 * Firestore's storage size of a value, by the rules of its "Storage size calculations" page (Firebase
 * documentation, retrieved 2026-11-24; docs/data-model.md, "Document limits"): a string counts its UTF-8
 * bytes + 1, a number 8, a boolean or null 1, a timestamp 8, an array the sum of its values, a map the
 * sum of its keys (as strings) and values. A document adds its name and 32 bytes; it may hold 1,048,576.
 */

/** Firestore's limit for one document (1 MiB). */
export const FIRESTORE_DOCUMENT_LIMIT = 1_048_576;

/** Room kept for the document name, the 32 bytes and fields added beside a list (version …). */
export const DOCUMENT_HEADROOM = 8_192;

const utf8Length = (text: string) => new TextEncoder().encode(text).length;

export function firestoreSizeOf(value: unknown): number {
  if (value === null || value === undefined || typeof value === 'boolean') return 1;
  if (typeof value === 'number') return 8;
  if (typeof value === 'string') return utf8Length(value) + 1;
  if (value instanceof Date) return 8;
  if (Array.isArray(value)) return value.reduce<number>((sum, item) => sum + firestoreSizeOf(item), 0);
  if (typeof value === 'object') {
    // A Firestore Timestamp (seconds and nanoseconds) is stored in 8 bytes.
    if ('toMillis' in value && typeof (value as { toMillis: unknown }).toMillis === 'function') return 8;
    return Object.entries(value).reduce(
      (sum, [key, item]) => (item === undefined ? sum : sum + utf8Length(key) + 1 + firestoreSizeOf(item)),
      0,
    );
  }
  return 8;
}

/** Whether a document with these fields stays inside Firestore's limit with the headroom kept. */
export function fitsInDocument(fields: object): boolean {
  return firestoreSizeOf(fields) <= FIRESTORE_DOCUMENT_LIMIT - DOCUMENT_HEADROOM;
}
