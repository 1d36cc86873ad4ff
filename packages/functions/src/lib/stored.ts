/**
 * Typed reads of stored documents. Entity documents are written only by the handlers, after the payload
 * passed its shared zod schema (lib/dispatch.ts), or by the devstack seed and admin command with the
 * shared types; so a stored document has its entity's shape, and this is the one place that says so to
 * TypeScript. (The caller's profile is the exception: it is normalised, see lib/profile.ts.)
 */
import type { DocumentSnapshot, QuerySnapshot } from 'firebase-admin/firestore';

/** True for a plain object (a map in a stored document), not for null or an array. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The document's data as `T`, or null when it does not exist. */
export function storedData<T>(snap: DocumentSnapshot | undefined): T | null {
  return snap?.exists ? (snap.data() as T) : null;
}

/** The data of every document of a query result as `T`. */
export function storedList<T>(snap: QuerySnapshot): T[] {
  return snap.docs.map((d) => d.data() as T);
}
