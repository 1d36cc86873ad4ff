// Comparing stored content is shared's `sameContent` (versioning/sameContent.ts); this file keeps `plain`.

/** Drops `undefined` values (Firestore refuses them) by a JSON round trip; entities are plain JSON. */
export function plain<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}
